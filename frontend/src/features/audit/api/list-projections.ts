import { AuditProjectionsResponseSchema } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auditKeys } from './keys';

/** GET /audit/projections: what a replay can verify and provenance can trace. */
export const projectionsQuery = queryOptions({
  queryKey: auditKeys.projections(),
  queryFn: async ({ signal }) =>
    AuditProjectionsResponseSchema.parse(await api<unknown>('/audit/projections', { signal })),
  staleTime: 60_000,
});

export function useProjections() {
  return useQuery(projectionsQuery);
}
