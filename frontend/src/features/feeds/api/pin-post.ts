import type { CommandResult } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';
import { parseLazily } from '@/lib/lazy-parse';

/** POST /feeds/posts/{id}/pin: pins one's own published post. */
export async function pinPost(postId: string): Promise<CommandResult> {
  return parseLazily(
    'CommandResult',
    api<unknown>(`/feeds/posts/${encodeURIComponent(postId)}/pin`, { method: 'POST' }),
  );
}
