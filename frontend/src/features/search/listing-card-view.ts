import { formatCents, priceUnitOf, type SearchListing } from '@flirtwire/contracts';
import type { ListingCardView } from '@/components/listing-card';
import { isListingType } from './search-url';

/** A search hit as the shared listing card shows it (photo, price per min or per volley). */
export function searchCardView(listing: SearchListing): ListingCardView {
  const type = isListingType(listing.type) ? listing.type : 1;
  return {
    id: listing.id,
    title: listing.title,
    login: listing.login,
    photoUrl: listing.photoUrl,
    priceLabel: `${formatCents(listing.priceCents)} ${priceUnitOf(type)}`,
    rating: listing.totalRatings > 0 ? listing.rating : null,
    ratingCount: listing.totalRatings,
    online: listing.available,
  };
}

/** A hit opens in the listing drawer over its Flirt's storefront. */
export const searchCardHref = (listing: Pick<SearchListing, 'id' | 'login'>): string =>
  `/${encodeURIComponent(listing.login)}?listing_id=${encodeURIComponent(listing.id)}`;
