import {
  CUSTOMER_SORT_COLUMNS,
  type CustomerFiltersInput,
  type CustomerSortColumn,
  type CustomerSortKey,
  DAYS_AGO_MAX,
  DEFAULT_CUSTOMER_SORT,
  DEFAULT_MIN_AMOUNT,
  EARNINGS_CHANNEL_FILTERS,
  EARNINGS_CHANNELS,
  EARNINGS_WINDOWS,
  LAPSE_RISK_LEVELS,
  STATUS_FILTERS,
  VALUE_FILTERS,
} from '@flirtwire/contracts';
import { type CustomersSearch, type FilterKey, type FilterParam } from './customers-search';

/**
 * The My Customers URL (spec 002: filters[name], sortColumn, sortDirection, open_filters,
 * customer_list, saved_search). Each filter is its own `filters[<name>]` parameter; lists are
 * joined with '^' (the one character a tag name may not contain); day ranges are `min-max`;
 * the sort is `sortColumn=a,b&sortDirection=asc,desc`, primary first. Defaults are left out,
 * so a plain /my_customers is the default search.
 */

export { CustomersSearch } from './customers-search';

const LIST_SEPARATOR = '^';

function list<T extends string>(raw: string | undefined, allowed?: readonly T[]): T[] {
  if (!raw) return [];
  const items = raw
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);
  const unique = [...new Set(items)];
  return (
    allowed ? unique.filter((item) => (allowed as readonly string[]).includes(item)) : unique
  ) as T[];
}

function range(raw: string | undefined): { min: number; max: number } | null {
  const match = raw ? /^(\d{1,4})-(\d{1,4})$/.exec(raw) : null;
  if (!match) return null;
  const min = Math.min(Number(match[1]), DAYS_AGO_MAX);
  const max = Math.min(Number(match[2]), DAYS_AGO_MAX);
  return min <= max ? { min, max } : null;
}

function oneOf<T extends string>(raw: string | undefined, allowed: readonly T[]): T | undefined {
  return raw !== undefined && (allowed as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

/** The filter state the URL describes (only what it sets; the API fills in defaults). */
export function filtersFromSearch(search: CustomersSearch): CustomerFiltersInput {
  const get = (name: FilterParam) => search[`filters[${name}]`];
  const filters: CustomerFiltersInput = {};
  const textFilter = get('text')?.slice(0, 100);
  if (textFilter) filters.text = textFilter;
  const value = list(get('value'), VALUE_FILTERS);
  if (value.length) filters.value = value;
  const status = list(get('status'), STATUS_FILTERS);
  if (status.length) filters.status = status;
  const mainSpend = list(get('mainSpend'), EARNINGS_CHANNELS);
  if (mainSpend.length) filters.mainSpend = mainSpend;
  const contacted = range(get('contactedDaysAgo'));
  if (contacted) filters.contactedDaysAgo = contacted;
  const earned = range(get('earnedDaysAgo'));
  if (earned) filters.earnedDaysAgo = earned;
  const packages = list(get('packages'));
  if (packages.length) filters.packages = packages;
  const hasTags = list(get('hasTags'));
  const customerList = search.customer_list?.trim();
  if (customerList && !hasTags.includes(customerList)) hasTags.push(customerList);
  if (hasTags.length) filters.hasTags = hasTags;
  const excludeTags = list(get('excludeTags'));
  if (excludeTags.length) filters.excludeTags = excludeTags;
  if (get('earningsDetails') === 'true') {
    filters.earningsDetails = true;
    const minAmount = get('minAmount');
    if (minAmount && /^\d{1,7}(?:\.\d{1,2})?$/.test(minAmount)) filters.minAmount = minAmount;
    const channel = oneOf(get('earningsChannel'), EARNINGS_CHANNEL_FILTERS);
    if (channel) filters.earningsChannel = channel;
    const window = oneOf(get('earningsDateWindow'), EARNINGS_WINDOWS);
    if (window) filters.earningsDateWindow = window;
  }
  if (get('includeZeroSpendCustomers') === 'false') filters.includeZeroSpendCustomers = false;
  const lapseRisk = list(get('lapseRisk'), LAPSE_RISK_LEVELS);
  if (lapseRisk.length) filters.lapseRisk = lapseRisk;
  const minPredicted90 = get('minPredicted90');
  if (minPredicted90 && /^\d{1,7}(?:\.\d{1,2})?$/.test(minPredicted90))
    filters.minPredicted90 = minPredicted90;
  return filters;
}

type FilterSearch = Partial<Record<FilterKey, string | undefined>>;

/** The URL parameters for a filter state; every filter key is present (undefined clears it). */
export function searchFromFilters(filters: CustomerFiltersInput): FilterSearch {
  const joined = (items: readonly string[] | undefined) =>
    items && items.length > 0 ? items.join(LIST_SEPARATOR) : undefined;
  const span = (r: { min: number; max: number } | null | undefined) =>
    r ? `${String(r.min)}-${String(r.max)}` : undefined;
  const details = filters.earningsDetails === true;
  return {
    'filters[text]': filters.text?.trim() ? filters.text.trim() : undefined,
    'filters[value]': joined(filters.value),
    'filters[status]': joined(filters.status),
    'filters[mainSpend]': joined(filters.mainSpend),
    'filters[contactedDaysAgo]': span(filters.contactedDaysAgo),
    'filters[earnedDaysAgo]': span(filters.earnedDaysAgo),
    'filters[packages]': joined(filters.packages),
    'filters[hasTags]': joined(filters.hasTags),
    'filters[excludeTags]': joined(filters.excludeTags),
    'filters[earningsDetails]': details ? 'true' : undefined,
    'filters[minAmount]':
      details && filters.minAmount && filters.minAmount !== DEFAULT_MIN_AMOUNT
        ? filters.minAmount
        : undefined,
    'filters[earningsChannel]':
      details && filters.earningsChannel && filters.earningsChannel !== 'All'
        ? filters.earningsChannel
        : undefined,
    'filters[earningsDateWindow]':
      details && filters.earningsDateWindow && filters.earningsDateWindow !== '30'
        ? filters.earningsDateWindow
        : undefined,
    'filters[includeZeroSpendCustomers]':
      filters.includeZeroSpendCustomers === false ? 'false' : undefined,
    'filters[lapseRisk]': joined(filters.lapseRisk),
    'filters[minPredicted90]': filters.minPredicted90 ?? undefined,
  };
}

/**
 * How many filters are set, for the badge on the Filters button (spec 002 §9: shown capped at
 * 99). Text search has its own box and is not counted.
 */
export function countFilters(filters: CustomerFiltersInput): number {
  let count = 0;
  count += filters.value?.length ?? 0;
  count += filters.status?.length ?? 0;
  count += filters.mainSpend?.length ?? 0;
  count += filters.packages?.length ?? 0;
  count += filters.hasTags?.length ?? 0;
  count += filters.excludeTags?.length ?? 0;
  if (filters.contactedDaysAgo) count++;
  if (filters.earnedDaysAgo) count++;
  if (filters.earningsDetails) count++;
  if (filters.includeZeroSpendCustomers === false) count++;
  count += filters.lapseRisk?.length ?? 0;
  if (filters.minPredicted90) count++;
  return count;
}

const SORT_COLUMNS = Object.keys(CUSTOMER_SORT_COLUMNS) as CustomerSortColumn[];

/** The sort the URL asks for: at most two distinct columns, primary first; else the default. */
export function sortFromSearch(search: CustomersSearch): CustomerSortKey[] {
  const columns = (search.sortColumn ?? '').split(',').filter(Boolean);
  const directions = (search.sortDirection ?? '').split(',');
  const keys: CustomerSortKey[] = [];
  columns.forEach((column, index) => {
    const known = oneOf(column, SORT_COLUMNS);
    if (!known || keys.some((key) => key.column === known) || keys.length >= 2) return;
    keys.push({ column: known, direction: directions[index] === 'desc' ? 'desc' : 'asc' });
  });
  return keys.length > 0 ? keys : [...DEFAULT_CUSTOMER_SORT];
}

export function searchFromSort(sort: readonly CustomerSortKey[]): {
  sortColumn: string | undefined;
  sortDirection: string | undefined;
} {
  const isDefault =
    sort.length === DEFAULT_CUSTOMER_SORT.length &&
    sort.every((key, index) => {
      const expected = DEFAULT_CUSTOMER_SORT[index];
      return (
        expected !== undefined &&
        key.column === expected.column &&
        key.direction === expected.direction
      );
    });
  if (isDefault) return { sortColumn: undefined, sortDirection: undefined };
  return {
    sortColumn: sort.map((key) => key.column).join(','),
    sortDirection: sort.map((key) => key.direction).join(','),
  };
}

/** Money columns sort largest first on the first click; days sort smallest (most recent) first. */
function firstDirection(column: CustomerSortColumn): 'asc' | 'desc' {
  return column === 'days_since_last_contact' ? 'asc' : 'desc';
}

/**
 * Spec 002: at most two sort columns, newest first. Clicking the primary column flips its
 * direction; clicking another makes it primary (in its first direction) and keeps the old
 * primary as secondary.
 */
export function nextSort(
  current: readonly CustomerSortKey[],
  column: CustomerSortColumn,
): CustomerSortKey[] {
  const primary = current[0];
  if (primary?.column === column) {
    return [
      { column, direction: primary.direction === 'asc' ? 'desc' : 'asc' },
      ...current.slice(1, 2),
    ];
  }
  const previous = current.filter((key) => key.column !== column).slice(0, 1);
  return [{ column, direction: firstDirection(column) }, ...previous];
}
