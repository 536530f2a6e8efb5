/** Query keys of payouts: the payee's history and finance's console. */
export const payoutsKeys = {
  all: ['payouts'] as const,
  history: () => [...payoutsKeys.all, 'history'] as const,
  console: () => [...payoutsKeys.all, 'console'] as const,
};
