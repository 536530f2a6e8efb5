import type { CommandResult } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';
import { parseLazily } from '@/lib/lazy-parse';

/** DELETE /feeds/follows/{advisorId} */
export async function unfollow(advisorId: string): Promise<CommandResult> {
  return parseLazily(
    'CommandResult',
    api<unknown>(`/feeds/follows/${encodeURIComponent(advisorId)}`, { method: 'DELETE' }),
  );
}
