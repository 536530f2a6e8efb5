import { createFileRoute, redirect } from '@tanstack/react-router';
import { SubscriptionsSearch } from '@/features/subscriptions/lib/subscriptions-search';

/** Spec 000 §2: the /feed subscriptions route redirects to /subscriptions (keeping `?t=`). */
export const Route = createFileRoute('/feed/subscriptions')({
  validateSearch: SubscriptionsSearch,
  beforeLoad: ({ search }) => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
    throw redirect({ to: '/subscriptions', search: { t: search.t }, replace: true });
  },
});
