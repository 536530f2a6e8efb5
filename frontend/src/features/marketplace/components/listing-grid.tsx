import type { ReactNode } from 'react';
import { SKELETON_CARDS, type ListingCardView } from '../lib/listing-view';
import { ListingCard, ListingCardSkeleton } from '@/components/listing-card';

/** Cards in rows of 330 px columns (one column on a phone). */
export function ListingGrid({
  listings,
  hrefOf,
  onOpen,
  label,
}: {
  readonly listings: readonly ListingCardView[];
  readonly hrefOf: (listingId: string) => string;
  readonly onOpen: (listingId: string) => void;
  readonly label: string;
}) {
  return (
    <ul className="listing-grid" aria-label={label}>
      {listings.map((listing) => (
        <li key={listing.id}>
          <ListingCard listing={listing} href={hrefOf(listing.id)} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

/** 'Loading...' for screen readers and nine grey cards for everyone else. */
export function ListingGridSkeleton({ label = 'Loading...' }: { readonly label?: string }) {
  return (
    <div className="listing-grid-loading">
      <p className="listing-grid-loading__label" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        {label}
      </p>
      <div className="listing-grid">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <ListingCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

/** Previous and next page as links (the page is in the URL), with where we are. */
export function Pager({
  page,
  hasNext,
  hrefOf,
  onPage,
  label = 'Pages',
  children,
}: {
  readonly page: number;
  readonly hasNext: boolean;
  readonly hrefOf: (page: number) => string;
  readonly onPage: (page: number) => void;
  readonly label?: string;
  readonly children?: ReactNode;
}) {
  if (page <= 1 && !hasNext) return null;
  const link = (to: number, text: string, enabled: boolean) =>
    enabled ? (
      <a
        className="button button--small"
        href={hrefOf(to)}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          onPage(to);
        }}
      >
        {text}
      </a>
    ) : (
      <span className="button button--small" aria-disabled="true">
        {text}
      </span>
    );
  return (
    <nav className="pager listing-pager" aria-label={label}>
      {link(page - 1, 'Previous Page', page > 1)}
      <span aria-current="page">Page {page}</span>
      {link(page + 1, 'Next Page', hasNext)}
      {children}
    </nav>
  );
}
