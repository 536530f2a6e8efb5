import { useMutation } from '@tanstack/react-query';
import { addFavorite } from './add-favorite';
import { removeFavorites } from './remove-favorites';
import { useRefreshFavorites } from './use-refresh-favorites';

/**
 * Adds or removes one listing (the listing drawer's "add to favorites"): `toggle(true)` adds it.
 *
 * @example const { toggle, isPending } = useToggleFavorite(listing.id); toggle(!isFavorite);
 */
export function useToggleFavorite(listingId: string) {
  const refresh = useRefreshFavorites();
  const mutation = useMutation({
    mutationFn: (favorite: boolean) =>
      favorite ? addFavorite(listingId) : removeFavorites([listingId]),
    onSuccess: () => refresh([listingId]),
  });
  return {
    toggle: (favorite: boolean) => {
      mutation.mutate(favorite);
    },
    isPending: mutation.isPending,
    error: mutation.error,
  };
}
