import type { CommandResult, EditPostBody } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';
import { parseLazily } from '@/lib/lazy-parse';

/** PATCH /feeds/posts/{id}: the captions. */
export async function editPost(postId: string, body: EditPostBody): Promise<CommandResult> {
  return parseLazily(
    'CommandResult',
    api<unknown>(`/feeds/posts/${encodeURIComponent(postId)}`, { method: 'PATCH', body }),
  );
}
