import { type StorefrontPackages, StorefrontPackagesSchema } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './keys';

/** GET /client_api/packages?advisor_ids=: a Flirt's public packages (recurring-package flag). */
async function getPackages(
  advisorId: string,
  options: { signal?: AbortSignal } = {},
): Promise<StorefrontPackages> {
  return StorefrontPackagesSchema.parse(
    await api<unknown>('/client_api/packages', {
      query: { advisor_ids: advisorId },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

const packagesQuery = (advisorId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.packages(advisorId),
    queryFn: ({ signal }) => getPackages(advisorId, { signal }),
    staleTime: 60_000,
  });

export function usePackages(advisorId: string, enabled: boolean) {
  return useQuery({ ...packagesQuery(advisorId), enabled });
}
