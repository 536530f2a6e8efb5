import { type SignUpPrefill, SignUpPrefillSchema } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /client_api/user/new: prefill and captcha config. */
async function getSignUpPrefill(): Promise<SignUpPrefill> {
  return SignUpPrefillSchema.parse(await api<unknown>('/client_api/user/new'));
}

const signUpPrefillQuery = queryOptions({
  queryKey: ['auth', 'sign-up-prefill'],
  queryFn: getSignUpPrefill,
  staleTime: 0,
});

export function useSignUpPrefill() {
  return useQuery(signUpPrefillQuery);
}
