/** Query keys of the marketplace screens (home, categories, listings, the drawer). */
export const marketplaceKeys = {
  all: ['marketplace'] as const,
  listings: () => [...marketplaceKeys.all, 'listing'] as const,
  listing: (id: string) => [...marketplaceKeys.listings(), id] as const,
  home: (page: number) => [...marketplaceKeys.all, 'home', page] as const,
  categoryPages: () => [...marketplaceKeys.all, 'category'] as const,
  category: (slug: string, params: Record<string, string | number>) =>
    [...marketplaceKeys.categoryPages(), slug, params] as const,
  tree: () => [...marketplaceKeys.all, 'top-level-categories'] as const,
  advisorListings: (login: string) =>
    [...marketplaceKeys.all, 'advisor-listings', login.toLowerCase()] as const,
};
