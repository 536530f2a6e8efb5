import { CommandResult, type StaffRole } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';

/** DELETE /client_api/admin/users/{id}/roles/{role}: take a staff role away. */
export async function revokeRole(userId: string, role: StaffRole): Promise<CommandResult> {
  return CommandResult.parse(
    await api<unknown>(`/client_api/admin/users/${encodeURIComponent(userId)}/roles/${role}`, {
      method: 'DELETE',
    }),
  );
}
