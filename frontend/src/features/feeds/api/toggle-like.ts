import { useMutation, useQueryClient } from '@tanstack/react-query';
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
 * Spec 000 §4: the like toggles at once and the count moves by one; a refusal puts it back.
 */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
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
