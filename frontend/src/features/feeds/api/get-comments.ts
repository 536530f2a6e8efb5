import { CommentsPageResponse } from '@flirtwire/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nextCursor } from '../lib/paging';
import { feedKeys } from './keys';

/** GET /feeds/posts/{id}/comments: one page of a post's comments (cursor paging). */
async function getComments(
  postId: string,
  cursor: string | null,
  options: { signal?: AbortSignal } = {},
): Promise<CommentsPageResponse> {
  return CommentsPageResponse.parse(
    await api<unknown>(`/feeds/posts/${encodeURIComponent(postId)}/comments`, {
      query: { cursor },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

const commentsQuery = (postId: string) =>
  infiniteQueryOptions({
    queryKey: feedKeys.comments(postId),
    queryFn: ({ pageParam, signal }) => getComments(postId, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
    staleTime: 10_000,
  });

export function useComments(postId: string, enabled: boolean) {
  return useInfiniteQuery({ ...commentsQuery(postId), enabled });
}
