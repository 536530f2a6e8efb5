import { CommandResult } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';

/** POST /client_api/admin/users/{id}/deactivate: the account can no longer sign in. */
export async function deactivateUser(userId: string, reason: string): Promise<CommandResult> {
  return CommandResult.parse(
    await api<unknown>(`/client_api/admin/users/${encodeURIComponent(userId)}/deactivate`, {
      method: 'POST',
      body: { reason },
    }),
  );
}
