import { createFileRoute } from '@tanstack/react-router';
import { loadStorefront } from '@/app/storefront/load-storefront';
import { StorefrontRouteScreen } from '@/app/storefront/storefront-route';
import { STOREFRONT_TAB } from '@/lib/route-static-data';

/** /{login}/feed/media (spec 001 §2.1): the storefront's Feed tab on its Media view. */
export const Route = createFileRoute('/$login/feed_/media')({
  staticData: STOREFRONT_TAB,
  loader: ({ context, params }) => loadStorefront(context.queryClient, params.login, 'feed'),
  component: function StorefrontFeedMediaRoute() {
    return <StorefrontRouteScreen loaded={Route.useLoaderData()} asked={'feed'} feedView="media" />;
  },
});
