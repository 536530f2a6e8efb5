import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updatePost } from '../lib/post-cache';
import { feedKeys } from './keys';

/** POST /feeds/posts/{id}/comments (at most 200 characters; the server's errors name `body`). */
function addComment(postId: string, body: string): Promise<unknown> {
  return api<unknown>(`/feeds/posts/${encodeURIComponent(postId)}/comments`, {
    method: 'POST',
    body: { body },
  });
}

export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addComment(postId, body),
    onSuccess: () => {
      updatePost(queryClient, postId, (post) => ({
        ...post,
        comments_count: post.comments_count + 1,
      }));
      void queryClient.invalidateQueries({ queryKey: feedKeys.comments(postId) });
    },
  });
}
