import { CommandResult } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';

/** DELETE /feeds/follows/{advisorId} */
export async function unfollow(advisorId: string): Promise<CommandResult> {
  return CommandResult.parse(
    await api<unknown>(`/feeds/follows/${encodeURIComponent(advisorId)}`, { method: 'DELETE' }),
  );
}
