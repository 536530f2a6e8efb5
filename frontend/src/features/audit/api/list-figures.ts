import { FiguresResponseSchema } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auditKeys } from './keys';

/** GET /audit/figures: the figures projections declare a recomputation for. */
export const figuresQuery = queryOptions({
  queryKey: auditKeys.figures(),
  queryFn: async ({ signal }) =>
    FiguresResponseSchema.parse(await api<unknown>('/audit/figures', { signal })),
  staleTime: 60_000,
});

export function useFigures() {
  return useQuery(figuresQuery);
}
