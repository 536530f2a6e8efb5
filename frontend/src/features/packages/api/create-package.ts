import {
  type CreatePackageBody,
  type PackageCommandResponse,
  PackageCommandResponseSchema,
} from '@flirtwire/contracts';
import { api } from '@/lib/api-client';

/** POST /client_api/packages */
export async function createPackage(
  body: Partial<CreatePackageBody>,
): Promise<PackageCommandResponse> {
  return PackageCommandResponseSchema.parse(
    await api<unknown>('/client_api/packages', { method: 'POST', body }),
  );
}
