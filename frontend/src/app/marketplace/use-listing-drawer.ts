import { useLocation, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { stringifySearch } from '@/lib/search-params';

/**
 * The listing drawer as part of the current page's URL (`?listing_id=`): its link for a card,
 * opening it (a history entry, so Back closes it) and closing it. Any page that shows listings
 * keeps `listing_id` in its search.
 */
export function useListingDrawerUrl() {
  const router = useRouter();
  const location = useLocation();
  const search = location.search as Record<string, unknown>;
  const hrefWith = useCallback(
    (listingId: string | undefined) =>
      `${location.pathname}${stringifySearch({ ...search, listing_id: listingId })}`,
    [location.pathname, search],
  );
  const open = useCallback(
    (listingId: string) => {
      void router.navigate({ href: hrefWith(listingId) });
    },
    [router, hrefWith],
  );
  const close = useCallback(() => {
    void router.navigate({ href: hrefWith(undefined) });
  }, [router, hrefWith]);
  return {
    listingId: typeof search.listing_id === 'string' ? search.listing_id : null,
    hrefOf: (listingId: string) => hrefWith(listingId),
    currentHref: location.href,
    open,
    close,
  };
}
