import { createFileRoute, redirect } from '@tanstack/react-router';
import { listingQuery } from '@/components/listings/get-listing';
import { listingIdOf, listingRedirect } from '@/features/storefront/lib/listing-redirect';

/**
 * listings/show/{listingIdAndTitle}: the leading id names a listing, which opens on its Flirt's
 * storefront (/{login}?listing_id={id}); a listing that does not exist (or is not listed) goes
 * home.
 */
export const Route = createFileRoute('/listings/show/$listingIdAndTitle')({
  beforeLoad: async ({ context: { queryClient }, params }) => {
    const id = listingIdOf(params.listingIdAndTitle);
    const listing =
      id === null ? null : await queryClient.query(listingQuery(id)).catch(() => null);
    const target = listingRedirect(params.listingIdAndTitle, (listingId) =>
      listing && listing.id === listingId ? listing.login : null,
    );
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
    throw redirect({ href: target, replace: true });
  },
});
