import type { ListingView } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseLazily } from '@/lib/lazy-parse';
import { listingDataKeys } from './keys';

/** GET /client_api/listings/{id} (404 for a listing the viewer may not see). */
async function getListing(
  id: string,
  options: { signal?: AbortSignal } = {},
): Promise<ListingView> {
  return parseLazily(
    'ListingView',
    api<unknown>(`/client_api/listings/${encodeURIComponent(id)}`, {
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

export const listingQuery = (id: string) =>
  queryOptions({
    queryKey: listingDataKeys.detail(id),
    queryFn: ({ signal }) => getListing(id, { signal }),
    staleTime: 30_000,
    // A missing listing sends the person home; asking again would only delay that.
    retry: false,
  });

export function useListing(id: string) {
  return useQuery(listingQuery(id));
}
