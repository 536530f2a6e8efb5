import { type ComponentProps, lazy, Suspense } from 'react';

/**
 * The listing drawer (with the call panel, the lightbox and the report dialog it brings) loads
 * when a listing is opened, not with the page that lists them (the first screen's budget,
 * `npm run bench -- web`).
 */
const Host = lazy(() =>
  import('./listing-drawer-host').then(({ ListingDrawerHost: host }) => ({ default: host })),
);

/** {@link import('./listing-drawer-host').ListingDrawerHost}, loaded on first use. */
export function ListingDrawerHost(props: ComponentProps<typeof Host>) {
  return (
    <Suspense fallback={null}>
      <Host {...props} />
    </Suspense>
  );
}
