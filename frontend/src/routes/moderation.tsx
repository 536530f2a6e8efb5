import { createFileRoute, redirect } from '@tanstack/react-router';
import { moderationQueueQuery } from '@/features/moderation/api/get-queue';
import { reportsQuery } from '@/features/moderation/api/get-reports';
import { ModerationConsole } from '@/features/moderation/components/moderation-console';
import { requireUser } from '@/lib/guards';

/** The moderators' console (role moderator). */
export const Route = createFileRoute('/moderation')({
  beforeLoad: async ({ context, location }) => {
    const user = await requireUser(context, location);
    if (!user.roles.includes('moderator')) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
      throw redirect({
        to: '/account',
        search: {
          'snackbar[severity]': 'error',
          'snackbar[message]': 'The moderation console is for moderators only.',
        },
      });
    }
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
