import { ListRunsResponseSchema } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auditKeys } from './keys';

/** GET /audit/runs: replay, chain-verification and export runs, newest first. */
export const runsQuery = queryOptions({
  queryKey: auditKeys.runs(),
  queryFn: async ({ signal }) =>
    ListRunsResponseSchema.parse(
      await api<unknown>('/audit/runs', { query: { limit: 50 }, signal }),
    ),
  // Progress arrives over the socket; the list is fetched again only when a run ends.
  staleTime: Infinity,
});

export function useRuns() {
  return useQuery(runsQuery);
}
