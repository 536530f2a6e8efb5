import { CommandResult } from '@flirtwire/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRefreshFavorites } from './use-refresh-favorites';

/** DELETE /client_api/favorite_listings/bulk_destroy */
export async function removeFavorites(listingIds: readonly string[]): Promise<CommandResult> {
  return CommandResult.parse(
    await api<unknown>('/client_api/favorite_listings/bulk_destroy', {
      method: 'DELETE',
      body: { listing_ids: listingIds },
    }),
  );
}

export function useRemoveFavorites() {
  const refresh = useRefreshFavorites();
  return useMutation({
    mutationFn: (listingIds: readonly string[]) => removeFavorites(listingIds),
    onSuccess: (_result, listingIds) => refresh(listingIds),
  });
}
