import { FavoriteStatusResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { favoriteKeys } from './keys';

/** GET /client_api/favorite_listings/{listingId}: isFavoriteForViewer (false for visitors). */
async function getFavoriteStatus(listingId: string): Promise<FavoriteStatusResponse> {
  return FavoriteStatusResponse.parse(
    await api<unknown>(`/client_api/favorite_listings/${encodeURIComponent(listingId)}`),
  );
}

const favoriteStatusQuery = (listingId: string) =>
  queryOptions({
    queryKey: favoriteKeys.status(listingId),
    queryFn: () => getFavoriteStatus(listingId),
  });

export const useFavoriteStatus = (listingId: string) => useQuery(favoriteStatusQuery(listingId));
