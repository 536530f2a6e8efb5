import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionsPage } from '@/features/subscriptions/components/subscriptions-page';
import { SubscriptionsSearch } from '@/features/subscriptions/lib/subscriptions-search';
import { requireUser } from '@/lib/guards';

export const Route = createFileRoute('/subscriptions/')({
  validateSearch: SubscriptionsSearch,
  beforeLoad: ({ context, location }) => requireUser(context, location),
  component: Subscriptions,
});

function Subscriptions() {
  const search = Route.useSearch();
  const tab = search.t ?? 'active';
  return <SubscriptionsPage key={tab} tab={tab} />;
}
