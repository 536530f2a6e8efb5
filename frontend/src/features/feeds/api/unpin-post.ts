import type { CommandResult } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';
import { parseLazily } from '@/lib/lazy-parse';

/** DELETE /feeds/posts/{id}/pin: unpins one's own post. */
export async function unpinPost(postId: string): Promise<CommandResult> {
  return parseLazily(
    'CommandResult',
    api<unknown>(`/feeds/posts/${encodeURIComponent(postId)}/pin`, { method: 'DELETE' }),
  );
}
