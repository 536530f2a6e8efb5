/** Query keys of the feedback screens: one root, a branch per list. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  toLeave: () => [...feedbackKeys.all, 'to-leave'] as const,
  newForm: (objectType: string, objectId: string) =>
    [...feedbackKeys.all, 'new', objectType, objectId] as const,
  listing: (listingId: string) => [...feedbackKeys.all, 'listing', listingId] as const,
  listingPage: (listingId: string, page: number) =>
    [...feedbackKeys.listing(listingId), page] as const,
  received: () => [...feedbackKeys.all, 'received'] as const,
  receivedPage: (page: number) => [...feedbackKeys.received(), page] as const,
};
