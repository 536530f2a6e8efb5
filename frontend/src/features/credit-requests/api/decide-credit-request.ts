import { CommandResult } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creditRequestsKeys } from './keys';

export type CreditDecision =
  | { readonly type: 'approve'; readonly note: string }
  | { readonly type: 'reject'; readonly reason: string };

/**
 * POST /finance/site_dollars_credit_requests/{id}/approval (or /rejection): a second person in
 * finance decides a staff credit above a cap. The server refuses the requester and the recipient.
 */
async function decideCreditRequest(
  requestId: string,
  decision: CreditDecision,
): Promise<CommandResult> {
  const path = `/finance/site_dollars_credit_requests/${encodeURIComponent(requestId)}`;
  return CommandResult.parse(
    decision.type === 'approve'
      ? await api<unknown>(`${path}/approval`, {
          method: 'POST',
          body: decision.note.trim() ? { note: decision.note.trim() } : {},
        })
      : await api<unknown>(`${path}/rejection`, {
          method: 'POST',
          body: { reason: decision.reason },
        }),
  );
}

export function useDecideCreditRequest() {
  const client = useQueryClient();
  return useMutation({
    // The row shows the error beside its buttons (no snackbar as well).
    meta: { silent: true },
    mutationFn: ({ requestId, decision }: { requestId: string; decision: CreditDecision }) =>
      decideCreditRequest(requestId, decision),
    onSuccess: () => client.invalidateQueries({ queryKey: creditRequestsKeys.all }),
  });
}
