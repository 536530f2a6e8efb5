import { describe, expect, it } from '@jest/globals';
import {
  countFilters,
  CustomersSearch,
  filtersFromSearch,
  nextSort,
  searchFromFilters,
  searchFromSort,
  sortFromSearch,
} from './url-state';

describe('My Customers URL state', () => {
  it('reads filters[name] parameters, with lists joined by ^ and day ranges as min-max', () => {
    const search = CustomersSearch.parse({
      'filters[text]': 'ann',
      'filters[status]': 'Active^Lapsing^Bogus',
      'filters[hasTags]': 'VIP, gold^Subscribers',
      'filters[contactedDaysAgo]': '0-30',
      'filters[earningsDetails]': true,
      'filters[minAmount]': 75,
    });
    expect(filtersFromSearch(search)).toEqual({
      text: 'ann',
      status: ['Active', 'Lapsing'],
      hasTags: ['VIP, gold', 'Subscribers'],
      contactedDaysAgo: { min: 0, max: 30 },
      earningsDetails: true,
      minAmount: '75',
    });
  });

  it('writes only what differs from the defaults, and reads back the same filters', () => {
    const filters = {
      value: ['High' as const],
      earnedDaysAgo: { min: 10, max: 1090 },
      earningsDetails: true,
      minAmount: '50',
      earningsChannel: 'Chat' as const,
      includeZeroSpendCustomers: false,
    };
    const search = searchFromFilters(filters);
    expect(search['filters[minAmount]']).toBeUndefined();
    expect(search['filters[earningsChannel]']).toBe('Chat');
    const defined = Object.fromEntries(
      Object.entries(search).filter((entry) => typeof entry[1] === 'string'),
    );
    expect(filtersFromSearch(CustomersSearch.parse(defined))).toEqual({
      value: ['High'],
      earnedDaysAgo: { min: 10, max: 1090 },
      earningsDetails: true,
      earningsChannel: 'Chat',
      includeZeroSpendCustomers: false,
    });
  });

  it('treats customer_list as a tag to filter by', () => {
    expect(filtersFromSearch(CustomersSearch.parse({ customer_list: 'VIP' }))).toEqual({
      hasTags: ['VIP'],
    });
  });

  it('ignores day ranges that are reversed or malformed and caps them at 1090', () => {
    expect(
      filtersFromSearch(
        CustomersSearch.parse({
          'filters[contactedDaysAgo]': '30-10',
          'filters[earnedDaysAgo]': '5-5000',
        }),
      ),
    ).toEqual({ earnedDaysAgo: { min: 5, max: 1090 } });
  });

  it('counts filters for the badge', () => {
    expect(
      countFilters({ status: ['Active', 'New'], hasTags: ['VIP'], earningsDetails: true }),
    ).toBe(4);
    expect(countFilters({ text: 'ann' })).toBe(0);
  });

  it('defaults the sort to Cntct Days Ago ascending then Last 365D $ descending', () => {
    expect(sortFromSearch(CustomersSearch.parse({}))).toEqual([
      { column: 'days_since_last_contact', direction: 'asc' },
      { column: 'skr_365D_earnings', direction: 'desc' },
    ]);
    expect(searchFromSort(sortFromSearch(CustomersSearch.parse({})))).toEqual({
      sortColumn: undefined,
      sortDirection: undefined,
    });
  });

  it('keeps at most two distinct sort columns from the URL', () => {
    expect(
      sortFromSearch(
        CustomersSearch.parse({
          sortColumn: 'skr_lt_earnings,skr_lt_earnings,skr_90D_earnings,days_since_last_contact',
          sortDirection: 'desc,asc,asc,asc',
        }),
      ),
    ).toEqual([
      { column: 'skr_lt_earnings', direction: 'desc' },
      { column: 'skr_90D_earnings', direction: 'asc' },
    ]);
  });

  it('sorts newest first: a new column becomes primary, the old primary secondary', () => {
    const start = sortFromSearch(CustomersSearch.parse({}));
    const byLifetime = nextSort(start, 'skr_lt_earnings');
    expect(byLifetime).toEqual([
      { column: 'skr_lt_earnings', direction: 'desc' },
      { column: 'days_since_last_contact', direction: 'asc' },
    ]);
    expect(nextSort(byLifetime, 'skr_lt_earnings')).toEqual([
      { column: 'skr_lt_earnings', direction: 'asc' },
      { column: 'days_since_last_contact', direction: 'asc' },
    ]);
    expect(nextSort(byLifetime, 'days_since_last_contact')).toEqual([
      { column: 'days_since_last_contact', direction: 'asc' },
      { column: 'skr_lt_earnings', direction: 'desc' },
    ]);
  });
});
