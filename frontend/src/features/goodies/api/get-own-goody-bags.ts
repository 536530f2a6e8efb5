import { GoodyBagsPage } from '@flirtwire/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { goodyKeys } from './keys';

/** GET /client_api/goody_bags/manage: the signed-in Flirt's own bags, drafts included. */
async function getOwnGoodyBags(page: number): Promise<GoodyBagsPage> {
  return GoodyBagsPage.parse(
    await api<unknown>('/client_api/goody_bags/manage', { query: { page } }),
  );
}

export const ownGoodyBagsQuery = (page: number) =>
  queryOptions({ queryKey: goodyKeys.manage(page), queryFn: () => getOwnGoodyBags(page) });

export function useOwnGoodyBags(page: number) {
  return useQuery({ ...ownGoodyBagsQuery(page), placeholderData: keepPreviousData });
}
