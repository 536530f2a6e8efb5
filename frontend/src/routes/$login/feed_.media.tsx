import { createFileRoute } from '@tanstack/react-router';
import { loadStorefront } from '@/app/storefront/load-storefront';
import { StorefrontRouteScreen } from '@/app/storefront/storefront-route';
import { preloadStorefrontTab } from '@/app/storefront/storefront-tab-slots';
import { STOREFRONT_TAB } from '@/lib/route-static-data';

/** /{login}/feed/media (spec 001 §2.1): the storefront's Feed tab on its Media view. */
export const Route = createFileRoute('/$login/feed_/media')({
  staticData: STOREFRONT_TAB,
  loader: ({ context, params }) => {
    // The tab's code loads beside the storefront's data (it is not in every storefront's).
    preloadStorefrontTab('feed');
    return loadStorefront(context.queryClient, params.login);
  },
  component: function StorefrontFeedMediaRoute() {
    return <StorefrontRouteScreen loaded={Route.useLoaderData()} asked={'feed'} feedView="media" />;
  },
});
