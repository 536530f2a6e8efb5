import { StreamStateResponseSchema } from '@flirtwire/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auditKeys } from './keys';

/** GET /audit/streams/:streamId/state: the aggregate folded up to a revision or a time. */
const streamStateQuery = (streamId: string, at: { revision?: number; at?: string }) =>
  queryOptions({
    queryKey: auditKeys.streamState(streamId, at),
    queryFn: async ({ signal }) =>
      StreamStateResponseSchema.parse(
        await api<unknown>(`/audit/streams/${encodeURIComponent(streamId)}/state`, {
          query: { revision: at.revision, at: at.at },
          signal,
        }),
      ),
    // The state at a revision is fixed; at a time it is too once the time has passed.
    staleTime: Infinity,
  });

export function useStreamState(streamId: string, at: { revision?: number; at?: string }) {
  return useQuery({ ...streamStateQuery(streamId, at), placeholderData: keepPreviousData });
}
