import { ProvenanceResponseSchema } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auditKeys } from './keys';

/** GET /audit/provenance: a figure's events and the figure recomputed from them. */
const provenanceQuery = (collection: string, id: string, field: string) =>
  queryOptions({
    queryKey: auditKeys.provenance(collection, id, field),
    queryFn: async ({ signal }) =>
      ProvenanceResponseSchema.parse(
        await api<unknown>('/audit/provenance', { query: { collection, id, field }, signal }),
      ),
    staleTime: 30_000,
  });

export function useProvenance(figure: { collection: string; id: string; field: string } | null) {
  return useQuery({
    ...provenanceQuery(figure?.collection ?? '', figure?.id ?? '', figure?.field ?? ''),
    enabled: figure !== null,
  });
}
