import { useState } from 'react';
import { listingBanner, type ListingStatusFacts } from '../lib/listing-status';

/** The owner's status banner on their listing (pending, accepted, or why not accepted). */
export function ListingStatusBanner({ listing }: { readonly listing: ListingStatusFacts }) {
  const [more, setMore] = useState(false);
  const banner = listingBanner(listing);
  switch (banner.kind) {
    case 'pending':
    case 'accepted':
      return (
        <div className={`listing-banner listing-banner--${banner.kind}`} role="status">
          <strong className="listing-banner__title">{banner.title}</strong>
          <p>{banner.text}</p>
        </div>
      );
    case 'rejected':
      return (
        <div className="listing-banner listing-banner--rejected" role="status">
          <strong className="listing-banner__title">{banner.title}</strong>
          {banner.reason ? <p>{banner.reason}</p> : null}
          {banner.comment ? (
            <>
              {more ? <p>{banner.comment}</p> : null}
              <button
                type="button"
                className="link-button"
                aria-expanded={more}
                onClick={() => {
                  setMore((value) => !value);
                }}
              >
                {more ? 'see less' : 'see more'}
              </button>
            </>
          ) : null}
        </div>
      );
    default: {
      const never: never = banner;
      return never;
    }
  }
}
