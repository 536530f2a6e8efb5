import type { PostFeedResponse } from '@flirtwire/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseLazily } from '@/lib/lazy-parse';
import { nextCursor } from '../lib/paging';
import { feedKeys } from './keys';

/** GET /feeds/home_feed: one page of the combined feed of the Flirts I follow. */
async function getHomeFeed(
  cursor: string | null,
  options: { signal?: AbortSignal } = {},
): Promise<PostFeedResponse> {
  return parseLazily(
    'PostFeedResponse',
    api<unknown>('/feeds/home_feed', {
      query: { cursor },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

export const homeFeedQuery = () =>
  infiniteQueryOptions({
    queryKey: feedKeys.home(),
    queryFn: ({ pageParam, signal }) => getHomeFeed(pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
    staleTime: 30_000,
  });

export function useHomeFeed(enabled = true) {
  return useInfiniteQuery({ ...homeFeedQuery(), enabled });
}
