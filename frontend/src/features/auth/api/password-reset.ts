import type { PasswordResetRequestResult } from '@flirtwire/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /client_api/password_reset: email and captcha; answers where to go next. */
export function requestPasswordReset(body: {
  email: string;
  recaptcha_token?: string;
}): Promise<PasswordResetRequestResult> {
  return api<PasswordResetRequestResult>('/client_api/password_reset', {
    method: 'POST',
    body: {
      ...body,
      ...(body.recaptcha_token ? { 'g-recaptcha-response': body.recaptcha_token } : {}),
    },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { silent: true } });
}

/** GET /client_api/password_reset?id&token: is the link from the mail still good? */
export function checkResetLink(id: string, token: string): Promise<{ valid: true; id: string }> {
  return api('/client_api/password_reset', { query: { id, token } });
}

export const resetLinkQuery = (id: string, token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-link', id, token],
    queryFn: () => checkResetLink(id, token),
    retry: false,
    staleTime: Infinity,
    meta: { silent: true },
  });

export function useResetLink(id: string, token: string) {
  return useQuery(resetLinkQuery(id, token));
}

/** PATCH /client_api/password_reset: the new password from a valid link. */
export function completePasswordReset(body: {
  id: string;
  token: string;
  password: string;
  passwordConfirmation: string;
  captcha?: string;
}): Promise<{ status: 'success'; redirectTo: string }> {
  return api('/client_api/password_reset', {
    method: 'PATCH',
    body: {
      id: body.id,
      token: body.token,
      user: { password: body.password, password_confirmation: body.passwordConfirmation },
      ...(body.captcha ? { captcha: body.captcha, 'g-recaptcha-response': body.captcha } : {}),
    },
  });
}

export function useCompletePasswordReset() {
  return useMutation({ mutationFn: completePasswordReset, meta: { silent: true } });
}

/** POST /client_api/verify_account: last 8 card digits, or last 5 of the SSN/EIN. */
export function verifyAccount(body: {
  id: string;
  type: 'card' | 'payer_id';
  data: string;
}): Promise<{ redirectTo: 'reset_password_complete' }> {
  return api('/client_api/verify_account', { method: 'POST', body });
}

export function useVerifyAccount() {
  return useMutation({ mutationFn: verifyAccount, meta: { silent: true } });
}
