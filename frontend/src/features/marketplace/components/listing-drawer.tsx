import { categoryPath, type ListingView, MARKETPLACE_CALL_NUMBER } from '@flirtwire/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { openTributeModal } from '@/components/card-dialogs';
import { Dialog } from '@/components/dialog';
import { ErrorState, Loading } from '@/components/states';
import { ApiRequestError } from '@/lib/api-client';
import { isPlainClick, PresenceBadge, RatingBadge } from '@/components/listing-card';
import { ListingStatusBanner } from '@/components/listings/listing-status-banner';
import { useLiveListing } from '../api/use-live-listing';
import { categoryHref } from '../lib/category-links';
import {
  type ActionContext,
  customerActions,
  type ListingAction,
  ownerActions,
} from '../lib/listing-actions';
import { priceLabel } from '../lib/listing-view';
import { KebabMenu, type KebabItem } from './kebab-menu';

export interface ListingDrawerViewer {
  readonly signedIn: boolean;
  /** The signed-in person's phone PIN, when they have one. */
  readonly pin: string | null;
}

/** What the screen around the drawer brings from other features (kept apart by design). */
export interface ListingDrawerSlots {
  /** The report dialog for this listing (signed-in people only). */
  readonly renderReport?: (props: {
    readonly listingId: string;
    readonly open: boolean;
    readonly onClose: () => void;
  }) => ReactNode;
  /** The photo, enlarged (the media lightbox). */
  readonly renderPhoto?: (props: {
    readonly url: string;
    readonly title: string;
    readonly login: string;
    readonly onClose: () => void;
  }) => ReactNode;
  /** Favorites, when this app has them: whether it is one, and adding or removing it. */
  readonly favorites?: {
    readonly isFavorite: boolean;
    readonly toggle: () => void;
  };
  /** Calls: starting a call on this phone listing and following it (signed-in callers). */
  readonly renderCall?: (props: {
    readonly listingId: string;
    readonly pin: string | null;
    readonly rateLabel: string;
    /** Why no call can start now (the Flirt is offline); a call under way stays on screen. */
    readonly unavailable?: string | null;
  }) => ReactNode;
}

/**
 * The listing detail drawer (`?listing_id=`): title, breadcrumbs, the Flirt's login, photo
 * (click to enlarge), rating, price, how to call directly (with the customer's own PIN), the
 * description, a Report link for signed-in people, and the kebab of the viewer's kind. The owner
 * also sees the listing's review status. It refreshes on the listing's realtime notices; an
 * unknown listing sends the person home.
 */
export function ListingDrawer({
  listingId,
  viewer,
  context,
  slots = {},
  onClose,
  onNavigate,
  onNotFound,
}: {
  readonly listingId: string;
  readonly viewer: ListingDrawerViewer;
  readonly context: Omit<ActionContext, 'signedIn' | 'favorites'> & {
    readonly editHref: (id: string) => string;
    readonly callButtonHref: (id: string) => string;
    readonly greetingHref: string;
  };
  readonly slots?: ListingDrawerSlots;
  readonly onClose: () => void;
  readonly onNavigate: (href: string) => void;
  readonly onNotFound: () => void;
}) {
  const listing = useLiveListing(listingId);
  const [reporting, setReporting] = useState(false);
  const [enlarged, setEnlarged] = useState(false);
  const notFound =
    listing.error instanceof ApiRequestError &&
    (listing.error.status === 404 || listing.error.status === 400);

  useEffect(() => {
    if (notFound) onNotFound();
  }, [notFound, onNotFound]);

  // The favorites feature knows best whether this listing is one of the viewer's.
  const data =
    listing.data && slots.favorites
      ? { ...listing.data, isFavoriteForViewer: slots.favorites.isFavorite }
      : listing.data;
  const title = data?.title ?? (listing.isError ? 'Listing' : 'Loading...');
  const actionContext: ActionContext = {
    ...context,
    signedIn: viewer.signedIn,
    favorites: slots.favorites !== undefined,
  };
  const toItem =
    (current: ListingView) =>
    (action: ListingAction): KebabItem => {
      switch (action.kind) {
        case 'link':
          return { key: action.key, label: action.label, href: action.href };
        case 'tribute':
          return {
            key: action.key,
            label: action.label,
            onSelect: () => {
              openTributeModal({ advisorId: current.advisorId, advisorLogin: current.login });
            },
          };
        case 'favorite':
          return {
            key: action.key,
            label: action.label,
            onSelect: () => {
              slots.favorites?.toggle();
            },
          };
        default: {
          const never: never = action;
          return never;
        }
      }
    };

  return (
    <Dialog open title={title} onClose={onClose} width={560} className="listing-drawer">
      {listing.isPending ? (
        <Loading />
      ) : listing.isError ? (
        notFound ? (
          <Loading />
        ) : (
          <ErrorState error={listing.error} onRetry={() => void listing.refetch()} />
        )
      ) : data ? (
        <ListingDetail
          listing={data}
          viewer={viewer}
          signInHref={context.signInHref}
          onNavigate={onNavigate}
          renderCall={slots.renderCall}
          customerItems={customerActions(data, actionContext).map(toItem(data))}
          ownerItems={ownerActions(data, {
            hasScreen: context.hasScreen,
            editHref: context.editHref(data.id),
            callButtonHref: context.callButtonHref(data.id),
            greetingHref: context.greetingHref,
          }).map(toItem(data))}
          onReport={
            viewer.signedIn && slots.renderReport && !data.is_owned_by_viewer
              ? () => {
                  setReporting(true);
                }
              : null
          }
          onEnlarge={
            data.photoUrl && slots.renderPhoto
              ? () => {
                  setEnlarged(true);
                }
              : null
          }
        />
      ) : null}
      {data && reporting && slots.renderReport
        ? slots.renderReport({
            listingId: data.id,
            open: reporting,
            onClose: () => {
              setReporting(false);
            },
          })
        : null}
      {data?.photoUrl && enlarged && slots.renderPhoto
        ? slots.renderPhoto({
            url: data.photoUrl,
            title: data.title,
            login: data.login,
            onClose: () => {
              setEnlarged(false);
            },
          })
        : null}
    </Dialog>
  );
}

function ListingDetail({
  listing,
  viewer,
  signInHref,
  onNavigate,
  customerItems,
  ownerItems,
  onReport,
  onEnlarge,
  renderCall,
}: {
  readonly renderCall: ListingDrawerSlots['renderCall'];
  readonly listing: ListingView;
  readonly viewer: ListingDrawerViewer;
  readonly signInHref: ActionContext['signInHref'];
  readonly onNavigate: (href: string) => void;
  readonly customerItems: readonly KebabItem[];
  readonly ownerItems: readonly KebabItem[];
  readonly onReport: (() => void) | null;
  readonly onEnlarge: (() => void) | null;
}) {
  const crumbs = categoryPath(listing.category.id);
  const storefront = `/${encodeURIComponent(listing.login)}`;
  const link = (href: string, text: ReactNode, className?: string) => (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {text}
    </a>
  );
  const phone = listing.type !== 3;
  return (
    <div className="listing-drawer__detail">
      {listing.is_owned_by_viewer ? <ListingStatusBanner listing={listing} /> : null}
      <div className="listing-drawer__top">
        <nav className="breadcrumbs" aria-label="Breadcrumbs">
          <ol>
            <li>{link('/', 'Home')}</li>
            {crumbs.map((category) => (
              <li key={category.id}>{link(categoryHref(category.slug), category.name)}</li>
            ))}
          </ol>
        </nav>
        {listing.is_owned_by_viewer ? (
          <KebabMenu label="Listing options" items={ownerItems} onNavigate={onNavigate} />
        ) : (
          <KebabMenu
            label={`More for ${listing.login}`}
            items={customerItems}
            onNavigate={onNavigate}
          />
        )}
      </div>
      <p>by {link(storefront, listing.login, 'listing-drawer__login')}</p>
      {listing.photoUrl ? (
        onEnlarge ? (
          <button
            type="button"
            className="listing-drawer__photo"
            aria-label={`Enlarge the photo of ${listing.title}`}
            onClick={onEnlarge}
          >
            <img src={listing.photoUrl} alt="" />
          </button>
        ) : (
          <div className="listing-drawer__photo">
            <img src={listing.photoUrl} alt={listing.title} />
          </div>
        )
      ) : null}
      <div className="listing-drawer__facts">
        <span className="listing-drawer__price">
          {priceLabel(listing.priceCents, listing.priceUnit)}
        </span>
        <RatingBadge rating={listing.rating} count={listing.totalRatings} />
        <PresenceBadge online={listing.available} />
      </div>
      {phone && !listing.blocked ? (
        <section className="listing-drawer__call" aria-labelledby="call-directly">
          <h3 id="call-directly">Call me directly</h3>
          <ol>
            <li>
              Call <a href={`tel:${MARKETPLACE_CALL_NUMBER}`}>{MARKETPLACE_CALL_NUMBER}</a>
            </li>
            {listing.serviceExtension ? (
              <li>
                Enter extension <strong>{listing.serviceExtension}</strong>
              </li>
            ) : null}
            {viewer.signedIn ? (
              // The owner sees the steps as callers do; their own PIN is not for their listing.
              viewer.pin && !listing.is_owned_by_viewer ? (
                <li>
                  Enter your PIN <strong>{viewer.pin}</strong>
                </li>
              ) : (
                <li>Enter your PIN when asked</li>
              )
            ) : (
              <li>{link(signInHref('call'), 'Sign in')} to see your PIN</li>
            )}
          </ol>
          {viewer.signedIn && !listing.is_owned_by_viewer && renderCall
            ? renderCall({
                listingId: listing.id,
                pin: viewer.pin,
                rateLabel: priceLabel(listing.priceCents, listing.priceUnit),
              })
            : null}
        </section>
      ) : null}
      {listing.blocked ? (
        <p className="muted">This listing is not taking calls or messages.</p>
      ) : null}
      <h3>About this listing</h3>
      <div
        className="listing-drawer__description"
        // Sanitised by the server (an allow-list of tags, no attributes) before it is stored.
        dangerouslySetInnerHTML={{ __html: listing.description }}
      />
      {onReport ? (
        <p>
          <button type="button" className="link-button" onClick={onReport}>
            Report
          </button>
        </p>
      ) : null}
    </div>
  );
}
