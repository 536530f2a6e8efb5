import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseLazily } from '@/lib/lazy-parse';
import { feedKeys } from './keys';

/** Spec 000 §9: the combined feed asks for new posts every 300,000 ms. */
const NEW_POSTS_POLL_MS = 300_000;

/** GET /feeds/new_posts_check: whether the combined feed has posts newer than the cursor. */
async function checkNewPosts(
  cursor: string,
  options: { signal?: AbortSignal } = {},
): Promise<boolean> {
  const answer = await parseLazily(
    'NewPostsCheckResponse',
    api<unknown>('/feeds/new_posts_check', {
      query: { cursor },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
  return answer.new_posts;
}

const newPostsQuery = (cursor: string | null) =>
  queryOptions({
    queryKey: feedKeys.newPosts(cursor),
    queryFn: ({ signal }) => (cursor ? checkNewPosts(cursor, { signal }) : false),
    refetchInterval: NEW_POSTS_POLL_MS,
    // The first answer comes with the page itself; only later checks are worth asking.
    initialData: false,
    initialDataUpdatedAt: () => Date.now(),
    staleTime: NEW_POSTS_POLL_MS,
  });

export function useNewPostsCheck(cursor: string | null) {
  return useQuery({ ...newPostsQuery(cursor), enabled: cursor !== null });
}
