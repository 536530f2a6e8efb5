import { useAdvisorListings } from '@/components/listings/get-advisor-listings';
import { toCardView } from '../lib/listing-view';
import { ListingGrid, ListingGridSkeleton } from './listing-grid';
import './marketplace.css';

/**
 * A Flirt's phone listings on their storefront's listings tab, as cards that open the listing
 * drawer. The chat listing is left to the storefront's own chat entry beside these cards.
 */
export function StorefrontListings({
  login,
  listingHref,
  onOpenListing,
}: {
  readonly login: string;
  readonly listingHref: (listingId: string) => string;
  readonly onOpenListing: (listingId: string) => void;
}) {
  const listings = useAdvisorListings(login);
  if (listings.isPending) return <ListingGridSkeleton />;
  if (listings.isError) {
    return (
      <div className="state state--error" role="alert">
        <p className="state__title">Sorry something went wrong. Please try again.</p>
        <button type="button" className="button" onClick={() => void listings.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const phone = listings.data.listings.filter((listing) => listing.type !== 3);
  if (phone.length === 0) return null;
  return (
    <ListingGrid
      label={`${login}'s listings`}
      listings={phone.map(toCardView)}
      hrefOf={listingHref}
      onOpen={onOpenListing}
    />
  );
}
