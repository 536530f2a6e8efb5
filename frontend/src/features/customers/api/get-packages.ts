import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, ApiRequestError } from '@/lib/api-client';
import { customerKeys } from './keys';

const Package = z
  .object({ id: z.string(), name: z.string().optional(), title: z.string().optional() })
  .transform((pkg) => ({ id: pkg.id, name: pkg.name ?? pkg.title ?? 'Package' }));
const Answer = z.union([z.array(Package), z.object({ packages: z.array(Package) })]);

/**
 * GET /client_api/packages: the Flirt's packages, for the packages filter. Packages belong to
 * the subscriptions module; until it answers, null (the filter says so).
 */
export async function getPackages(): Promise<{ id: string; name: string }[] | null> {
  try {
    const answer = Answer.parse(await api<unknown>('/client_api/packages'));
    return Array.isArray(answer) ? answer : answer.packages;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 403))
      return null;
    throw error;
  }
}

export const packagesQuery = queryOptions({
  queryKey: [...customerKeys.all, 'packages'] as const,
  queryFn: getPackages,
  staleTime: 5 * 60_000,
  meta: { silent: true },
});

export function usePackages(enabled: boolean) {
  return useQuery({ ...packagesQuery, enabled });
}
