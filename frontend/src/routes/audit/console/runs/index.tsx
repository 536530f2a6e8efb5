import { createFileRoute } from '@tanstack/react-router';
import { projectionsQuery } from '@/features/audit/api/list-projections';
import { runsQuery } from '@/features/audit/api/list-runs';
import { RunsPage } from '@/features/audit/components/runs-page';

export const Route = createFileRoute('/audit/console/runs/')({
  loader: async ({ context: { queryClient } }) => {
    // Cached data as it is; what cannot be read shows its error on the page.
    await Promise.allSettled([
      queryClient.query({ ...runsQuery, staleTime: 'static' }),
      queryClient.query({ ...projectionsQuery, staleTime: 'static' }),
    ]);
  },
  component: RunsPage,
});
