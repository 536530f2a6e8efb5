import { createFileRoute, redirect } from '@tanstack/react-router';
import { PostQueuesPage } from '@/features/queues/components/post-queues-page';
import { isQueueTab } from '@/features/queues/lib/queue-tabs';
import { requireAdvisor } from '@/lib/guards';

/** Spec 000 §2: the post queues under the Flirt's own login. */
export const Route = createFileRoute('/$login/feed_/queue/$tab')({
  beforeLoad: async ({ context, location, params }) => {
    const user = await requireAdvisor(context, location);
    if (user.login.toLowerCase() !== params.login.toLowerCase() || !isQueueTab(params.tab)) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
      throw redirect({
        to: '/feed/queue/$tab',
        params: { tab: isQueueTab(params.tab) ? params.tab : 'scheduled' },
        replace: true,
      });
    }
  },
  component: QueueRoute,
});

function QueueRoute() {
  const { tab } = Route.useParams();
  return isQueueTab(tab) ? <PostQueuesPage tab={tab} /> : null;
}
