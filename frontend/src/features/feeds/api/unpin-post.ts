import { CommandResult } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';

/** DELETE /feeds/posts/{id}/pin: unpins one's own post. */
export async function unpinPost(postId: string): Promise<CommandResult> {
  return CommandResult.parse(
    await api<unknown>(`/feeds/posts/${encodeURIComponent(postId)}/pin`, { method: 'DELETE' }),
  );
}
