import { useRouter } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { HomePage } from '@/features/marketplace/components/home-page';
import { homeSlides } from '@/features/marketplace/components/home-slides';
import { InstallAppButton } from '@/features/site/components/install-app';
import { hasScreen } from '@/lib/has-screen';
import { stringifySearch } from '@/lib/search-params';
import { audienceOf, useCurrentUser } from '@/lib/session';
import { ListingDrawerHost } from './listing-drawer-slot';
import { useListingDrawerUrl } from './use-listing-drawer';

/** The home page (`/` and `/v2/home`) with the listing drawer over it when one is open. */
export function HomeScreen({ page, path }: { readonly page: number; readonly path: string }) {
  const router = useRouter();
  const user = useCurrentUser();
  const drawer = useListingDrawerUrl();
  const navigate = useCallback(
    (href: string) => {
      void router.navigate({ href });
    },
    [router],
  );
  const audience = audienceOf(user.data);
  const slides = useMemo(
    () => homeSlides({ audience, has: (href) => hasScreen(router, href), navigate }),
    [audience, router, navigate],
  );
  const pageHref = (to: number) => `${path}${stringifySearch({ page: to > 1 ? to : undefined })}`;
  return (
    <>
      <HomePage
        slides={slides}
        page={page}
        pageHref={pageHref}
        onPage={(to) => {
          navigate(pageHref(to));
        }}
        listingHref={drawer.hrefOf}
        onOpenListing={drawer.open}
        onNavigate={navigate}
        installApp={<InstallAppButton className="button button--primary" />}
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
