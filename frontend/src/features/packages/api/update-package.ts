import {
  type PackageCommandResponse,
  PackageCommandResponseSchema,
  type UpdatePackageBody,
} from '@flirtwire/contracts';
import { api } from '@/lib/api-client';

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
