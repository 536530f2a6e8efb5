import { AdminUserSearchResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /client_api/admin/users?q=: the account with this Member Name, email address or id. */
async function findUsers(
  q: string,
  options: { signal?: AbortSignal } = {},
): Promise<AdminUserSearchResponse> {
  return AdminUserSearchResponse.parse(
    await api<unknown>('/client_api/admin/users', {
      query: { q },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

const findUsersQuery = (q: string) =>
  queryOptions({
    queryKey: adminKeys.search(q),
    queryFn: ({ signal }) => findUsers(q, { signal }),
  });

export function useFindUsers(q: string) {
  return useQuery({ ...findUsersQuery(q), enabled: q.trim().length > 0 });
}
