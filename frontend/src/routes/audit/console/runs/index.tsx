import { createFileRoute } from '@tanstack/react-router';
import { RunsPage } from '@/features/audit/components/runs-page';

export const Route = createFileRoute('/audit/console/runs/')({
  component: RunsPage,
});
