import type { AdvisorResponse } from '@flirtwire/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseLazily } from '@/lib/lazy-parse';
import { feedKeys } from './keys';

/** GET /client_api/advisors/{login}: a Flirt by login (404 when there is none). */
async function getAdvisor(
  login: string,
  options: { signal?: AbortSignal } = {},
): Promise<AdvisorResponse> {
  return parseLazily(
    'AdvisorResponse',
    api<unknown>(`/client_api/advisors/${encodeURIComponent(login)}`, {
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

export const advisorQuery = (login: string) =>
  queryOptions({
    queryKey: feedKeys.advisor(login),
    queryFn: ({ signal }) => getAdvisor(login, { signal }),
    staleTime: 60_000,
  });
