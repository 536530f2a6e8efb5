import { priceUnitOf, type SearchListing } from '@flirtwire/contracts';
import { formatCents } from '@/lib/format';

/** A listing in the search results (330 px wide): title, Flirt, rating, price per min or volley. */
export function ListingCard({ listing }: { readonly listing: SearchListing }) {
  const type = listing.type === 2 ? 2 : listing.type === 3 ? 3 : 1;
  return (
    <article className="listing-card">
      <h3 className="listing-card__title">
        <a href={`/${listing.login}?listing_id=${listing.id}`}>{listing.title}</a>
      </h3>
      <p className="listing-card__meta">
        <span>{listing.login}</span>
        <span
          className={listing.available ? 'listing-card__status is-online' : 'listing-card__status'}
        >
          {listing.available ? 'Available' : 'Away'}
        </span>
      </p>
      <p className="listing-card__description">{listing.description}</p>
      <p className="listing-card__price">
        <strong>{formatCents(listing.priceCents)}</strong> {priceUnitOf(type)}
        {listing.totalRatings > 0 ? (
          <span className="muted">
            {' '}
            · {listing.rating.toFixed(1)} ({String(listing.totalRatings)})
          </span>
        ) : null}
      </p>
    </article>
  );
}
