import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** Spec 000 §9: live search from 3 characters. */
export const SEARCH_MIN_LENGTH = 3;
/** Spec 000 §9: header input max 100 characters. */
export const SEARCH_MAX_LENGTH = 100;

const Hit = z.object({
  login: z.string(),
  title: z.string().optional(),
  type: z.string().optional(),
  url: z.string().optional(),
});
export type SearchHit = z.infer<typeof Hit>;

const Answer = z.object({ results: z.array(Hit) });

/** GET /client_api/search/realtime/{text} (spec 000 §7 live search): Flirts by login. */
async function getRealtimeSearch(text: string, signal?: AbortSignal): Promise<SearchHit[]> {
  const answer = Answer.parse(
    await api<unknown>(`/client_api/search/realtime/${encodeURIComponent(text)}`, {
      ...(signal ? { signal } : {}),
    }),
  );
  return answer.results;
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
