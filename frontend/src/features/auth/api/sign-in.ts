import { type SignInBody, type SignInResult, SignInResultSchema } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resetSession } from '@/lib/session';

/** POST /client_api/login: web (login, password), phone (digits, PIN) or forgot_pin. */
async function signIn(body: SignInBody): Promise<SignInResult> {
  return SignInResultSchema.parse(
    await api<unknown>('/client_api/login', { method: 'POST', body }),
  );
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    meta: { silent: true },
    onSuccess: () => resetSession(queryClient),
  });
}
