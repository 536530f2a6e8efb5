import {
  type CompletePasswordResetResult,
  CompletePasswordResetResultSchema,
} from '@flirtwire/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PATCH /client_api/password_reset: the new password from a valid link. */
async function completePasswordReset(body: {
  id: string;
  token: string;
  password: string;
  passwordConfirmation: string;
  captcha?: string;
}): Promise<CompletePasswordResetResult> {
  return CompletePasswordResetResultSchema.parse(
    await api<unknown>('/client_api/password_reset', {
      method: 'PATCH',
      body: {
        id: body.id,
        token: body.token,
        user: { password: body.password, password_confirmation: body.passwordConfirmation },
        ...(body.captcha ? { captcha: body.captcha, 'g-recaptcha-response': body.captcha } : {}),
      },
    }),
  );
}

export function useCompletePasswordReset() {
  return useMutation({ mutationFn: completePasswordReset, meta: { silent: true } });
}
