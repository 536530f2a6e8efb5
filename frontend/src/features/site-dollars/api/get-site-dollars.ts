import { SiteDollarsResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { siteDollarKeys } from './keys';

/** GET /client_api/site_dollars: the signed-in person's balance and its movements. */
async function getSiteDollars(): Promise<SiteDollarsResponse> {
  return SiteDollarsResponse.parse(await api<unknown>('/client_api/site_dollars'));
}

const siteDollarsQuery = queryOptions({
  queryKey: siteDollarKeys.mine(),
  queryFn: getSiteDollars,
  // Purchases anywhere in the app spend the balance: read it afresh whenever it is shown.
  staleTime: 0,
});

export function useSiteDollars() {
  return useQuery(siteDollarsQuery);
}
