import type { ExploreFeedQuery, PostFeedResponse } from '@flirtwire/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseLazily } from '@/lib/lazy-parse';
import { nextCursor } from '../lib/paging';
import { feedKeys } from './keys';

export type ExploreGender = NonNullable<ExploreFeedQuery['gender']>;

/** GET /feeds/explore_feed: one page; without a gender the server uses the viewer's own. */
async function getExploreFeed(
  gender: ExploreGender | undefined,
  cursor: string | null,
  options: { signal?: AbortSignal } = {},
): Promise<PostFeedResponse> {
  return parseLazily(
    'PostFeedResponse',
    api<unknown>('/feeds/explore_feed', {
      query: { cursor, gender },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

const exploreFeedQuery = (gender: ExploreGender | undefined) =>
  infiniteQueryOptions({
    queryKey: feedKeys.explore(gender),
    queryFn: ({ pageParam, signal }) => getExploreFeed(gender, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
    staleTime: 30_000,
  });

export function useExploreFeed(gender: ExploreGender | undefined) {
  return useInfiniteQuery(exploreFeedQuery(gender));
}
