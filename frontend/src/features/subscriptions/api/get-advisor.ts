import { type AdvisorView, AdvisorViewSchema } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './keys';

/** GET /client_api/advisors/{login}: the Flirt a money screen is about. */
async function getAdvisor(
  login: string,
  options: { signal?: AbortSignal } = {},
): Promise<AdvisorView> {
  return AdvisorViewSchema.parse(
    await api<unknown>(
      `/client_api/advisors/${encodeURIComponent(login)}`,
      options.signal ? { signal: options.signal } : {},
    ),
  );
}

export const advisorQuery = (login: string) =>
  queryOptions({
    queryKey: subscriptionKeys.advisor(login),
    queryFn: ({ signal }) => getAdvisor(login, { signal }),
    staleTime: 60_000,
  });

export function useAdvisor(login: string) {
  return useQuery(advisorQuery(login));
}
