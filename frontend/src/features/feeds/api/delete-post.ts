import { CommandResult } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';

/** DELETE /feeds/posts/{id} */
export async function deletePost(postId: string): Promise<CommandResult> {
  return CommandResult.parse(
    await api<unknown>(`/feeds/posts/${encodeURIComponent(postId)}`, { method: 'DELETE' }),
  );
}
