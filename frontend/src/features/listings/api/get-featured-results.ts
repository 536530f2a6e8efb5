import { FeaturedListingResultsResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listingKeys } from './keys';

/** GET /client_api/account/featured_listing_results/listings: my listings' featured places. */
async function getFeaturedResults(
  options: { signal?: AbortSignal } = {},
): Promise<FeaturedListingResultsResponse> {
  return FeaturedListingResultsResponse.parse(
    await api<unknown>('/client_api/account/featured_listing_results/listings', {
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

const featuredResultsQuery = queryOptions({
  queryKey: listingKeys.featured(),
  queryFn: ({ signal }) => getFeaturedResults({ signal }),
});

export function useFeaturedResults() {
  return useQuery(featuredResultsQuery);
}
