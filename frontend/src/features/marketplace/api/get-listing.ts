import { ListingView } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketplaceKeys } from './keys';

/** GET /client_api/listings/{id}: one listing for the drawer (404: no such listing). */
export async function getListing(
  id: string,
  options: { signal?: AbortSignal } = {},
): Promise<ListingView> {
  return ListingView.parse(
    await api<unknown>(`/client_api/listings/${encodeURIComponent(id)}`, {
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

export const listingQuery = (id: string) =>
  queryOptions({
    queryKey: marketplaceKeys.listing(id),
    queryFn: ({ signal }) => getListing(id, { signal }),
    staleTime: 30_000,
    // A missing listing sends the person home; asking again would only delay that.
    retry: false,
  });

export function useListing(id: string) {
  return useQuery(listingQuery(id));
}
