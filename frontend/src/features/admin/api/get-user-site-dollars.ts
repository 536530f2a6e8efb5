import { SiteDollarsResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /client_api/admin/users/{id}/site_dollars: a customer's balance, for support staff. */
async function getUserSiteDollars(userId: string): Promise<SiteDollarsResponse> {
  return SiteDollarsResponse.parse(
    await api<unknown>(`/client_api/admin/users/${encodeURIComponent(userId)}/site_dollars`),
  );
}

export const userSiteDollarsQuery = (userId: string) =>
  queryOptions({
    queryKey: [...adminKeys.user(userId), 'site-dollars'] as const,
    queryFn: () => getUserSiteDollars(userId),
  });

export function useUserSiteDollars(userId: string) {
  return useQuery(userSiteDollarsQuery(userId));
}
