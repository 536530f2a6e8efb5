import {
  LISTING_PRICE_FILTERS,
  LISTING_SEARCH_MIN_TEXT,
  type ListingType,
} from '@flirtwire/contracts';
import { integer, numberOf, orElse, searchSchema, text, type SearchOf } from '@/lib/search-schema';

/** The value of filters[] that stands for 'Limit to Available Flirts'. */
export const AVAILABLE_FILTER = 'available';
const FILTER_VALUES: readonly string[] = [
  ...LISTING_PRICE_FILTERS.map((f) => f.id),
  AVAILABLE_FILTER,
];

/** The /search screen's state, all of it in the URL (text, category_id, type, sort, page, advanced_search, filters[]). */
export const SearchUrlState = searchSchema({
  text: orElse(text({ max: 100 }), ''),
  category_id: orElse(text({ max: 20 }), ''),
  type: orElse(numberOf([1, 2, 3]), 1),
  sort: orElse(numberOf([0, 1]), 0),
  page: orElse(integer({ min: 1, max: 10_000 }), 1),
  advanced_search: orElse(numberOf([0, 1]), 0),
  // The URL repeats the key per filter, and one filter reads back as a plain string: a list.
  filters: (value: unknown): string[] => {
    const values = typeof value === 'string' ? [value] : value;
    if (!Array.isArray(values) || !values.every((v) => typeof v === 'string')) return [];
    return values.filter((v: string) => FILTER_VALUES.includes(v));
  },
});
export type SearchUrlState = SearchOf<typeof SearchUrlState>;

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
