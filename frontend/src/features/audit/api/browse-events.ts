import { type BrowseEventsResponse, BrowseEventsResponseSchema } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';
import type { EventFilters } from '../lib/browse-search';

/**
 * GET /audit/events: one page of the filtered log. `cursor` is the `next` or `prev` of an
 * earlier page. Every call is recorded in the auditor's own stream, so pages load on demand.
 */
export async function browseEvents(
  filters: EventFilters,
  page: { cursor?: string | null; limit: number },
  signal?: AbortSignal,
): Promise<BrowseEventsResponse> {
  return BrowseEventsResponseSchema.parse(
    await api<unknown>('/audit/events', {
      query: {
        types: filters.types,
        stream: filters.stream,
        streamPrefix: filters.streamPrefix,
        actor: filters.actor,
        correlationId: filters.correlationId,
        from: filters.from,
        to: filters.to,
        order: filters.order,
        cursor: page.cursor ?? undefined,
        limit: page.limit,
      },
      ...(signal ? { signal } : {}),
    }),
  );
}
