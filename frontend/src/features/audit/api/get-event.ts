import { AuditEventView } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auditKeys } from './keys';

/** GET /audit/events/:position: one event's whole envelope. */
export const eventQuery = (position: number) =>
  queryOptions({
    queryKey: auditKeys.event(position),
    queryFn: async ({ signal }) =>
      AuditEventView.parse(await api<unknown>(`/audit/events/${String(position)}`, { signal })),
    // An event never changes; asking again would only add a record.
    staleTime: Infinity,
  });

export function useEvent(position: number) {
  return useQuery(eventQuery(position));
}
