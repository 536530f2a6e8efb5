import { useState } from 'react';
import { COMMENT_PREVIEW_CHARS, statusBanner } from './listing-status';
import './listing-status-banner.css';

/** The owner-only status banner of a listing (pending review, accepted, or why not). */
export function ListingStatusBanner({
  listing,
}: {
  readonly listing: {
    readonly statusName: string;
    readonly listingRejectionReason: string | null;
    readonly listingRejectionComment: string | null;
  };
}) {
  const banner = statusBanner(listing);
  const [more, setMore] = useState(false);
  if (banner.kind !== 'rejected') {
    return (
      <div className={`listing-banner listing-banner--${banner.kind}`} role="status">
        <strong>{banner.title}</strong> <span>{banner.text}</span>
      </div>
    );
  }
  const long = (banner.comment?.length ?? 0) > COMMENT_PREVIEW_CHARS;
  const comment =
    banner.comment && long && !more
      ? `${banner.comment.slice(0, COMMENT_PREVIEW_CHARS)}…`
      : banner.comment;
  return (
    <div className="listing-banner listing-banner--rejected" role="status">
      <strong>{banner.title}</strong>
      {banner.reason ? <span>: {banner.reason}</span> : null}
      {comment ? <p className="listing-banner__comment">{comment}</p> : null}
      {long ? (
        <button
          type="button"
          className="button button--quiet button--small"
          aria-expanded={more}
          onClick={() => {
            setMore(!more);
          }}
        >
          {more ? 'See less' : 'See more'}
        </button>
      ) : null}
      <p className="listing-banner__hint">Please edit the listing and save it to resubmit.</p>
    </div>
  );
}
