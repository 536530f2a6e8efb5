import { createFileRoute } from '@tanstack/react-router';
import { loadStorefront } from '@/app/storefront/load-storefront';
import { StorefrontRouteScreen } from '@/app/storefront/storefront-route';
import { preloadStorefrontTab } from '@/app/storefront/storefront-tab-slots';
import { STOREFRONT_TAB } from '@/lib/route-static-data';

/** /{login}/goodies: the storefront's Goodies tab (the first tab when there are no goody bags). */
export const Route = createFileRoute('/$login/goodies')({
  staticData: STOREFRONT_TAB,
  loader: ({ context, params }) => {
    // The tab's code loads beside the storefront's data (it is not in every storefront's).
    preloadStorefrontTab('goodies');
    return loadStorefront(context.queryClient, params.login);
  },
  component: function StorefrontTabRoute() {
    return <StorefrontRouteScreen loaded={Route.useLoaderData()} asked={'goodies'} />;
  },
});
