import { createFileRoute } from '@tanstack/react-router';
import { loadStorefront } from '@/app/storefront/load-storefront';
import { StorefrontRouteScreen } from '@/app/storefront/storefront-route';
import { STOREFRONT_TAB } from '@/lib/route-static-data';

/** /{login}/packages: the storefront's Packages tab. */
export const Route = createFileRoute('/$login/packages')({
  staticData: STOREFRONT_TAB,
  loader: ({ context, params }) => loadStorefront(context.queryClient, params.login, 'packages'),
  component: function StorefrontTabRoute() {
    return <StorefrontRouteScreen loaded={Route.useLoaderData()} asked={'packages'} />;
  },
});
