import { createFileRoute } from '@tanstack/react-router';
import { eventQuery } from '@/features/audit/api/get-event';
import { EventPage } from '@/features/audit/components/event-page';

/** A position is a whole number from 1 (read by hand: route files are in the entry chunk). */
function positionOf(raw: Record<string, string>): { position: number } {
  const position = Number(raw.position);
  if (!Number.isInteger(position) || position <= 0) {
    throw new Error('Invalid input: expected a whole number from 1');
  }
  return { position };
}

export const Route = createFileRoute('/audit/console/events/$position')({
  params: {
    parse: positionOf,
    stringify: (params) => ({ position: String(params.position) }),
  },
  loader: async ({ context: { queryClient }, params: { position } }) => {
    // An event never changes; one that cannot be read shows its error on the page.
    await queryClient
      .query({ ...eventQuery(position), staleTime: 'static' })
      .catch(() => undefined);
  },
  component: AuditEvent,
});

function AuditEvent() {
  const { position } = Route.useParams();
  return <EventPage position={position} />;
}
