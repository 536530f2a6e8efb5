import { ListingView } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listingKeys } from './keys';

/** GET /client_api/listings/{id} (404 for a listing the viewer may not see). */
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
    queryKey: listingKeys.detail(id),
    queryFn: ({ signal }) => getListing(id, { signal }),
  });

export function useListing(id: string) {
  return useQuery(listingQuery(id));
}
