import { LISTING_MESSAGES, LISTING_TYPE_LABELS, type ListingView } from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { useAdvisorListings } from '@/components/listings/get-advisor-listings';
import { ListingStatusBanner } from '@/components/listings/listing-status-banner';
import { useListingNotices } from '../api/use-listing-notices';
import './listings.css';

/** My Listings: the Flirt's own listings, each with its review status, live. */
export function MyListingsPage({ login }: { readonly login: string }) {
  useListingNotices();
  const listings = useAdvisorListings(login);
  return (
    <section className="page listings">
      <div className="page-header">
        <h1>My Listings</h1>
        <div className="listings__actions">
          <Link to="/availability" className="button">
            Availability
          </Link>
          <Link to="/listings/new" className="button button--primary">
            New Listing
          </Link>
        </div>
      </div>
      {listings.isPending ? <Loading /> : null}
      {listings.isError ? (
        <ErrorState error={listings.error} onRetry={() => void listings.refetch()} />
      ) : null}
      {listings.data?.listings.length === 0 ? <EmptyState title={LISTING_MESSAGES.empty} /> : null}
      <ul className="listings__list">
        {listings.data?.listings.map((listing) => (
          <li key={listing.id}>
            <ListingCard listing={listing} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ListingCard({ listing }: { readonly listing: ListingView }) {
  return (
    <article className="card listing-card" aria-label={listing.title}>
      <div className="listing-card__body">
        {listing.photoUrl ? (
          <img className="listing-card__photo" src={listing.photoUrl} alt="" />
        ) : (
          <div className="listing-card__photo listing-card__photo--none" aria-hidden="true">
            {listing.login.slice(0, 1).toUpperCase()}
          </div>
        )}
        <div className="listing-card__text">
          <h2 className="listing-card__title">{listing.title}</h2>
          <p className="muted">
            {LISTING_TYPE_LABELS[listing.type].label} · {listing.category.name} ·{' '}
            {listing.pricePerMinute} {listing.priceUnit}
            {listing.serviceExtension ? ` · ext. ${listing.serviceExtension}` : ''}
          </p>
          <p>
            <span
              className={`badge ${listing.available ? 'listing-card__online' : 'listing-card__offline'}`}
            >
              {listing.available ? LISTING_MESSAGES.online : LISTING_MESSAGES.offline}
            </span>
            {listing.blocked ? <span className="badge listing-card__blocked">Blocked</span> : null}
          </p>
        </div>
        <Link
          to="/listings/$id/edit"
          params={{ id: listing.id }}
          className="button"
          aria-label={`Edit ${listing.title}`}
        >
          Edit
        </Link>
      </div>
      <ListingStatusBanner listing={listing} />
    </article>
  );
}
