import { createFileRoute } from '@tanstack/react-router';
import { moderationQueueQuery } from '@/features/moderation/api/get-queue';
import { reportsQuery } from '@/features/moderation/api/get-reports';
import { ModerationConsole } from '@/features/moderation/components/moderation-console';
import { requireStaffRole } from '@/lib/guards';

/** The moderators' console (role moderator). */
export const Route = createFileRoute('/moderation')({
  beforeLoad: async ({ context, location }) => {
    await requireStaffRole(
      context,
      location,
      ['moderator'],
      'The moderation console is for moderators only.',
    );
  },
  loader: async ({ context: { queryClient } }) => {
    // Each section shows its own error on the page, so a failed read does not fail the route.
    await Promise.allSettled([
      queryClient.query({ ...moderationQueueQuery, staleTime: 'static' }),
      queryClient.query({ ...reportsQuery, staleTime: 'static' }),
    ]);
  },
  component: ModerationConsole,
});
