import { PostFeedResponse } from '@flirtwire/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nextCursor } from '../lib/paging';
import { feedKeys } from './keys';

/** GET /feeds/creator_feed/{id}: one page of a Flirt's posts (locked where not entitled). */
async function getCreatorFeed(
  advisorId: string,
  cursor: string | null,
  options: { signal?: AbortSignal } = {},
): Promise<PostFeedResponse> {
  return PostFeedResponse.parse(
    await api<unknown>(`/feeds/creator_feed/${encodeURIComponent(advisorId)}`, {
      query: { cursor },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

const creatorFeedQuery = (advisorId: string) =>
  infiniteQueryOptions({
    queryKey: feedKeys.creator(advisorId),
    queryFn: ({ pageParam, signal }) => getCreatorFeed(advisorId, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
    staleTime: 30_000,
  });

export function useCreatorFeed(advisorId: string) {
  return useInfiniteQuery(creatorFeedQuery(advisorId));
}
