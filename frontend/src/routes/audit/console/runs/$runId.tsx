import { createFileRoute } from '@tanstack/react-router';
import { runQuery } from '@/features/audit/api/get-run';
import { RunPage } from '@/features/audit/components/run-page';

export const Route = createFileRoute('/audit/console/runs/$runId')({
  loader: async ({ context: { queryClient }, params: { runId } }) => {
    // Cached data as it is; a run that cannot be read shows its error on the page.
    await queryClient.query({ ...runQuery(runId), staleTime: 'static' }).catch(() => undefined);
  },
  component: AuditRun,
});

function AuditRun() {
  const { runId } = Route.useParams();
  return <RunPage runId={runId} />;
}
