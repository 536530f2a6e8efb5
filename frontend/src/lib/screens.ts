import type { AnyRouter } from '@tanstack/react-router';

/**
 * No dead ends: a site link shows only once its screen exists in this app. A path that only
 * matches the storefront's `/$login` pattern (e.g. `/flirt` before that screen exists) has no
 * screen of its own; links meant for a storefront pass `storefront: true`.
 */
export function hasScreen(
  router: Pick<AnyRouter, 'getMatchedRoutes'>,
  href: string,
  options: { readonly storefront?: boolean } = {},
): boolean {
  const path = href.split(/[?#]/)[0] ?? '/';
  const found: { readonly id: string } | undefined = router.getMatchedRoutes(path)[2];
  if (found === undefined) return false;
  return options.storefront === true || !found.id.startsWith('/$login');
}
