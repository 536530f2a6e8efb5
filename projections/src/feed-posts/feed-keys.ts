/**
 * Ordering keys of the feeds (spec 001 §4: published-at plus sort order). A post's key is its
 * publication time and the global position of its PostPublished event, so two posts published
 * in the same millisecond still have one order that never changes; keys only grow, so paging
 * down while others publish neither repeats nor skips a post. Strings compare in that order.
 */
const POSITION_DIGITS = 16;
const FEED_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z~\d{16}$/;
const MEDIA_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z~\d{16}~\d{3}$/;

export function feedKey(publishedAt: string, position: number): string {
  return `${new Date(publishedAt).toISOString()}~${String(position).padStart(POSITION_DIGITS, '0')}`;
}

/**
 * A media item's key: its post's key, then the item's sort order inverted, so that reading
 * newest first still shows a post's items in their own order.
 */
export function mediaKey(postKey: string, sortOrder: number): string {
  return `${postKey}~${String(999 - sortOrder).padStart(3, '0')}`;
}

export function isFeedKey(value: string): boolean {
  return FEED_KEY.test(value);
}

export function isMediaKey(value: string): boolean {
  return MEDIA_KEY.test(value);
}

/** Greater than every key: the first page reads below it. */
export const TOP_KEY = '~';
