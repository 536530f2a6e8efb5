import {
  type FeaturedListingResult,
  type FeaturedPlacement,
  LISTING_TYPE_LABELS,
} from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { useFeaturedResults } from '../api/get-featured-results';
import { useListingNotices } from '../api/use-listing-notices';
import './listings.css';

/** "#3 of 40 · page 1". */
function placementText(placement: FeaturedPlacement): string {
  return `#${String(placement.rank)} of ${String(placement.of)} · page ${String(placement.page)}`;
}

/** Why a listing is in neither list (or in the category's only). */
function notFeaturedText(listing: FeaturedListingResult, where: 'home' | 'category'): string {
  if (!listing.public) return `Not featured: ${listing.statusName}`;
  if (where === 'home' && listing.type === 3) return 'Chat listings are not on the home page';
  return 'Not featured';
}

/**
 * Featured Listings (/account/featured_listing_results/listings, Flirts): where each of the
 * Flirt's listings stands in the home page's Featured Listings and in its category's Featured
 * Listings sort, the places visitors see, refreshed as listings change.
 */
export function FeaturedListingsPage() {
  useListingNotices();
  const results = useFeaturedResults();
  return (
    <section className="page listings featured-results">
      <div className="page-header">
        <h1>Featured Listings</h1>
        <div className="listings__actions">
          <Link to="/listings" className="button">
            My Listings
          </Link>
        </div>
      </div>
      <p className="muted">
        Where your accepted listings show in the home page’s Featured Listings (8 a page) and in
        their category’s Featured Listings sort (12 a page). Listings rise with more ratings and
        while you are available.
      </p>
      {results.isPending ? (
        <Loading />
      ) : results.isError ? (
        <ErrorState error={results.error} onRetry={() => void results.refetch()} />
      ) : results.data.listings.length === 0 ? (
        <EmptyState title="You have no listings yet.">
          <Link to="/listings/new" className="button button--primary">
            New Listing
          </Link>
        </EmptyState>
      ) : (
        <div className="table-scroll">
          <table className="table featured-results__table">
            <caption className="visually-hidden">Your listings’ featured places</caption>
            <thead>
              <tr>
                <th scope="col">Listing</th>
                <th scope="col">Home page</th>
                <th scope="col">Category</th>
              </tr>
            </thead>
            <tbody>
              {results.data.listings.map((listing) => (
                <tr key={listing.id}>
                  <th scope="row">
                    <span className="featured-results__title">{listing.title}</span>
                    <span className="muted featured-results__meta">
                      {LISTING_TYPE_LABELS[listing.type].label} · {listing.statusName}
                      {listing.available ? ' · Online' : ''}
                    </span>
                  </th>
                  <td>
                    {listing.home ? placementText(listing.home) : notFeaturedText(listing, 'home')}
                  </td>
                  <td>
                    <span className="featured-results__category">{listing.category.name}</span>{' '}
                    {listing.category_featured
                      ? placementText(listing.category_featured)
                      : notFeaturedText(listing, 'category')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
