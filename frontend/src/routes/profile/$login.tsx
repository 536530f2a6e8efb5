import { createFileRoute } from '@tanstack/react-router';
import { loadStorefront } from '@/app/storefront/load-storefront';
import { StorefrontRouteScreen } from '@/app/storefront/storefront-route';
import { STOREFRONT_TAB } from '@/lib/route-static-data';

/**
 * /profile/{login}: the Flirt's profile page (spec 001 §2.1): a back arrow to the storefront,
 * the login as title, the menu, the homepage and the same tabs (chosen by the URL hash).
 */
export const Route = createFileRoute('/profile/$login')({
  staticData: STOREFRONT_TAB,
  loader: ({ context, params }) => loadStorefront(context.queryClient, params.login),
  component: function ProfileRoute() {
    return <StorefrontRouteScreen loaded={Route.useLoaderData()} asked={null} profilePage />;
  },
});
