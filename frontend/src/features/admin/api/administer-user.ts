import type { IdDecisionBody, StaffRole } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** What an admin does to an account; each is one endpoint under /client_api/admin/users/{id}. */
export type AdminAction =
  | { readonly kind: 'grant'; readonly role: StaffRole }
  | { readonly kind: 'revoke'; readonly role: StaffRole }
  | { readonly kind: 'deactivate'; readonly reason: string }
  | { readonly kind: 'reactivate' }
  | {
      readonly kind: 'id_verification';
      readonly decision: IdDecisionBody['decision'];
      readonly reason: string;
    };

export async function administerUser(userId: string, action: AdminAction): Promise<void> {
  const base = `/client_api/admin/users/${encodeURIComponent(userId)}`;
  switch (action.kind) {
    case 'grant':
      await api<unknown>(`${base}/roles`, { method: 'POST', body: { role: action.role } });
      return;
    case 'revoke':
      await api<unknown>(`${base}/roles/${action.role}`, { method: 'DELETE' });
      return;
    case 'deactivate':
      await api<unknown>(`${base}/deactivate`, { method: 'POST', body: { reason: action.reason } });
      return;
    case 'reactivate':
      await api<unknown>(`${base}/reactivate`, { method: 'POST', body: {} });
      return;
    case 'id_verification':
      await api<unknown>(`${base}/id_verification`, {
        method: 'POST',
        body: { decision: action.decision, reason: action.reason },
      });
      return;
  }
  const unhandled: never = action;
  throw new Error(`unknown admin action ${String(unhandled)}`);
}

export function useAdministerUser(userId: string) {
  const queryClient = useQueryClient();
  // The screen shows the error beside the control (no snackbar as well).
  return useMutation({
    meta: { silent: true },
    mutationFn: (action: AdminAction) => administerUser(userId, action),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.user(userId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.searches() }),
      ]);
    },
  });
}
