import type { AuditProjectionsResponse, FiguresResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auditKeys } from './keys';

/** GET /audit/projections: what a replay can verify and provenance can trace. */
export const projectionsQuery = queryOptions({
  queryKey: auditKeys.projections(),
  queryFn: ({ signal }) => api<AuditProjectionsResponse>('/audit/projections', { signal }),
  staleTime: 60_000,
});

export function useProjections() {
  return useQuery(projectionsQuery);
}

/** GET /audit/figures: the figures projections declare a recomputation for. */
export const figuresQuery = queryOptions({
  queryKey: auditKeys.figures(),
  queryFn: ({ signal }) => api<FiguresResponse>('/audit/figures', { signal }),
  staleTime: 60_000,
});

export function useFigures() {
  return useQuery(figuresQuery);
}
