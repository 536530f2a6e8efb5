import { GrantCreditResponse, type GrantSiteDollarsCreditBody } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeaders, useIntentKey } from '@/lib/idempotency';
import { userSiteDollarsQuery } from './get-user-site-dollars';

/**
 * POST /client_api/admin/users/{id}/site_dollars_credits: a satisfaction credit with a reason;
 * above a cap it comes back `pending` (a second person in finance decides it).
 */
async function grantSiteDollarsCredit(
  userId: string,
  body: GrantSiteDollarsCreditBody,
  key: string,
): Promise<GrantCreditResponse> {
  return GrantCreditResponse.parse(
    await api<unknown>(
      `/client_api/admin/users/${encodeURIComponent(userId)}/site_dollars_credits`,
      {
        method: 'POST',
        body,
        headers: idempotencyHeaders(key),
      },
    ),
  );
}

export function useGrantSiteDollarsCredit(userId: string) {
  const queryClient = useQueryClient();
  // One credit per intent: a double click on Grant credits once.
  const intent = useIntentKey(userId);
  // The form shows the error beside the field (no snackbar as well).
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: GrantSiteDollarsCreditBody) =>
      intent.send(body, (key) => grantSiteDollarsCredit(userId, body, key)),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: userSiteDollarsQuery(userId).queryKey }),
  });
}
