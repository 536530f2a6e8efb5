import { flag, integer, searchSchema, text, type SearchOf } from '@/lib/search-schema';

/** Listing types by the number the URL and the API use: live, recorded, chat. */
export type ListingTypeNumber = 1 | 2 | 3;
/** Category sorts by the number the URL and the API use. */
export type CategorySortNumber = 0 | 1 | 2 | 3 | 4;

const CHAT: ListingTypeNumber = 3;

/** A listing id in a URL (`?listing_id=123`): digits only. */
export const ListingIdParam = text({ pattern: /^[1-9]\d{0,17}$/ });

const int = (min: number, max: number) => integer({ min, max });

/**
 * The category page's URL: `listing_type` (1 live, 2 recorded, 3 chat; default 1), `page`
 * (default 1), `sort`, `decision_screen` and the drawer's `listing_id`. Anything unreadable is
 * dropped (the default applies) rather than failing the page.
 */
export const CategorySearch = searchSchema({
  listing_type: int(1, 3),
  page: int(1, 10_000),
  sort: int(0, 4),
  // The URL gives text ('true', '1'); an in-app navigation may hold the boolean itself.
  decision_screen: flag({ true: true, false: false, 1: true, 0: false }),
  listing_id: ListingIdParam,
});
export type CategorySearch = SearchOf<typeof CategorySearch>;

export interface CategoryState {
  readonly listingType: ListingTypeNumber;
  readonly page: number;
  /** Null on the Chat tab: it has no sort. */
  readonly sort: CategorySortNumber | null;
  readonly decisionScreen: boolean;
}

const isListingType = (value: number | undefined): value is ListingTypeNumber =>
  value === 1 || value === 2 || value === 3;
const isSort = (value: number | undefined): value is CategorySortNumber =>
  value !== undefined && value >= 0 && value <= 4;

/** The page's state with the defaults filled in (tab 1, page 1, Featured Listings). */
export function categoryState(search: CategorySearch): CategoryState {
  const listingType = isListingType(search.listing_type) ? search.listing_type : 1;
  return {
    listingType,
    page: search.page ?? 1,
    sort: listingType === CHAT ? null : isSort(search.sort) ? search.sort : 0,
    decisionScreen: search.decision_screen === true,
  };
}

/** Another tab starts on its first page; the Chat tab drops the sort it does not have. */
export function withListingType(
  search: CategorySearch,
  listingType: ListingTypeNumber,
): CategorySearch {
  return {
    ...search,
    listing_type: listingType,
    page: undefined,
    sort: listingType === CHAT ? undefined : search.sort,
    listing_id: undefined,
  };
}

/** Another sort starts on the first page. */
export function withSort(search: CategorySearch, sort: CategorySortNumber): CategorySearch {
  return { ...search, sort, page: undefined, listing_id: undefined };
}

export function withPage(search: CategorySearch, page: number): CategorySearch {
  return { ...search, page: page <= 1 ? undefined : page, listing_id: undefined };
}

/** The page with its decision screen closed. */
export function withoutDecisionScreen(search: CategorySearch): CategorySearch {
  return { ...search, decision_screen: undefined };
}

/** The query of GET /client_api/categories/{category} for this state (12 a page). */
export function categoryListingsParams(
  state: CategoryState,
  perPage: number,
): Record<string, string | number> {
  return {
    page: state.page,
    listingType: state.listingType,
    perPage,
    ...(state.sort === null ? {} : { sort: state.sort }),
    ...(state.decisionScreen ? { decisionScreen: 'true' } : {}),
  };
}
