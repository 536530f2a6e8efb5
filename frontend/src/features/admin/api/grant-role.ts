import { CommandResult, type StaffRole } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';

/** POST /client_api/admin/users/{id}/roles: give a staff role. */
export async function grantRole(userId: string, role: StaffRole): Promise<CommandResult> {
  return CommandResult.parse(
    await api<unknown>(`/client_api/admin/users/${encodeURIComponent(userId)}/roles`, {
      method: 'POST',
      body: { role },
    }),
  );
}
