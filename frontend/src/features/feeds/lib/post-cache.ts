import type { PostFeedResponse, PostResponse } from '@flirtwire/contracts';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { feedKeys } from '../api/keys';

/** Spec 000 §4: a like toggles and the count moves by one. */
export function applyLike(post: PostResponse, liked: boolean): PostResponse {
  if (post.has_like === liked) return post;
  return {
    ...post,
    has_like: liked,
    likes_count: Math.max(0, post.likes_count + (liked ? 1 : -1)),
  };
}

type Snapshot = readonly (readonly [QueryKey, unknown])[];

/** Every cached feed page and post, to put back when an optimistic change is refused. */
export function snapshotPosts(queryClient: QueryClient): Snapshot {
  return [
    ...queryClient.getQueriesData({ queryKey: feedKeys.lists() }),
    ...queryClient.getQueriesData({ queryKey: feedKeys.postsAll() }),
  ];
}

export function restorePosts(queryClient: QueryClient, snapshot: Snapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

/** Changes one post wherever it is cached: in every feed and on its own page. */
export function updatePost(
  queryClient: QueryClient,
  postId: string,
  change: (post: PostResponse) => PostResponse,
): void {
  queryClient.setQueriesData<InfiniteData<PostFeedResponse>>(
    { queryKey: feedKeys.lists() },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          records: page.records.map((post) => (post.id === postId ? change(post) : post)),
        })),
      },
  );
  queryClient.setQueryData<PostResponse>(feedKeys.post(postId), (post) => post && change(post));
}
