import { HomepageResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileImageKeys } from './keys';

/** GET /client_api/advisors/{login}/homepage: the accepted page; the owner's draft and review. */
async function getHomepage(login: string, options: { signal?: AbortSignal } = {}) {
  return HomepageResponse.parse(
    await api<unknown>(`/client_api/advisors/${encodeURIComponent(login)}/homepage`, {
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

const homepageQuery = (login: string) =>
  queryOptions({
    queryKey: profileImageKeys.homepage(login),
    queryFn: ({ signal }) => getHomepage(login, { signal }),
  });

export function useHomepage(login: string) {
  return useQuery(homepageQuery(login));
}
