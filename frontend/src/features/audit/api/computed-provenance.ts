import { ComputedProvenanceResponseSchema } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auditKeys } from './keys';

/** A computed figure as asked: figure key, subject, optional days (UTC, inclusive) and part. */
export interface ComputedFigureRef {
  readonly figure: string;
  readonly subjectId: string;
  readonly from?: string;
  readonly to?: string;
  readonly part?: string;
}

/** GET /audit/provenance/computed: an earnings total (or 1099-K box) and its events. */
const computedProvenanceQuery = (figure: ComputedFigureRef) =>
  queryOptions({
    queryKey: auditKeys.computed(figure),
    queryFn: async ({ signal }) =>
      ComputedProvenanceResponseSchema.parse(
        await api<unknown>('/audit/provenance/computed', {
          query: { ...figure },
          signal,
        }),
      ),
    staleTime: 30_000,
  });

export function useComputedProvenance(figure: ComputedFigureRef | null) {
  return useQuery({
    ...computedProvenanceQuery(figure ?? { figure: '', subjectId: '' }),
    enabled: figure !== null,
  });
}
