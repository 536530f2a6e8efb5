/*
 * Constants of search.ts without zod (it re-exports them): the screens need them on their first
 * screen, and a module here is bundled whole, its schemas and zod with it (`npm run bench -- web`).
 */

/** Listing price filters, per minute (calls) or per volley (chat), in cents: [min, max). */
export const LISTING_PRICE_FILTERS = [
  { id: 'price_0', label: 'Under $1', minCents: 0, belowCents: 100 },
  { id: 'price_1', label: '$1-$1.99', minCents: 100, belowCents: 200 },
  { id: 'price_2', label: '$2-$2.99', minCents: 200, belowCents: 300 },
  { id: 'price_3', label: '$3-$3.99', minCents: 300, belowCents: 400 },
  { id: 'price_4', label: '$4 or more', minCents: 400, belowCents: null },
] as const;

export const LISTING_SEARCH_MIN_TEXT = 3;

/** The three carousels shown without a query; the id is also the URL hash of its tab. */
export const GOODY_CAROUSELS = [
  { id: 'recent_additions', label: 'Recent Goodies' },
  { id: 'top_goodies_this_week', label: 'Top Goodies' },
  { id: 'most_liked_this_month', label: 'Most Liked' },
] as const;
