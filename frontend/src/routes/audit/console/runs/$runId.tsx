import { createFileRoute } from '@tanstack/react-router';
import { RunPage } from '@/features/audit/components/run-page';

export const Route = createFileRoute('/audit/console/runs/$runId')({
  component: AuditRun,
});

function AuditRun() {
  const { runId } = Route.useParams();
  return <RunPage runId={runId} />;
}
