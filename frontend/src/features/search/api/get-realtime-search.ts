import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SearchHit } from './realtime-search-schema';

/** Spec 000 §9: live search from 3 characters. */
export const SEARCH_MIN_LENGTH = 3;
/** Spec 000 §9: header input max 100 characters. */
export const SEARCH_MAX_LENGTH = 100;

/** GET /client_api/search/realtime/{text} (spec 000 §7 live search): Flirts by login. */
async function getRealtimeSearch(text: string, signal?: AbortSignal): Promise<SearchHit[]> {
  // The schema loads beside the request: the header's search box is on every first screen.
  const [{ RealtimeSearchAnswer }, body] = await Promise.all([
    import('./realtime-search-schema'),
    api<unknown>(`/client_api/search/realtime/${encodeURIComponent(text)}`, {
      ...(signal ? { signal } : {}),
    }),
  ]);
  return RealtimeSearchAnswer.parse(body).results;
}

const realtimeSearchQuery = (text: string) =>
  queryOptions({
    queryKey: ['search', 'realtime', text],
    queryFn: ({ signal }) => getRealtimeSearch(text, signal),
    staleTime: 60_000,
    meta: { silent: true },
  });

export function useRealtimeSearch(text: string) {
  return useQuery({ ...realtimeSearchQuery(text), enabled: text.length >= SEARCH_MIN_LENGTH });
}
