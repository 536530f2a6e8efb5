import { type PackageCommandResponse, PackageCommandResponseSchema } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';

/** DELETE /client_api/packages/{id}: permanent; subscribers run to the end of their cycle. */
export async function deletePackage(id: string): Promise<PackageCommandResponse> {
  return PackageCommandResponseSchema.parse(
    await api<unknown>(`/client_api/packages/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}
