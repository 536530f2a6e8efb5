import type { EditPostBody } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { feedKeys } from './keys';

/** POST (pin) or DELETE (unpin) /feeds/posts/{id}/pin: one's own published post. */
export function setPinned(postId: string, pinned: boolean): Promise<unknown> {
  return api<unknown>(`/feeds/posts/${encodeURIComponent(postId)}/pin`, {
    method: pinned ? 'POST' : 'DELETE',
  });
}

/** PATCH /feeds/posts/{id}: the captions. */
export function editPost(postId: string, body: EditPostBody): Promise<unknown> {
  return api<unknown>(`/feeds/posts/${encodeURIComponent(postId)}`, { method: 'PATCH', body });
}

/** DELETE /feeds/posts/{id} */
export function deletePost(postId: string): Promise<unknown> {
  return api<unknown>(`/feeds/posts/${encodeURIComponent(postId)}`, { method: 'DELETE' });
}

/** A change to one's own post refreshes every feed that may show it. */
export function useOwnPostCommand<A>(run: (args: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.all }),
  });
}
