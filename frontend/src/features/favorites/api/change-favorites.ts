import { CommandResult } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { favoriteKeys } from './keys';

/** POST /client_api/favorite_listings: adds at the end of my list. */
export async function addFavorite(listingId: string): Promise<CommandResult> {
  return CommandResult.parse(
    await api<unknown>('/client_api/favorite_listings', {
      method: 'POST',
      body: { listing_id: listingId },
    }),
  );
}

/** PATCH /client_api/favorite_listings/{listingId}: 1 is the top. */
export async function moveFavorite(listingId: string, position: number): Promise<CommandResult> {
  return CommandResult.parse(
    await api<unknown>(`/client_api/favorite_listings/${encodeURIComponent(listingId)}`, {
      method: 'PATCH',
      body: { position },
    }),
  );
}

/** DELETE /client_api/favorite_listings/bulk_destroy */
export async function removeFavorites(listingIds: readonly string[]): Promise<CommandResult> {
  return CommandResult.parse(
    await api<unknown>('/client_api/favorite_listings/bulk_destroy', {
      method: 'DELETE',
      body: { listing_ids: listingIds },
    }),
  );
}

function useRefreshFavorites() {
  const queryClient = useQueryClient();
  return (listingIds: readonly string[]) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: favoriteKeys.lists() }),
      ...listingIds.map((id) =>
        queryClient.invalidateQueries({ queryKey: favoriteKeys.status(id) }),
      ),
    ]);
}

export function useMoveFavorite() {
  const refresh = useRefreshFavorites();
  return useMutation({
    mutationFn: ({ listingId, position }: { listingId: string; position: number }) =>
      moveFavorite(listingId, position),
    onSettled: (_result, _error, { listingId }) => refresh([listingId]),
  });
}

export function useRemoveFavorites() {
  const refresh = useRefreshFavorites();
  return useMutation({
    mutationFn: (listingIds: readonly string[]) => removeFavorites(listingIds),
    onSuccess: (_result, listingIds) => refresh(listingIds),
  });
}

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
