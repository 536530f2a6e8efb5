import { createFileRoute } from '@tanstack/react-router';
import { loadStorefront } from '@/app/storefront/load-storefront';
import { advisorListingsQuery } from '@/components/listings/get-advisor-listings';
import { StorefrontRouteScreen } from '@/app/storefront/storefront-route';
import { ListingIdParam } from '@/features/marketplace/lib/category-search';
import { STOREFRONT_TAB } from '@/lib/route-static-data';
import { withFirstPhotos } from '@/lib/preload-photos';
import { searchSchema } from '@/lib/search-schema';

/** /{login}: a Flirt's storefront, on its first tab (listings when there are any). */
export const Route = createFileRoute('/$login/')({
  staticData: STOREFRONT_TAB,
  // The listing drawer opens over the storefront (`/{login}?listing_id=`).
  validateSearch: searchSchema({ listing_id: ListingIdParam }),
  loader: ({ context, params }) => {
    // The first tab's listings load beside the storefront, not once it has rendered.
    withFirstPhotos(context.queryClient.query(advisorListingsQuery(params.login)));
    return loadStorefront(context.queryClient, params.login);
  },
  component: function StorefrontTabRoute() {
    return <StorefrontRouteScreen loaded={Route.useLoaderData()} asked={null} />;
  },
});
