import type { CommandResult } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';
import { parseLazily } from '@/lib/lazy-parse';

/** DELETE /feeds/posts/{id} */
export async function deletePost(postId: string): Promise<CommandResult> {
  return parseLazily(
    'CommandResult',
    api<unknown>(`/feeds/posts/${encodeURIComponent(postId)}`, { method: 'DELETE' }),
  );
}
