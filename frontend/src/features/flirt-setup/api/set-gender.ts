import { type UserGendersBody, UserGendersResultSchema } from '@flirtwire/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /client_api/user_genders: a 422 carries `inline_error` to show under the form. */
async function setGender(body: UserGendersBody) {
  return UserGendersResultSchema.parse(
    await api<unknown>('/client_api/user_genders', { method: 'POST', body }),
  );
}

export function useSetGender() {
  return useMutation({ mutationFn: setGender, meta: { silent: true } });
}
