import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { eventQuery } from '@/features/audit/api/get-event';
import { EventPage } from '@/features/audit/components/event-page';

const Params = z.object({ position: z.coerce.number().int().positive() });

export const Route = createFileRoute('/audit/console/events/$position')({
  params: {
    parse: (raw) => Params.parse(raw),
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
