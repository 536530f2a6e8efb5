import { createFileRoute } from '@tanstack/react-router';
import { loadStorefront } from '@/app/storefront/load-storefront';
import { StorefrontRouteScreen } from '@/app/storefront/storefront-route';
import { STOREFRONT_TAB } from '@/lib/route-static-data';

/** /profile/{login}/gb (spec 002 §2): the profile page on its Goodies tab. */
export const Route = createFileRoute('/profile/$login_/gb/')({
  staticData: STOREFRONT_TAB,
  loader: ({ context, params }) => loadStorefront(context.queryClient, params.login),
  component: function ProfileGoodiesRoute() {
    return <StorefrontRouteScreen loaded={Route.useLoaderData()} asked="goodies" profilePage />;
  },
});
