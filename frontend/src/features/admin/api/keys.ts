/** Query keys of the admin console. */
export const adminKeys = {
  all: ['admin'] as const,
  searches: () => [...adminKeys.all, 'search'] as const,
  search: (q: string) => [...adminKeys.searches(), q] as const,
  user: (id: string) => [...adminKeys.all, 'user', id] as const,
};
