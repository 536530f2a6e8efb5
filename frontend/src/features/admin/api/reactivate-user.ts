import { CommandResult } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';

/** POST /client_api/admin/users/{id}/reactivate */
export async function reactivateUser(userId: string): Promise<CommandResult> {
  return CommandResult.parse(
    await api<unknown>(`/client_api/admin/users/${encodeURIComponent(userId)}/reactivate`, {
      method: 'POST',
      body: {},
    }),
  );
}
