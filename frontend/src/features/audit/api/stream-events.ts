import { StreamEventsResponseSchema } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auditKeys } from './keys';

/** GET /audit/streams/:streamId/events: the stream's first 1,000 events. */
export const streamEventsQuery = (streamId: string) =>
  queryOptions({
    queryKey: auditKeys.streamEvents(streamId),
    queryFn: async ({ signal }) =>
      StreamEventsResponseSchema.parse(
        await api<unknown>(`/audit/streams/${encodeURIComponent(streamId)}/events`, {
          query: { limit: 1000 },
          signal,
        }),
      ),
    staleTime: 30_000,
  });

export function useStreamEvents(streamId: string) {
  return useQuery(streamEventsQuery(streamId));
}
