import { AuditRunViewSchema } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auditKeys } from './keys';

/** GET /audit/runs/:runId: a run with its progress and, once finished, its report. */
export const runQuery = (runId: string) =>
  queryOptions({
    queryKey: auditKeys.run(runId),
    queryFn: async ({ signal }) =>
      AuditRunViewSchema.parse(await api<unknown>(`/audit/runs/${runId}`, { signal })),
    staleTime: Infinity,
  });

export function useRun(runId: string) {
  return useQuery(runQuery(runId));
}
