/** Query keys of the payout settings. */
export const payoutKeys = {
  info: ['payout', 'info'] as const,
  countries: ['payout', 'countries'] as const,
  states: (country: string) => ['payout', 'states', country] as const,
};
