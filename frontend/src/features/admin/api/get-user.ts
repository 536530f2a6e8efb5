import { AdminUserResponse, type AdminUserView } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /client_api/admin/users/{id}: an account as admins see it (no personal data). */
async function getAdminUser(
  id: string,
  options: { signal?: AbortSignal } = {},
): Promise<AdminUserView> {
  return AdminUserResponse.parse(
    await api<unknown>(`/client_api/admin/users/${encodeURIComponent(id)}`, {
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

const adminUserQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => getAdminUser(id, { signal }),
  });

export function useAdminUser(id: string | null) {
  return useQuery({ ...adminUserQuery(id ?? ''), enabled: id !== null });
}
