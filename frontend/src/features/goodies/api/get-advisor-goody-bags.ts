import { GoodyBagsPage } from '@flirtwire/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { goodyKeys } from './keys';

/** GET /client_api/advisors/{login}/goody_bags: a Flirt's bags for sale, 20 per page. */
async function getAdvisorGoodyBags(login: string, page: number): Promise<GoodyBagsPage> {
  return GoodyBagsPage.parse(
    await api<unknown>(`/client_api/advisors/${encodeURIComponent(login)}/goody_bags`, {
      query: { page },
    }),
  );
}

export function useAdvisorGoodyBags(login: string, page: number) {
  return useQuery({
    queryKey: goodyKeys.advisor(login, page),
    queryFn: () => getAdvisorGoodyBags(login, page),
    placeholderData: keepPreviousData,
  });
}
