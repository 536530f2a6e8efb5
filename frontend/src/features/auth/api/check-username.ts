import { type UsernameCheck, UsernameCheckSchema } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /client_api/username/{login}: is this Member Name free? */
async function checkUsername(login: string): Promise<UsernameCheck> {
  return UsernameCheckSchema.parse(
    await api<unknown>(`/client_api/username/${encodeURIComponent(login)}`),
  );
}

const usernameQuery = (login: string) =>
  queryOptions({
    queryKey: ['auth', 'username', login.toLowerCase()],
    queryFn: () => checkUsername(login),
    staleTime: 10_000,
    meta: { silent: true },
  });

export function useUsernameCheck(login: string) {
  return useQuery({ ...usernameQuery(login), enabled: login.length >= 3 });
}
