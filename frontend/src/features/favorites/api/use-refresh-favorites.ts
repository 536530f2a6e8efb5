import { useQueryClient } from '@tanstack/react-query';
import { favoriteKeys } from './keys';

/** After a favorites change: the lists and the changed listings' hearts. */
export function useRefreshFavorites() {
  const queryClient = useQueryClient();
  return (listingIds: readonly string[]) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: favoriteKeys.lists() }),
      ...listingIds.map((id) =>
        queryClient.invalidateQueries({ queryKey: favoriteKeys.status(id) }),
      ),
    ]);
}
