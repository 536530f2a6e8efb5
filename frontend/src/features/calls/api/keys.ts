/** Query keys of the calls feature. */
export const callKeys = {
  all: ['calls'] as const,
  one: (listingId: string, token: string) => [...callKeys.all, listingId, token] as const,
};
