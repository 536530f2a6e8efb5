/**
 * Spec 000 §2: /feed/home sends a person with no followed content to Explore once; a cookie
 * lasting 525,600 minutes (a year) remembers that it happened.
 */
const EXPLORE_REDIRECT_COOKIE = 'fw_feed_explore_redirected';
const EXPLORE_REDIRECT_MINUTES = 525_600;

export function exploreRedirectCookie(): string {
  return `${EXPLORE_REDIRECT_COOKIE}=1; Max-Age=${String(EXPLORE_REDIRECT_MINUTES * 60)}; Path=/; SameSite=Lax`;
}

export function hasRedirectCookie(cookieHeader: string): boolean {
  return cookieHeader
    .split(';')
    .some((part) => part.trim().startsWith(`${EXPLORE_REDIRECT_COOKIE}=`));
}

/** Redirect when the combined feed has no content and we have not redirected before. */
export function shouldRedirectToExplore(
  firstPage: { readonly content_available: boolean; readonly records: readonly unknown[] },
  alreadyRedirected: boolean,
): boolean {
  return !alreadyRedirected && !firstPage.content_available && firstPage.records.length === 0;
}
