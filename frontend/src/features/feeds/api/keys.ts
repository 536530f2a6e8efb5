/**
 * Query keys of the feeds feature: one root, so a write can refresh all of it; a notice refreshes
 * only the keys it affects (lib/notices.ts).
 */
export const feedKeys = {
  all: ['feeds'] as const,
  lists: () => [...feedKeys.all, 'list'] as const,
  home: () => [...feedKeys.lists(), 'home'] as const,
  creator: (advisorId: string) => [...feedKeys.lists(), 'creator', advisorId] as const,
  media: (advisorId: string, filter: string) =>
    [...feedKeys.lists(), 'media', advisorId, filter] as const,
  explore: (gender: string | undefined) => [...feedKeys.lists(), 'explore', gender ?? ''] as const,
  newPosts: (cursor: string | null) => [...feedKeys.all, 'new-posts', cursor ?? ''] as const,
  postsAll: () => [...feedKeys.all, 'post'] as const,
  post: (id: string) => [...feedKeys.postsAll(), id] as const,
  comments: (postId: string) => [...feedKeys.all, 'comments', postId] as const,
  likes: (postId: string) => [...feedKeys.all, 'likes', postId] as const,
  /** The like button's mutation (a mutation key, not a query's). */
  like: () => [...feedKeys.all, 'like'] as const,
  follows: () => [...feedKeys.all, 'follows'] as const,
  followsOf: (advisorIds: readonly string[]) =>
    [...feedKeys.follows(), [...advisorIds].sort().join(',')] as const,
  advisor: (login: string) => [...feedKeys.all, 'advisor', login.toLowerCase()] as const,
  search: (text: string, gender: string) => [...feedKeys.all, 'search', text, gender] as const,
};
