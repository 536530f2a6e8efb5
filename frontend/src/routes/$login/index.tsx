import { createFileRoute } from '@tanstack/react-router';
import { loadStorefront } from '@/app/storefront/load-storefront';
import { StorefrontRouteScreen } from '@/app/storefront/storefront-route';

/** /{login}: a Flirt's storefront, on its first tab (listings when there are any). */
export const Route = createFileRoute('/$login/')({
  loader: ({ context, params }) => loadStorefront(context.queryClient, params.login),
  component: function StorefrontTabRoute() {
    return <StorefrontRouteScreen loaded={Route.useLoaderData()} asked={null} />;
  },
});
