import type { MouseEvent } from 'react';
import './listing-card.css';

/** What a listing card shows, whatever response it came from (a listing or a chat profile). */
export interface ListingCardView {
  readonly id: string;
  readonly title: string;
  readonly login: string;
  readonly photoUrl: string | null;
  /** '$1.99 per min' (calls) or '$0.99 per volley' (chat). */
  readonly priceLabel: string;
  /** Average out of five, null before the first rating, undefined where nothing is rated. */
  readonly rating?: number | null;
  readonly ratingCount: number;
  /** Online or Offline; undefined where the response does not say (chat profiles). */
  readonly online?: boolean;
}

/** Whether a click is a plain one the app handles (not a new tab, not a copy-link gesture). */
export function isPlainClick(event: MouseEvent): boolean {
  return !(event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}

/** Stars out of five with the count, read out as a sentence. */
export function RatingBadge({
  rating,
  count,
}: {
  readonly rating: number | null;
  readonly count: number;
}) {
  if (rating === null || count === 0)
    return <span className="listing-rating listing-rating--none">No ratings yet</span>;
  const text = rating.toFixed(1);
  return (
    <span
      className="listing-rating"
      role="img"
      aria-label={`Rated ${text} out of 5 from ${String(count)} ${count === 1 ? 'rating' : 'ratings'}`}
    >
      <span aria-hidden="true">★ {text}</span>
      <span className="listing-rating__count" aria-hidden="true">
        ({count})
      </span>
    </span>
  );
}

export function PresenceBadge({ online }: { readonly online: boolean }) {
  return (
    <span className={`presence ${online ? 'presence--online' : 'presence--offline'}`}>
      {online ? 'Online' : 'Offline'}
    </span>
  );
}

/**
 * A listing card (330 px wide), the one card of home, categories, listing search and chat
 * browse: photo (the Flirt's initial when there is none), title, the Flirt's login, price
 * 'per min' or 'per volley', rating, Online or Offline. The title opens the listing drawer (the whole card is its target);
 * the login goes to the Flirt's storefront.
 */
export function ListingCard({
  listing,
  href,
  onOpen,
  headingLevel = 3,
}: {
  readonly listing: ListingCardView;
  /** Where the card goes: the drawer's URL on this page (`?listing_id=`) or another page. */
  readonly href: string;
  /** Opens the drawer in place on a plain click; without it the card is a plain link. */
  readonly onOpen?: (listingId: string) => void;
  readonly headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="listing-card">
      <div className="listing-card__photo">
        {listing.photoUrl ? (
          <img src={listing.photoUrl} alt="" loading="lazy" />
        ) : (
          <span className="listing-card__initial" aria-hidden="true">
            {listing.login.slice(0, 1).toUpperCase()}
          </span>
        )}
        {listing.online === undefined ? null : <PresenceBadge online={listing.online} />}
      </div>
      <div className="listing-card__body">
        <Heading className="listing-card__title">
          <a
            className="listing-card__open"
            href={href}
            onClick={(event) => {
              if (!onOpen || !isPlainClick(event)) return;
              event.preventDefault();
              onOpen(listing.id);
            }}
          >
            {listing.title}
          </a>
        </Heading>
        {/* A chat profile's title is the login already: no second link to the same page. */}
        {listing.title === listing.login ? null : (
          <a className="listing-card__login" href={`/${encodeURIComponent(listing.login)}`}>
            {listing.login}
          </a>
        )}
        <p className="listing-card__meta">
          <span className="listing-card__price">{listing.priceLabel}</span>
          {listing.rating === undefined ? null : (
            <RatingBadge rating={listing.rating} count={listing.ratingCount} />
          )}
        </p>
      </div>
    </article>
  );
}

/** A grey card in the shape of a listing card while the page loads. */
export function ListingCardSkeleton() {
  return (
    <div className="listing-card listing-card--skeleton" aria-hidden="true">
      <div className="listing-card__photo" />
      <div className="listing-card__body">
        <span className="skeleton-line skeleton-line--wide" />
        <span className="skeleton-line" />
        <span className="skeleton-line skeleton-line--short" />
      </div>
    </div>
  );
}
