/**
 * Query keys of listing data every screen shares (My Listings, the listing form, the storefront,
 * the marketplace drawer and call page): one key per listing and per Flirt's list, so a write or
 * a notice on any screen refreshes the one cache entry all of them read.
 */
export const listingDataKeys = {
  all: ['listings'] as const,
  byAdvisor: (login: string) => [...listingDataKeys.all, 'advisor', login.toLowerCase()] as const,
  advisorLists: () => [...listingDataKeys.all, 'advisor'] as const,
  detail: (id: string) => [...listingDataKeys.all, 'detail', id] as const,
};
