import type { IdDecisionBody, StaffRole } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deactivateUser } from './deactivate-user';
import { decideIdVerification } from './decide-id-verification';
import { grantRole } from './grant-role';
import { adminKeys } from './keys';
import { reactivateUser } from './reactivate-user';
import { revokeRole } from './revoke-role';

/** What an admin does to an account; each is one endpoint (its own file) under /client_api/admin/users/{id}. */
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

async function administerUser(userId: string, action: AdminAction): Promise<void> {
  switch (action.kind) {
    case 'grant':
      await grantRole(userId, action.role);
      return;
    case 'revoke':
      await revokeRole(userId, action.role);
      return;
    case 'deactivate':
      await deactivateUser(userId, action.reason);
      return;
    case 'reactivate':
      await reactivateUser(userId);
      return;
    case 'id_verification':
      await decideIdVerification(userId, action.decision, action.reason);
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
