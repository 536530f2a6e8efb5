import { createFileRoute } from '@tanstack/react-router';
import { loadStorefront } from '@/app/storefront/load-storefront';
import { StorefrontRouteScreen } from '@/app/storefront/storefront-route';
import { STOREFRONT_TAB } from '@/lib/route-static-data';

/** /{login}/goodies: the storefront's Goodies tab (the first tab when there are no goody bags). */
export const Route = createFileRoute('/$login/goodies')({
  staticData: STOREFRONT_TAB,
  loader: ({ context, params }) => loadStorefront(context.queryClient, params.login, 'goodies'),
  component: function StorefrontTabRoute() {
    return <StorefrontRouteScreen loaded={Route.useLoaderData()} asked={'goodies'} />;
  },
});
