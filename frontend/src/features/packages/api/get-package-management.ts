import {
  type PackageManagementResponse,
  PackageManagementResponseSchema,
} from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { packageKeys } from './keys';

/** GET /client_api/package_management: the Flirt's packages with their statistics. */
async function getPackageManagement(): Promise<PackageManagementResponse> {
  return PackageManagementResponseSchema.parse(
    await api<unknown>('/client_api/package_management'),
  );
}

export const packageManagementQuery = queryOptions({
  queryKey: packageKeys.management(),
  queryFn: getPackageManagement,
});

export function usePackageManagement() {
  return useQuery(packageManagementQuery);
}
