import { ListingSearchResponse } from '@flirtwire/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listingSearchParams, type SearchUrlState } from '../search-url';

/** GET /client_api/search: the three tabs of listings for a text, filters, sort and page. */
async function searchListings(
  state: SearchUrlState,
  signal?: AbortSignal,
): Promise<ListingSearchResponse> {
  return ListingSearchResponse.parse(
    await api<unknown>(`/client_api/search?${listingSearchParams(state).toString()}`, {
      ...(signal ? { signal } : {}),
    }),
  );
}

const searchListingsQuery = (state: SearchUrlState) =>
  queryOptions({
    queryKey: ['search', 'listings', state] as const,
    queryFn: ({ signal }) => searchListings(state, signal),
    staleTime: 30_000,
  });

export function useSearchListings(state: SearchUrlState) {
  return useQuery({ ...searchListingsQuery(state), placeholderData: keepPreviousData });
}
