import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionsPage } from '@/features/subscriptions/components/subscriptions-page';
import { SubscriptionsSearch } from '@/features/subscriptions/lib/subscriptions-search';
import { requireUser, restrictedRoute } from '@/lib/guards';

/**
 * /{login}/feed/subscriptions: the person's own subscriptions page under their feed. Someone
 * else's is a restricted route (to /feed/home with the restricted flash).
 */
export const Route = createFileRoute('/$login/feed_/subscriptions')({
  validateSearch: SubscriptionsSearch,
  beforeLoad: async ({ context, location, params }) => {
    const user = await requireUser(context, location);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
    if (user.login.toLowerCase() !== params.login.toLowerCase()) throw restrictedRoute();
  },
  component: OwnSubscriptions,
});

function OwnSubscriptions() {
  const search = Route.useSearch();
  const tab = search.t ?? 'active';
  return <SubscriptionsPage key={tab} tab={tab} />;
}
