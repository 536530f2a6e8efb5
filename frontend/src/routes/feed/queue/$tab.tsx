import { createFileRoute, redirect } from '@tanstack/react-router';
import { PostQueuesPage } from '@/features/queues/components/post-queues-page';
import { isQueueTab } from '@/features/queues/lib/queue-tabs';
import { requireAdvisor } from '@/lib/guards';

/** Spec 000 §2: the post queues, tabs scheduled, processing and removed. */
export const Route = createFileRoute('/feed/queue/$tab')({
  beforeLoad: async ({ context, location, params }) => {
    await requireAdvisor(context, location);
    if (!isQueueTab(params.tab)) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
      throw redirect({ to: '/feed/queue/$tab', params: { tab: 'scheduled' }, replace: true });
    }
  },
  component: QueueRoute,
});

function QueueRoute() {
  const { tab } = Route.useParams();
  return isQueueTab(tab) ? <PostQueuesPage tab={tab} /> : null;
}
