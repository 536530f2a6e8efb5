import { createFileRoute, redirect } from '@tanstack/react-router';
import { listingRedirect } from '@/features/storefront/lib/listing-redirect';

/**
 * listings/show/{listingIdAndTitle} (spec 002): the leading id names a listing, which opens on
 * its Flirt's storefront (/{login}?listing_id={id}); an unknown listing goes home.
 */
export const Route = createFileRoute('/listings/show/$listingIdAndTitle')({
  beforeLoad: ({ params }) => {
    // Listings are not sold here yet, so no id names one: every link goes home.
    const target = listingRedirect(params.listingIdAndTitle, () => null);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
    throw redirect({ href: target, replace: true });
  },
});
