import { describe, expect, it } from '@jest/globals';
import type { SearchSchema } from './search-schema';
import { EventsSearch, StreamSearch } from '@/features/audit/lib/browse-search';
import { SignInSearch } from '@/features/auth/lib/sign-in-search';
import { CustomersSearch } from '@/features/customers/lib/url-state';
import { EarningsSearch } from '@/features/earnings/lib/earnings-search';
import { localReturnPath, parseSearch, stringifySearch } from './search-params';

describe('the query string the router writes and reads', () => {
  it('writes plain values, never JSON-quoted', () => {
    expect(stringifySearch({ window: '7', view: 'net' })).toBe('?window=7&view=net');
    expect(stringifySearch({ open_filters: '1' })).toBe('?open_filters=1');
    expect(stringifySearch({ revision: 3, fromLogin: true })).toBe('?revision=3&fromLogin=true');
    expect(
      stringifySearch({ 'filters[earningsDetails]': 'true', 'filters[minAmount]': '75' }),
    ).toBe('?filters[earningsDetails]=true&filters[minAmount]=75');
  });

  it('keeps the brackets and commas of the My Customers URL readable, and escapes the delimiters', () => {
    const url = stringifySearch({
      'filters[text]': 'a&b=c+d #1 100%',
      sortColumn: 'lifetime_earnings,days_since_last_contact',
      return_url: '/account?x=1',
    });
    expect(url).toBe(
      '?filters[text]=a%26b%3Dc%2Bd+%231+100%25&sortColumn=lifetime_earnings,days_since_last_contact&return_url=/account%3Fx%3D1',
    );
    expect(parseSearch(url)).toEqual({
      'filters[text]': 'a&b=c+d #1 100%',
      sortColumn: 'lifetime_earnings,days_since_last_contact',
      return_url: '/account?x=1',
    });
  });

  it('leaves out unset values; nothing set is no query string at all', () => {
    expect(stringifySearch({ window: undefined, view: null, open_filters: '1' })).toBe(
      '?open_filters=1',
    );
    expect(stringifySearch({ window: undefined })).toBe('');
    expect(stringifySearch({})).toBe('');
  });

  it('reads text as text, whatever it looks like', () => {
    expect(
      parseSearch('?window=7&open_filters=1&fromLogin=true&x=null&y=%5B1%5D&z=%221%22'),
    ).toEqual({ window: '7', open_filters: '1', fromLogin: 'true', x: 'null', y: '[1]', z: '"1"' });
    expect(parseSearch('filters[text]=ann+lee&empty=')).toEqual({
      'filters[text]': 'ann lee',
      empty: '',
    });
  });

  it('reads a repeated key as a list, and writes a list as the key repeated', () => {
    expect(parseSearch('?tag=a&tag=b&one=c')).toEqual({ tag: ['a', 'b'], one: 'c' });
    expect(stringifySearch({ tag: ['a', 'b'] })).toBe('?tag=a&tag=b');
  });

  it('takes __proto__ as an ordinary key', () => {
    const search = parseSearch('?__proto__=x&a=1');
    expect(Object.getPrototypeOf(search)).toBeNull();
    expect(search.a).toBe('1');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('round-trips text that JSON would read as something else', () => {
    for (const text of [
      '7',
      '"quoted"',
      'true',
      'null',
      '[1,2]',
      '{"a":1}',
      ' spaced ',
      'a&b=c?#%',
    ]) {
      expect(parseSearch(stringifySearch({ text }))).toEqual({ text });
    }
  });

  /**
   * Every route's schema reads back what the app navigated with: the typed value an in-app
   * navigation holds and the text a reload or a shared link gives validate the same.
   */
  const cases: [string, SearchSchema<unknown, unknown>, Record<string, unknown>][] = [
    [
      'My Customers',
      CustomersSearch,
      {
        'filters[status]': 'Active^Lapsing',
        'filters[contactedDaysAgo]': '0-30',
        'filters[earningsDetails]': 'true',
        'filters[minAmount]': '75',
        'filters[earningsDateWindow]': '7',
        'filters[text]': 'ann & co: 50% off/1,2',
        sortColumn: 'lifetime_earnings,days_since_last_contact',
        sortDirection: 'desc,asc',
        open_filters: '1',
        customer_list: 'VIP^gold',
        saved_search: '42',
      },
    ],
    ['Earnings', EarningsSearch, { window: '7', view: 'net' }],
    ['Earnings, lifetime', EarningsSearch, { window: 'lifetime' }],
    [
      'audit events',
      EventsSearch,
      { types: 'TipSent,CallCompleted', from: '2026-01-01T00:00:00.000Z', order: 'asc' },
    ],
    ['audit stream', StreamSearch, { revision: 12 }],
    [
      'sign-in',
      SignInSearch,
      { return_url: '/my_customers?open_filters=1&x=2', fromLogin: true, product: 'chat' },
    ],
  ];
  it.each(cases)('%s: the schema reads the URL as it read the navigation', (_, schema, search) => {
    const direct = schema.parse(search);
    const url = stringifySearch(search);
    expect(url).not.toContain('%22');
    expect(schema.parse(parseSearch(url))).toEqual(direct);
    // And writing what was read gives the same URL: links and reloads are stable.
    expect(stringifySearch(parseSearch(url))).toBe(url);
  });

  it('reads the URLs the product documents', () => {
    expect(CustomersSearch.parse(parseSearch('?open_filters=1')).open_filters).toBe('1');
    expect(EarningsSearch.parse(parseSearch('?window=7'))).toEqual({ window: '7' });
    expect(StreamSearch.parse(parseSearch('?revision=3'))).toEqual({ revision: 3 });
    expect(SignInSearch.parse(parseSearch('?fromLogin=true')).fromLogin).toBe(true);
  });
});

describe('a return_url the app may go back to', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(localReturnPath('/call/listing/42')).toBe('/call/listing/42');
    expect(localReturnPath('/?listing_id=7#top')).toBe('/?listing_id=7#top');
  });

  it('refuses another origin however it is written', () => {
    for (const value of [
      'https://evil.example/',
      'javascript:alert(1)',
      '//evil.example/x',
      '/\\evil.example/x',
      '/\t/evil.example/x',
      '/\n/evil.example/x',
      'account',
      '',
      42,
      undefined,
    ]) {
      expect(localReturnPath(value)).toBeUndefined();
    }
  });
});
