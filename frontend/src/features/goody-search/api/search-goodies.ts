import { type GoodySearchBody, GoodySearchResponse } from '@flirtwire/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type GoodySearchRequest = Omit<GoodySearchBody, 'page_size'>;

/** POST /fm/client_api/goody_search: a page of goodies with facets, and the carousels. */
async function searchGoodies(
  body: GoodySearchRequest,
  signal?: AbortSignal,
): Promise<GoodySearchResponse> {
  return GoodySearchResponse.parse(
    await api<unknown>('/fm/client_api/goody_search', {
      method: 'POST',
      body,
      ...(signal ? { signal } : {}),
    }),
  );
}

const goodySearchQuery = (body: GoodySearchRequest) =>
  queryOptions({
    queryKey: ['goody-search', body] as const,
    queryFn: ({ signal }) => searchGoodies(body, signal),
    staleTime: 30_000,
  });

export function useGoodySearch(body: GoodySearchRequest) {
  return useQuery({ ...goodySearchQuery(body), placeholderData: keepPreviousData });
}
