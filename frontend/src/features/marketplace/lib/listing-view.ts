import { formatCents } from '@flirtwire/contracts';
import type { ListingCardView } from '@/components/listing-card';

/** The card's view lives with the shared card; features build it from their responses. */
export type { ListingCardView };

/** Grey cards shown while a page of listings loads. */
export const SKELETON_CARDS = 9;

/** '$1.99 per min' for calls, '$0.99 per volley' for chat. */
export function priceLabel(cents: number, unit: 'per min' | 'per volley'): string {
  return `${formatCents(cents)} ${unit}`;
}

/** The fields of a listing response a card reads. */
export interface ListingCardSource {
  readonly id: string;
  readonly title: string;
  readonly login: string;
  readonly photoUrl: string | null;
  readonly priceCents: number;
  readonly priceUnit: 'per min' | 'per volley';
  readonly rating: number | null;
  readonly totalRatings: number;
  readonly available: boolean;
}

/** A listing response as its card shows it. */
export function toCardView(listing: ListingCardSource): ListingCardView {
  return {
    id: listing.id,
    title: listing.title,
    login: listing.login,
    photoUrl: listing.photoUrl,
    priceLabel: priceLabel(listing.priceCents, listing.priceUnit),
    rating: listing.rating,
    ratingCount: listing.totalRatings,
    online: listing.available,
  };
}
