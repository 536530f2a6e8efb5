import { type ResetLinkCheck, ResetLinkCheckSchema } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /client_api/password_reset?id&token: is the link from the mail still good? */
async function checkResetLink(id: string, token: string): Promise<ResetLinkCheck> {
  return ResetLinkCheckSchema.parse(
    await api<unknown>('/client_api/password_reset', { query: { id, token } }),
  );
}

const resetLinkQuery = (id: string, token: string) =>
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
