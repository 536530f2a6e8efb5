import { z } from 'zod';

/*
 * The My Customers URL's schema on its own (url-state.ts has the rest): the route validates its
 * search with it from the entry chunk, so only this small module is there, not the whole URL
 * logic and its contracts (the feed's first screen budget, `npm run bench -- web`).
 */

/** The URL gives text; an in-app navigation may still hold a number or a boolean: take any scalar as text. */
const text = z
  .unknown()
  .transform((value) =>
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : undefined,
  );

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

const filterShape = Object.fromEntries(
  FILTER_PARAMS.map((name) => [`filters[${name}]`, text.optional()]),
) as Record<FilterKey, z.ZodOptional<typeof text>>;

export const CustomersSearch = z.object({
  ...filterShape,
  sortColumn: text.optional(),
  sortDirection: text.optional(),
  open_filters: text.optional(),
  /** A tag (user or system) whose customers to show: Manage Tags links here. */
  customer_list: text.optional(),
  saved_search: text.optional(),
  /** The grid as it stood at the end of this day (YYYY-MM-DD, read-only); absent: today. */
  as_of: text.optional(),
});
export type CustomersSearch = z.infer<typeof CustomersSearch>;
