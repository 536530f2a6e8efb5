import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react';
import { Loading } from '@/components/states';

/**
 * The storefront's tabs other than its listings, and the owner's editors, each loaded when it
 * is shown rather than with every storefront: a first visit opens the listings, and on a slow
 * phone network each file more is a round trip in a queue of six (`npm run bench -- vitals`).
 * A tab's own route starts loading its tab early (`loadStorefront` with the tab).
 */
const tabModules = {
  goodies: () => import('@/features/goodies/components/goodies-tab'),
  feed: () => import('./feed-tab'),
  packages: () => import('@/features/subscriptions/components/storefront-packages'),
} as const;

/** A tab whose code loads when shown. */
export type StorefrontTabCode = keyof typeof tabModules;

/** Starts loading a tab's code (a route's loader, before the storefront renders it). */
export function preloadStorefrontTab(tab: StorefrontTabCode): void {
  void tabModules[tab]().catch(() => undefined);
}

const Goodies = lazy(() =>
  tabModules.goodies().then(({ GoodiesTab }) => ({ default: GoodiesTab })),
);
const Feed = lazy(tabModules.feed);
const Packages = lazy(() =>
  tabModules.packages().then(({ StorefrontPackages }) => ({ default: StorefrontPackages })),
);
const OwnHomepage = lazy(() => import('./own-homepage'));
const ImageEditor = lazy(() =>
  import('@/features/profile-images/components/profile-image-editor').then(
    ({ ProfileImageEditor }) => ({ default: ProfileImageEditor }),
  ),
);

/** The part, with the app's loading state until its code has arrived. */
function slot<P extends object>(Part: LazyExoticComponent<ComponentType<P>>) {
  return function Slot(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Part {...props} />
      </Suspense>
    );
  };
}

export const GoodiesTabSlot = slot(Goodies);
export const FeedTabSlot = slot(Feed);
export const StorefrontPackagesSlot = slot(Packages);
/** The owner's review notice and homepage editor, above their profile page. */
export const OwnHomepageSlot = slot(OwnHomepage);
export const ProfileImageEditorSlot = slot(ImageEditor);
