import { formatCents, PackageChoicesResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiRequestError } from '@/lib/api-client';
import { customerKeys } from './keys';

export interface PackageChoice {
  readonly id: string;
  readonly name: string;
}

/**
 * Packages have no names: a choice reads as its price, with its status unless public
 * ("$14.99 a month", "$9.99 a month (Private)").
 */
export function packageChoices(answer: PackageChoicesResponse): PackageChoice[] {
  return answer.packages.map((pkg) => ({
    id: pkg.id,
    name:
      pkg.status === 'public_package'
        ? `${formatCents(pkg.rate)} a month`
        : `${formatCents(pkg.rate)} a month (${pkg.formattedStatus})`,
  }));
}

/**
 * GET /client_api/packages without advisor_ids: the signed-in Flirt's own packages, every
 * status (a customer may hold a private or deleted one), for the packages filter. Null when
 * the Flirt may not list them (the filter says so).
 */
async function getPackages(): Promise<PackageChoice[] | null> {
  try {
    return packageChoices(PackageChoicesResponse.parse(await api<unknown>('/client_api/packages')));
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 403))
      return null;
    throw error;
  }
}

const packagesQuery = queryOptions({
  queryKey: [...customerKeys.all, 'packages'] as const,
  queryFn: getPackages,
  staleTime: 5 * 60_000,
  meta: { silent: true },
});

export function usePackages(enabled: boolean) {
  return useQuery({ ...packagesQuery, enabled });
}
