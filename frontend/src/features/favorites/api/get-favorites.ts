import { FAVORITES_PER_PAGE, FavoriteListingsResponse } from '@flirtwire/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { favoriteKeys } from './keys';

/** GET /client_api/favorite_listings: 20 a page, in my order. */
async function getFavorites(page: number): Promise<FavoriteListingsResponse> {
  return FavoriteListingsResponse.parse(
    await api<unknown>('/client_api/favorite_listings', {
      query: { sort: 'position', page, per_page: FAVORITES_PER_PAGE },
    }),
  );
}

export const favoritesQuery = (page: number) =>
  queryOptions({
    queryKey: favoriteKeys.list(page),
    queryFn: () => getFavorites(page),
    placeholderData: keepPreviousData,
  });

export const useFavorites = (page: number) => useQuery(favoritesQuery(page));
