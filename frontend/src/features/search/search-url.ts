import {
  LISTING_PRICE_FILTERS,
  LISTING_SEARCH_MIN_TEXT,
  type ListingType,
} from '@flirtwire/contracts';
import { z } from 'zod';

/** The value of filters[] that stands for 'Limit to Available Flirts'. */
export const AVAILABLE_FILTER = 'available';
const FILTER_VALUES: readonly string[] = [
  ...LISTING_PRICE_FILTERS.map((f) => f.id),
  AVAILABLE_FILTER,
];

/** The /search screen's state, all of it in the URL (text, category_id, type, sort, page, advanced_search, filters[]). */
export const SearchUrlState = z.object({
  text: z.string().max(100).catch(''),
  category_id: z.string().max(20).catch(''),
  type: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .catch(1),
  sort: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .catch(0),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  advanced_search: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .catch(0),
  // The URL repeats the key per filter, and one filter reads back as a plain string: a list.
  filters: z
    .preprocess((value) => (typeof value === 'string' ? [value] : value), z.array(z.string()))
    .catch([])
    .transform((values) => values.filter((v) => FILTER_VALUES.includes(v))),
});
export type SearchUrlState = z.infer<typeof SearchUrlState>;

/** The query string of GET /client_api/search for a URL state. */
export function listingSearchParams(state: SearchUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.text) params.set('searchQueryText', state.text);
  params.set('advancedSearch', String(state.advanced_search));
  const prices = state.filters.filter((f) => f !== AVAILABLE_FILTER);
  if (prices.length > 0) params.set('filters', prices.join(','));
  params.set('limitToAvailable', state.filters.includes(AVAILABLE_FILTER) ? '1' : '0');
  if (state.category_id) params.set('categoryId', state.category_id);
  params.set('type', String(state.type));
  params.set('sort', String(state.sort));
  params.set('page', String(state.page));
  return params;
}

/**
 * What typing does: 1 or 2 characters on Enter show 'Please enter at least 3 characters';
 * automatic search (after the 500 ms pause) starts at 3; an empty box searches everything.
 */
export function searchTextDecision(
  text: string,
  how: 'enter' | 'typing',
): 'search' | 'too-short' | 'wait' {
  const length = text.trim().length;
  if (length === 0) return how === 'enter' ? 'search' : 'wait';
  if (length < LISTING_SEARCH_MIN_TEXT) return how === 'enter' ? 'too-short' : 'wait';
  return 'search';
}

/** A tab, sort or filter change starts again at page 1; the type is the tab. */
export function withChange(
  state: SearchUrlState,
  change: Partial<Omit<SearchUrlState, 'page'>>,
): SearchUrlState {
  return { ...state, ...change, page: 1 };
}

export const isListingType = (n: number): n is ListingType => n === 1 || n === 2 || n === 3;
