import { createFileRoute } from '@tanstack/react-router';
import { loadStorefront } from '@/app/storefront/load-storefront';
import { StorefrontRouteScreen } from '@/app/storefront/storefront-route';
import { preloadStorefrontTab } from '@/app/storefront/storefront-tab-slots';
import { STOREFRONT_TAB } from '@/lib/route-static-data';

/** /{login}/feed: the storefront's Feed tab, Posts and Media; a missing or inactive Flirt goes to the missing-profile page. */
export const Route = createFileRoute('/$login/feed')({
  staticData: STOREFRONT_TAB,
  loader: ({ context, params }) => {
    // The tab's code loads beside the storefront's data (it is not in every storefront's).
    preloadStorefrontTab('feed');
    return loadStorefront(context.queryClient, params.login);
  },
  component: function StorefrontTabRoute() {
    return <StorefrontRouteScreen loaded={Route.useLoaderData()} asked={'feed'} />;
  },
});
