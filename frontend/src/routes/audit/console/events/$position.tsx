import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { EventPage } from '@/features/audit/components/event-page';

const Params = z.object({ position: z.coerce.number().int().positive() });

export const Route = createFileRoute('/audit/console/events/$position')({
  params: {
    parse: (raw) => Params.parse(raw),
    stringify: (params) => ({ position: String(params.position) }),
  },
  component: AuditEvent,
});

function AuditEvent() {
  const { position } = Route.useParams();
  return <EventPage position={position} />;
}
