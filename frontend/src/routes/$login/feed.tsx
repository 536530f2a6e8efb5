import { createFileRoute } from '@tanstack/react-router';
import { loadStorefront } from '@/app/storefront/load-storefront';
import { StorefrontRouteScreen } from '@/app/storefront/storefront-route';

/** /{login}/feed: the storefront's Feed tab, Posts and Media; a missing or inactive Flirt goes to the missing-profile page. */
export const Route = createFileRoute('/$login/feed')({
  loader: ({ context, params }) => loadStorefront(context.queryClient, params.login),
  component: function StorefrontTabRoute() {
    return <StorefrontRouteScreen loaded={Route.useLoaderData()} asked={'feed'} />;
  },
});
