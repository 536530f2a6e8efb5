import { GoodyBagDetail } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { goodyKeys } from './keys';

/** GET /client_api/goody_bags/{id}: one bag, its files unlocked for its Flirt and its buyers. */
async function getGoodyBag(id: string): Promise<GoodyBagDetail> {
  return GoodyBagDetail.parse(
    await api<unknown>(`/client_api/goody_bags/${encodeURIComponent(id)}`),
  );
}

const goodyBagQuery = (id: string) =>
  queryOptions({ queryKey: goodyKeys.detail(id), queryFn: () => getGoodyBag(id) });

export function useGoodyBag(id: string | null) {
  return useQuery({ ...goodyBagQuery(id ?? ''), enabled: id !== null });
}
