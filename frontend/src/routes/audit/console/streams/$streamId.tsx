import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { streamEventsQuery } from '@/features/audit/api/stream-events';
import { StreamPage } from '@/features/audit/components/stream-page';
import { StreamSearch } from '@/features/audit/lib/browse-search';

export const Route = createFileRoute('/audit/console/streams/$streamId')({
  validateSearch: StreamSearch,
  loader: async ({ context: { queryClient }, params: { streamId } }) => {
    // The stream's events (the state follows the chosen revision on the page).
    await queryClient
      .query({ ...streamEventsQuery(streamId), staleTime: 'static' })
      .catch(() => undefined);
  },
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
