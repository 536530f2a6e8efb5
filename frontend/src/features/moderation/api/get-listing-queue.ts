import { ListingQueueResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { moderationKeys } from './keys';

/** GET /client_api/moderation/listings: marketplace listings waiting for review, oldest first. */
async function getListingQueue(
  options: { signal?: AbortSignal } = {},
): Promise<ListingQueueResponse> {
  return ListingQueueResponse.parse(
    await api<unknown>('/client_api/moderation/listings', {
      query: { status: 'pending' },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

const listingQueueQuery = queryOptions({
  queryKey: moderationKeys.listings(),
  queryFn: ({ signal }) => getListingQueue({ signal }),
});

export function useListingQueue() {
  return useQuery(listingQueueQuery);
}
