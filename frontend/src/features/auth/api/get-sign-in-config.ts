import { type SignInConfig, SignInConfigSchema } from '@flirtwire/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SignInKind = SignInConfig['type'];

/** GET /client_api/login/config: whether the server asks for a captcha now (show_captcha). */
async function getSignInConfig(type: SignInKind, login?: string): Promise<SignInConfig> {
  return SignInConfigSchema.parse(
    await api<unknown>('/client_api/login/config', { query: { type, login } }),
  );
}

const signInConfigQuery = (type: SignInKind, login?: string) =>
  queryOptions({
    queryKey: ['auth', 'login-config', type, login ?? ''],
    queryFn: () => getSignInConfig(type, login),
    staleTime: 0,
  });

export function useSignInConfig(type: SignInKind, login?: string) {
  return useQuery({ ...signInConfigQuery(type, login), placeholderData: keepPreviousData });
}
