import {
  GrantCreditResponse,
  type GrantSiteDollarsCreditBody,
  SiteDollarsResponse,
} from '@flirtwire/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeaders, useIntentKey } from '@/lib/idempotency';
import { adminKeys } from './keys';

const base = (userId: string) => `/client_api/admin/users/${encodeURIComponent(userId)}`;

/** GET /client_api/admin/users/{id}/site_dollars: a customer's balance, for support staff. */
export async function getUserSiteDollars(userId: string): Promise<SiteDollarsResponse> {
  return SiteDollarsResponse.parse(await api<unknown>(`${base(userId)}/site_dollars`));
}

export const userSiteDollarsQuery = (userId: string) =>
  queryOptions({
    queryKey: [...adminKeys.user(userId), 'site-dollars'] as const,
    queryFn: () => getUserSiteDollars(userId),
  });

export function useUserSiteDollars(userId: string) {
  return useQuery(userSiteDollarsQuery(userId));
}

/**
 * POST /client_api/admin/users/{id}/site_dollars_credits: a satisfaction credit with a reason;
 * above a cap it comes back `pending` (a second person in finance decides it).
 */
export async function grantSiteDollarsCredit(
  userId: string,
  body: GrantSiteDollarsCreditBody,
  key: string,
): Promise<GrantCreditResponse> {
  return GrantCreditResponse.parse(
    await api<unknown>(`${base(userId)}/site_dollars_credits`, {
      method: 'POST',
      body,
      headers: idempotencyHeaders(key),
    }),
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
