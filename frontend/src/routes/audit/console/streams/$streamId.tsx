import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { StreamPage } from '@/features/audit/components/stream-page';
import { StreamSearch } from '@/features/audit/lib/browse-search';

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
