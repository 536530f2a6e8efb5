import { createFileRoute } from '@tanstack/react-router';
import { loadStorefront } from '@/app/storefront/load-storefront';
import { StorefrontRouteScreen } from '@/app/storefront/storefront-route';
import { STOREFRONT_TAB } from '@/lib/route-static-data';

/** /{login}/feed: the storefront's Feed tab, Posts and Media; a missing or inactive Flirt goes to the missing-profile page. */
export const Route = createFileRoute('/$login/feed')({
  staticData: STOREFRONT_TAB,
  loader: ({ context, params }) => loadStorefront(context.queryClient, params.login, 'feed'),
  component: function StorefrontTabRoute() {
    return <StorefrontRouteScreen loaded={Route.useLoaderData()} asked={'feed'} />;
  },
});
