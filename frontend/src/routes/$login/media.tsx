import { createFileRoute } from '@tanstack/react-router';
import { loadStorefront } from '@/app/storefront/load-storefront';
import { StorefrontRouteScreen } from '@/app/storefront/storefront-route';
import { STOREFRONT_TAB } from '@/lib/route-static-data';

/** /{login}/media: the storefront's Feed tab opened on its Media view. */
export const Route = createFileRoute('/$login/media')({
  staticData: STOREFRONT_TAB,
  loader: ({ context, params }) => loadStorefront(context.queryClient, params.login, 'feed'),
  component: function StorefrontMediaRoute() {
    return <StorefrontRouteScreen loaded={Route.useLoaderData()} asked={'feed'} feedView="media" />;
  },
});
