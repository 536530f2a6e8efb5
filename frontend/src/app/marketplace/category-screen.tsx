import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CategoryPage } from '@/features/marketplace/components/category-page';
import type { DecisionOption } from '@/features/marketplace/components/decision-screen';
import type { CategorySearch } from '@/features/marketplace/lib/category-search';
import { hasScreen } from '@/lib/has-screen';
import { stringifySearch } from '@/lib/search-params';
import { useCurrentUser } from '@/lib/session';
import { ListingDrawerHost } from './listing-drawer-slot';
import { useListingDrawerUrl } from './use-listing-drawer';

/**
 * A category's listings (`/categories/{category}`, `/v2/categories/{category}`) with the
 * listing drawer over it when one is open.
 */
export function CategoryScreen({
  category,
  path,
  search,
}: {
  readonly category: string;
  /** This page's path, without its query. */
  readonly path: string;
  readonly search: CategorySearch;
}) {
  const router = useRouter();
  const user = useCurrentUser();
  const drawer = useListingDrawerUrl();
  const navigate = useCallback(
    (href: string) => {
      void router.navigate({ href });
    },
    [router],
  );
  const hrefOf = (next: CategorySearch) => `${path}${stringifySearch(next)}`;
  // Only ways on that this app has a screen for; the offer is for people without an account.
  const options: DecisionOption[] = [
    { key: 'search', label: 'Search for a Flirt', href: '/search' },
    ...(user.data ? [] : [{ key: 'offer', label: 'Register for 3 FREE minutes', href: '/signup' }]),
  ].filter((option) => hasScreen(router, option.href));
  return (
    <>
      <CategoryPage
        category={category}
        search={search}
        hrefOf={hrefOf}
        onSearch={(next, options) => {
          void router.navigate({ href: hrefOf(next), replace: options?.replace ?? false });
        }}
        listingHref={drawer.hrefOf}
        onOpenListing={drawer.open}
        onNavigate={navigate}
        decisionOptions={options}
      />
      {drawer.listingId ? (
        <ListingDrawerHost
          listingId={drawer.listingId}
          returnHref={drawer.hrefOf(drawer.listingId)}
          onClose={drawer.close}
        />
      ) : null}
    </>
  );
}
