import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { CallPanel } from '@/features/calls/components/call-panel';
import { useToggleFavorite } from '@/features/favorites/api/toggle-favorite';
import { useFavoriteStatus } from '@/features/favorites/api/get-favorite-status';
import { MediaLightbox } from '@/features/feeds/components/media-lightbox';
import { ReportDialog } from '@/features/feeds/components/report-dialog';
import { ListingDrawer } from '@/features/marketplace/components/listing-drawer';
import { hasScreen } from '@/lib/has-screen';
import { useCurrentUser } from '@/lib/session';
import { showSnackbar } from '@/lib/snackbar-store';
import '@/features/feeds/components/feeds.css';

/** Where the listing editor and the owner's tools live (shown only once they exist). */
const editHref = (id: string) => `/listings/${encodeURIComponent(id)}/edit`;
const callButtonHref = (id: string) => `/listings/${encodeURIComponent(id)}/call_button`;
const GREETING_HREF = '/account/greeting';

/**
 * The listing drawer with what other features bring to it: the media lightbox for the photo,
 * the report dialog, the tribute modal (a window event), favorites and the call panel.
 * `returnHref` is the page with the drawer open, where sign-in comes back to.
 */
export function ListingDrawerHost({
  listingId,
  returnHref,
  onClose,
}: {
  readonly listingId: string;
  readonly returnHref: string;
  readonly onClose: () => void;
}) {
  const router = useRouter();
  const user = useCurrentUser();
  const navigate = useCallback(
    (href: string) => {
      void router.navigate({ href });
    },
    [router],
  );
  const goHome = useCallback(() => {
    void router.navigate({ to: '/', replace: true });
  }, [router]);
  const favorites = useFavoritesSlot(listingId, Boolean(user.data));
  const signInHref = (product?: 'chat' | 'call') => {
    const params = new URLSearchParams({ return_url: returnHref });
    if (product) params.set('product', product);
    return `/login?${params.toString()}`;
  };
  return (
    <ListingDrawer
      listingId={listingId}
      viewer={{ signedIn: Boolean(user.data), pin: user.data?.pin ?? null }}
      context={{
        hasScreen: (href) => hasScreen(router, href),
        signInHref,
        editHref,
        callButtonHref,
        greetingHref: GREETING_HREF,
      }}
      slots={{
        favorites,
        // calls
        renderCall: ({ listingId: id, pin, rateLabel }) => (
          <CallPanel listingId={id} pin={pin} rateLabel={rateLabel} />
        ),
        renderReport: ({ listingId: id, open, onClose: close }) => (
          <ReportDialog
            content={{ content_id: id, content_type: 'listing' }}
            open={open}
            onClose={close}
          />
        ),
        renderPhoto: ({ url, title, login, onClose: close }) => (
          <MediaLightbox
            items={[{ key: url, itemType: 'image', url, title, postHref: { login, postId: '' } }]}
            index={0}
            onIndex={() => undefined}
            onClose={close}
          />
        ),
      }}
      onClose={onClose}
      onNavigate={navigate}
      onNotFound={goHome}
    />
  );
}

/**
 * Favorites for the drawer's kebab: whether the listing is one of the viewer's, and adding or
 * removing it, said in a snackbar once the change is read back.
 */
function useFavoritesSlot(listingId: string, signedIn: boolean) {
  const status = useFavoriteStatus(listingId);
  const { toggle } = useToggleFavorite(listingId);
  const isFavorite = signedIn && (status.data?.isFavoriteForViewer ?? false);
  const asked = useRef<boolean | null>(null);
  useEffect(() => {
    if (asked.current === null || asked.current !== isFavorite) return;
    showSnackbar(
      isFavorite ? 'Added to your favorites.' : 'Removed from your favorites.',
      'success',
    );
    asked.current = null;
  }, [isFavorite]);
  return {
    isFavorite,
    toggle: () => {
      asked.current = !isFavorite;
      toggle(!isFavorite);
    },
  };
}
