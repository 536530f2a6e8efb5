import type { SignUpPrefill, SignUpResult } from '@flirtwire/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resetSession } from '@/lib/session';

export interface SignUpRequest {
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
export function signUp(body: SignUpRequest): Promise<SignUpResult> {
  return api<SignUpResult>('/client_api/user', { method: 'POST', body });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    meta: { silent: true },
    onSuccess: () => resetSession(queryClient),
  });
}

/** GET /client_api/user/new: prefill and captcha config. */
export function getSignUpPrefill(): Promise<SignUpPrefill> {
  return api<SignUpPrefill>('/client_api/user/new');
}

export const signUpPrefillQuery = queryOptions({
  queryKey: ['auth', 'sign-up-prefill'],
  queryFn: getSignUpPrefill,
  staleTime: 0,
});

export function useSignUpPrefill() {
  return useQuery(signUpPrefillQuery);
}
