import { EARNINGS_WINDOWS } from '@flirtwire/contracts';
import { oneOf, searchSchema, type SearchOf } from '@/lib/search-schema';

/**
 * The Earnings page URL (`/account/earnings?window=7&view=net`). The URL gives text, an in-app
 * navigation may still hold what the page set: accept either; a bad value means the default.
 */
export const EarningsSearch = searchSchema({
  window: oneOf(EARNINGS_WINDOWS, { coerce: true }),
  view: oneOf(['gross', 'net']),
});
export type EarningsSearch = SearchOf<typeof EarningsSearch>;

/** The window a page without `?window=` shows: the last 30 days. */
export const DEFAULT_EARNINGS_WINDOW = '30';
