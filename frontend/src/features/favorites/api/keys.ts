/** Query keys of favorites: the list's pages and each listing's favorite status. */
export const favoriteKeys = {
  all: ['favorites'] as const,
  lists: () => [...favoriteKeys.all, 'list'] as const,
  list: (page: number) => [...favoriteKeys.lists(), page] as const,
  status: (listingId: string) => [...favoriteKeys.all, 'status', listingId] as const,
};
