import { createFileRoute } from '@tanstack/react-router';
import { subscriptionsQuery } from '@/features/subscriptions/api/list-subscriptions';
import { SubscriptionsPage } from '@/features/subscriptions/components/subscriptions-page';
import { SubscriptionsSearch } from '@/features/subscriptions/lib/subscriptions-search';
import { requireUser } from '@/lib/guards';

export const Route = createFileRoute('/subscriptions/')({
  validateSearch: SubscriptionsSearch,
  beforeLoad: ({ context, location }) => requireUser(context, location),
  loaderDeps: ({ search }) => ({ tab: search.t ?? 'active' }),
  loader: async ({ context: { queryClient }, deps: { tab } }) => {
    // The tab's first page, cached as it is; a list that cannot be read shows its error.
    await queryClient
      .query({ ...subscriptionsQuery(tab, 1), staleTime: 'static' })
      .catch(() => undefined);
  },
  component: Subscriptions,
});

function Subscriptions() {
  const search = Route.useSearch();
  const tab = search.t ?? 'active';
  return <SubscriptionsPage key={tab} tab={tab} />;
}
