import { scalarText as text, searchSchema, type SearchOf } from '@/lib/search-schema';

/*
 * The My Customers URL's schema on its own (url-state.ts has the rest): the route validates its
 * search with it from the entry chunk, so only this small module is there, not the whole URL
 * logic and its contracts (the feed's first screen budget, `npm run bench -- web`).
 */

const FILTER_PARAMS = [
  'text',
  'value',
  'status',
  'mainSpend',
  'contactedDaysAgo',
  'earnedDaysAgo',
  'packages',
  'hasTags',
  'excludeTags',
  'earningsDetails',
  'minAmount',
  'earningsChannel',
  'earningsDateWindow',
  'includeZeroSpendCustomers',
  'lapseRisk',
  'minPredicted90',
] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];
export type FilterKey = `filters[${FilterParam}]`;

/** The URL gives text; an in-app navigation may still hold a number or a boolean: any scalar as text. */
const filterShape = Object.fromEntries(
  FILTER_PARAMS.map((name) => [`filters[${name}]`, text]),
) as Record<FilterKey, typeof text>;

export const CustomersSearch = searchSchema({
  ...filterShape,
  sortColumn: text,
  sortDirection: text,
  open_filters: text,
  /** A tag (user or system) whose customers to show: Manage Tags links here. */
  customer_list: text,
  saved_search: text,
  /** The grid as it stood at the end of this day (YYYY-MM-DD, read-only); absent: today. */
  as_of: text,
});
export type CustomersSearch = SearchOf<typeof CustomersSearch>;
