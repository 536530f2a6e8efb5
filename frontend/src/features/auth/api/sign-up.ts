import { type SignUpResult, SignUpResultSchema } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resetSession } from '@/lib/session';

interface SignUpRequest {
  readonly login: string;
  readonly email: string;
  readonly password: string;
  readonly dateOfBirth: string;
  readonly memberagmt: boolean;
  readonly enable_platphorm_offers: boolean;
  readonly login_or_email_pending: boolean;
  readonly recaptcha_token?: string;
  readonly flirt_signup?: boolean;
  readonly additionalParams?: Record<string, string>;
}

/** POST /client_api/user (spec 002 §7): customer sign-up, or a Flirt's with flirt_signup. */
async function signUp(body: SignUpRequest): Promise<SignUpResult> {
  return SignUpResultSchema.parse(await api<unknown>('/client_api/user', { method: 'POST', body }));
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    meta: { silent: true },
    onSuccess: () => resetSession(queryClient),
  });
}
