import { CommandResult } from '@flirtwire/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRefreshFavorites } from './use-refresh-favorites';

/** PATCH /client_api/favorite_listings/{listingId}: 1 is the top. */
async function moveFavorite(listingId: string, position: number): Promise<CommandResult> {
  return CommandResult.parse(
    await api<unknown>(`/client_api/favorite_listings/${encodeURIComponent(listingId)}`, {
      method: 'PATCH',
      body: { position },
    }),
  );
}

export function useMoveFavorite() {
  const refresh = useRefreshFavorites();
  return useMutation({
    mutationFn: ({ listingId, position }: { listingId: string; position: number }) =>
      moveFavorite(listingId, position),
    onSettled: (_result, _error, { listingId }) => refresh([listingId]),
  });
}
