import {
  type CreatePackageBody,
  type PackageCommandResponse,
  PackageCommandResponseSchema,
  type UpdatePackageBody,
} from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQuery } from '@/lib/session';
import { packageKeys } from './keys';

/** POST /client_api/packages */
export async function createPackage(
  body: Partial<CreatePackageBody>,
): Promise<PackageCommandResponse> {
  return PackageCommandResponseSchema.parse(
    await api<unknown>('/client_api/packages', { method: 'POST', body }),
  );
}

/** PATCH /client_api/packages/{id}: price and perks, or the public/private toggle. */
export async function updatePackage(
  id: string,
  body: UpdatePackageBody,
): Promise<PackageCommandResponse> {
  return PackageCommandResponseSchema.parse(
    await api<unknown>(`/client_api/packages/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body,
    }),
  );
}

/** DELETE /client_api/packages/{id}: permanent; subscribers run to the end of their cycle. */
export async function deletePackage(id: string): Promise<PackageCommandResponse> {
  return PackageCommandResponseSchema.parse(
    await api<unknown>(`/client_api/packages/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

/** After any package change: the list, and the session (onboarding moves on a first package). */
export function usePackageMutation<A>(run: (args: A) => Promise<PackageCommandResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: packageKeys.all }),
        queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
      ]);
    },
  });
}
