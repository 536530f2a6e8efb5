import { CommandResult, type IdDecisionBody } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';

/** POST /client_api/admin/users/{id}/id_verification: approve or reject the ID check. */
export async function decideIdVerification(
  userId: string,
  decision: IdDecisionBody['decision'],
  reason: string,
): Promise<CommandResult> {
  return CommandResult.parse(
    await api<unknown>(`/client_api/admin/users/${encodeURIComponent(userId)}/id_verification`, {
      method: 'POST',
      body: { decision, reason },
    }),
  );
}
