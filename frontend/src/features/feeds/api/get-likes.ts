import { LikesResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { feedKeys } from './keys';

/** GET /feeds/likes?post_id=: who liked my post (the owner's likes list). */
async function getLikes(
  postId: string,
  options: { signal?: AbortSignal } = {},
): Promise<LikesResponse['likes']> {
  const answer = LikesResponse.parse(
    await api<unknown>('/feeds/likes', {
      query: { post_id: postId },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
  return answer.likes;
}

const likesQuery = (postId: string) =>
  queryOptions({
    queryKey: feedKeys.likes(postId),
    queryFn: ({ signal }) => getLikes(postId, { signal }),
  });

export function useLikes(postId: string, enabled: boolean) {
  return useQuery({ ...likesQuery(postId), enabled });
}
