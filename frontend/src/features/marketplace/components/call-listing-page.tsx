import { CALL_MESSAGES, type ListingView } from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PresenceBadge } from '@/components/listing-card';
import { ErrorState, Loading } from '@/components/states';
import { ApiRequestError } from '@/lib/api-client';
import { useLiveListing } from '../api/use-live-listing';
import { priceLabel } from '../lib/listing-view';
import type { ListingDrawerSlots } from './listing-drawer';
import './marketplace.css';

/**
 * Why this listing can never be called from this page by this person (not a phone listing,
 * blocked, their own), or null: the server's rules, said before anyone presses. Offline is not
 * one of them: it changes live, and the call panel says it.
 */
function callRefusal(listing: ListingView, signedIn: boolean): string | null {
  if (listing.type === 3) return CALL_MESSAGES.notAPhoneListing;
  if (listing.blocked) return CALL_MESSAGES.blocked;
  if (signedIn && listing.is_owned_by_viewer) return CALL_MESSAGES.ownListing;
  return null;
}

/**
 * /call/listing/{id} (under the simplified header): the listing, Online or Offline live, and
 * the call panel while its Flirt takes calls. A visitor signs in first and comes back here.
 */
export function CallListingPage({
  listingId,
  viewer,
  returnHref,
  renderCall,
}: {
  readonly listingId: string;
  readonly viewer: { readonly signedIn: boolean; readonly pin: string | null };
  /** This page's address, where sign-in comes back to. */
  readonly returnHref: string;
  readonly renderCall: NonNullable<ListingDrawerSlots['renderCall']>;
}) {
  const listing = useLiveListing(listingId);
  const notFound =
    listing.error instanceof ApiRequestError &&
    (listing.error.status === 404 || listing.error.status === 400);
  return (
    <section className="page page--narrow call-page">
      <h1>Call</h1>
      {listing.isPending ? (
        <Loading />
      ) : notFound ? (
        <p>{CALL_MESSAGES.notFound}</p>
      ) : listing.isError ? (
        <ErrorState error={listing.error} onRetry={() => void listing.refetch()} />
      ) : (
        <CallListing
          listing={listing.data}
          viewer={viewer}
          returnHref={returnHref}
          renderCall={renderCall}
        />
      )}
      <p>
        <Link to="/feed/home" className="button">
          Go to Feed
        </Link>
      </p>
    </section>
  );
}

function CallListing({
  listing,
  viewer,
  returnHref,
  renderCall,
}: {
  readonly listing: ListingView;
  readonly viewer: { readonly signedIn: boolean; readonly pin: string | null };
  readonly returnHref: string;
  readonly renderCall: NonNullable<ListingDrawerSlots['renderCall']>;
}) {
  const refusal = callRefusal(listing, viewer.signedIn);
  const rateLabel = priceLabel(listing.priceCents, listing.priceUnit);
  const offline = listing.available ? null : CALL_MESSAGES.notAvailable;
  let action: ReactNode;
  if (refusal) action = <p role="status">{refusal}</p>;
  else if (viewer.signedIn)
    action = renderCall({
      listingId: listing.id,
      pin: viewer.pin,
      rateLabel,
      unavailable: offline,
    });
  else if (offline) action = <p role="status">{offline}</p>;
  else
    action = (
      <p>
        <Link
          to="/login"
          search={{ return_url: returnHref, product: 'call' }}
          className="button button--primary"
        >
          Sign in to call
        </Link>
      </p>
    );
  return (
    <article className="card call-page__listing" aria-labelledby="call-page-title">
      <h2 id="call-page-title">{listing.title}</h2>
      <p className="call-page__facts">
        <span>
          by{' '}
          <Link to="/$login" params={{ login: listing.login }}>
            {listing.login}
          </Link>
        </span>
        <span>{rateLabel}</span>
        <PresenceBadge online={listing.available} />
      </p>
      {action}
    </article>
  );
}
