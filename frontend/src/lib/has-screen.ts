import { trimPathRight } from '@tanstack/react-router';

/** The part of the router the check reads (the whole router fits). */
export interface RouteTable {
  readonly routesByPath: object;
  /** The router's matcher: finds the route a concrete path (`/help/about`) renders. */
  readonly getMatchedRoutes?: (path: string) => readonly [unknown, unknown, unknown];
}

function foundRouteId(router: RouteTable, path: string): string | null {
  const found = router.getMatchedRoutes?.(path)[2];
  if (typeof found !== 'object' || found === null || !('id' in found)) return null;
  return typeof found.id === 'string' ? found.id : null;
}

/**
 * Whether this app has a screen for a link (no dead ends: a menu shows a link only then).
 * `href` is a path (`/feed/home?x=1#y`, `/help/about`) or a route template (`/chat/$slug`). A
 * template must be a route exactly; a concrete path must be matched by a route other than the
 * storefront's `/$login`, which would swallow any one-segment path (`/help`, `/flirt`).
 *
 * @example hasScreen(router, '/subscriptions') // true once routes/subscriptions.index.tsx exists
 */
export function hasScreen(router: RouteTable, href: string): boolean {
  const path = trimPathRight(href.split(/[?#]/)[0] || '/') || '/';
  if (Object.prototype.hasOwnProperty.call(router.routesByPath, path)) return true;
  if (path.includes('$')) return false;
  const id = foundRouteId(router, path);
  return id !== null && id !== '__root__' && !id.startsWith('/$login');
}
