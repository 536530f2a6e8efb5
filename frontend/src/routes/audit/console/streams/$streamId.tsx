import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { StreamPage } from '@/features/audit/components/stream-page';

const StreamSearch = z.object({
  revision: z.coerce.number().int().min(0).optional().catch(undefined),
});

export const Route = createFileRoute('/audit/console/streams/$streamId')({
  validateSearch: StreamSearch,
  component: AuditStream,
});

function AuditStream() {
  const { streamId } = Route.useParams();
  const { revision } = Route.useSearch();
  const navigate = useNavigate({ from: '/audit/console/streams/$streamId' });
  return (
    <StreamPage
      key={streamId}
      streamId={streamId}
      revision={revision}
      onRevision={(next) => {
        void navigate({ search: { revision: next }, replace: true });
      }}
    />
  );
}
