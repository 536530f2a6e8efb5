/** Query keys of the marketplace screens (home, categories; a listing's own data is in components/listings). */
export const marketplaceKeys = {
  all: ['marketplace'] as const,
  home: (page: number) => [...marketplaceKeys.all, 'home', page] as const,
  categoryPages: () => [...marketplaceKeys.all, 'category'] as const,
  category: (slug: string, params: Record<string, string | number>) =>
    [...marketplaceKeys.categoryPages(), slug, params] as const,
  tree: () => [...marketplaceKeys.all, 'top-level-categories'] as const,
};
