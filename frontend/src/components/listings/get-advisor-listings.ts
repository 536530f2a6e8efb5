import { AdvisorListingsResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listingDataKeys } from './keys';

/** GET /client_api/advisors/{login}/listings: all of them for their Flirt, accepted ones for others. */
async function getAdvisorListings(
  login: string,
  options: { signal?: AbortSignal } = {},
): Promise<AdvisorListingsResponse> {
  return AdvisorListingsResponse.parse(
    await api<unknown>(`/client_api/advisors/${encodeURIComponent(login)}/listings`, {
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

export const advisorListingsQuery = (login: string) =>
  queryOptions({
    queryKey: listingDataKeys.byAdvisor(login),
    queryFn: ({ signal }) => getAdvisorListings(login, { signal }),
    staleTime: 30_000,
  });

export function useAdvisorListings(login: string) {
  return useQuery(advisorListingsQuery(login));
}
