import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applyLike, snapshotPosts, restorePosts, updatePost } from '../lib/post-cache';
import { feedKeys } from './keys';

/** POST (like) or DELETE (unlike) /feeds/posts/{id}/like. */
function setLike(postId: string, liked: boolean): Promise<unknown> {
  return api<unknown>(`/feeds/posts/${encodeURIComponent(postId)}/like`, {
    method: liked ? 'POST' : 'DELETE',
  });
}

/**
 * Whether the person pressed the like of `postId` since `since` (ms), or a press is under way: a
 * post read before then does not show it, so it must not replace what the button shows.
 */
export function likedSince(queryClient: QueryClient, postId: string, since: number): boolean {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: feedKeys.like() })
    .some(
      (mutation) =>
        (mutation.state.variables as { postId?: string } | undefined)?.postId === postId &&
        (mutation.state.status === 'pending' || mutation.state.submittedAt >= since),
    );
}

/**
 * Spec 000 §4: the like toggles at once and the count moves by one; a refusal puts it back.
 */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: feedKeys.like(),
    mutationFn: ({ postId, liked }: { postId: string; liked: boolean }) => setLike(postId, liked),
    onMutate: async ({ postId, liked }) => {
      await queryClient.cancelQueries({ queryKey: feedKeys.all });
      const snapshot = snapshotPosts(queryClient);
      updatePost(queryClient, postId, (post) => applyLike(post, liked));
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      if (context) restorePosts(queryClient, context.snapshot);
    },
    onSettled: (_data, _error, { postId }) => {
      void queryClient.invalidateQueries({ queryKey: feedKeys.likes(postId) });
    },
  });
}
