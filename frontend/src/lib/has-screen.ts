import { trimPathRight } from '@tanstack/react-router';

/** The part of the router the check reads (the whole router fits). */
export interface RouteTable {
  readonly routesByPath: object;
}

/**
 * Whether this app has a screen for a link (no dead ends: a menu shows a link only then).
 * `href` is a path (`/feed/home?x=1#y`) or a route template (`/chat/$slug`), compared to the
 * route table exactly: a path the storefront's `/$login` would swallow (`/help`) is not a screen.
 *
 * @example hasScreen(router, '/subscriptions') // true once routes/subscriptions.index.tsx exists
 */
export function hasScreen(router: RouteTable, href: string): boolean {
  const path = trimPathRight(href.split(/[?#]/)[0] || '/') || '/';
  return Object.prototype.hasOwnProperty.call(router.routesByPath, path);
}
