import { CommandResult, type EditPostBody } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';

/** PATCH /feeds/posts/{id}: the captions. */
export async function editPost(postId: string, body: EditPostBody): Promise<CommandResult> {
  return CommandResult.parse(
    await api<unknown>(`/feeds/posts/${encodeURIComponent(postId)}`, { method: 'PATCH', body }),
  );
}
