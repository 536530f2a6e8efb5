import { MediaFeedResponse } from '@flirtwire/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nextCursor } from '../lib/paging';
import { feedKeys } from './keys';

export type MediaFilter = 'all' | 'photo' | 'video' | 'audio';

/**
 * GET /feeds/creator_media_feed/{id}: one page of a Flirt's media, newest first; the cursor is
 * the last item's published-at and sort order (spec 001 §4).
 */
async function getCreatorMedia(
  advisorId: string,
  filter: MediaFilter,
  cursor: string | null,
  options: { signal?: AbortSignal } = {},
): Promise<MediaFeedResponse> {
  return MediaFeedResponse.parse(
    await api<unknown>(`/feeds/creator_media_feed/${encodeURIComponent(advisorId)}`, {
      query: { cursor, filter },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

/** Each filter has its own key, so changing the filter starts again from the newest item. */
const creatorMediaQuery = (advisorId: string, filter: MediaFilter) =>
  infiniteQueryOptions({
    queryKey: feedKeys.media(advisorId, filter),
    queryFn: ({ pageParam, signal }) => getCreatorMedia(advisorId, filter, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
    staleTime: 30_000,
  });

export function useCreatorMedia(advisorId: string, filter: MediaFilter) {
  return useInfiniteQuery(creatorMediaQuery(advisorId, filter));
}
