import { createFileRoute } from '@tanstack/react-router';
import { loadStorefront } from '@/app/storefront/load-storefront';
import { StorefrontRouteScreen } from '@/app/storefront/storefront-route';
import { STOREFRONT_TAB } from '@/lib/route-static-data';

/** /{login}/packages/{packageId}: the Packages tab with that package's dialog open (spec 001 §2.1). */
export const Route = createFileRoute('/$login/packages_/$packageId')({
  staticData: STOREFRONT_TAB,
  loader: ({ context, params }) => loadStorefront(context.queryClient, params.login, 'packages'),
  component: function StorefrontPackageRoute() {
    const { packageId } = Route.useParams();
    return (
      <StorefrontRouteScreen
        loaded={Route.useLoaderData()}
        asked="packages"
        packageId={packageId}
      />
    );
  },
});
