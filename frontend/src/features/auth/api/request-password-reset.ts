import {
  type PasswordResetRequestResult,
  PasswordResetRequestResultSchema,
} from '@flirtwire/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /client_api/password_reset: email and captcha; answers where to go next. */
async function requestPasswordReset(body: {
  email: string;
  recaptcha_token?: string;
}): Promise<PasswordResetRequestResult> {
  return PasswordResetRequestResultSchema.parse(
    await api<unknown>('/client_api/password_reset', {
      method: 'POST',
      body: {
        ...body,
        ...(body.recaptcha_token ? { 'g-recaptcha-response': body.recaptcha_token } : {}),
      },
    }),
  );
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { silent: true } });
}
