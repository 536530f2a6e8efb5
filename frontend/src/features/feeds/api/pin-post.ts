import { CommandResult } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';

/** POST /feeds/posts/{id}/pin: pins one's own published post. */
export async function pinPost(postId: string): Promise<CommandResult> {
  return CommandResult.parse(
    await api<unknown>(`/feeds/posts/${encodeURIComponent(postId)}/pin`, { method: 'POST' }),
  );
}
