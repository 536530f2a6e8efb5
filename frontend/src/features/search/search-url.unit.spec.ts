import { describe, expect, it } from '@jest/globals';
import { listingSearchParams, SearchUrlState, searchTextDecision, withChange } from './search-url';

describe('listing search URL state', () => {
  it('reads one filter (a single key in the URL, so a plain string) as a list of one', () => {
    expect(SearchUrlState.parse({ filters: 'price_1' }).filters).toEqual(['price_1']);
    expect(SearchUrlState.parse({ filters: ['price_1', 'available'] }).filters).toEqual([
      'price_1',
      'available',
    ]);
    expect(SearchUrlState.parse({ filters: 'price_9' }).filters).toEqual([]);
  });

  it('reads the spec parameters, falling back to defaults on anything unknown', () => {
    expect(SearchUrlState.parse({})).toEqual({
      text: '',
      category_id: '',
      type: 1,
      sort: 0,
      page: 1,
      advanced_search: 0,
      filters: [],
    });
    expect(
      SearchUrlState.parse({
        text: 'ruby',
        type: '3',
        sort: '9',
        page: '2',
        filters: ['price_1', 'x', 'available'],
      }),
    ).toMatchObject({ text: 'ruby', type: 3, sort: 0, page: 2, filters: ['price_1', 'available'] });
  });

  it('turns the URL state into the API parameters (available is its own flag)', () => {
    const params = listingSearchParams(
      SearchUrlState.parse({
        text: 'ruby',
        filters: ['price_0', 'price_4', 'available'],
        category_id: '200',
      }),
    );
    expect(Object.fromEntries(params)).toEqual({
      searchQueryText: 'ruby',
      advancedSearch: '0',
      filters: 'price_0,price_4',
      limitToAvailable: '1',
      categoryId: '200',
      type: '1',
      sort: '0',
      page: '1',
    });
  });

  it('searches from 3 characters; 1 or 2 on Enter are too short; typing them waits', () => {
    expect(searchTextDecision('ab', 'enter')).toBe('too-short');
    expect(searchTextDecision('ab', 'typing')).toBe('wait');
    expect(searchTextDecision(' abc ', 'typing')).toBe('search');
    expect(searchTextDecision('', 'enter')).toBe('search');
    expect(searchTextDecision('', 'typing')).toBe('wait');
  });

  it('goes back to page 1 on a tab, sort or filter change', () => {
    const state = SearchUrlState.parse({ page: '4', type: '1' });
    expect(withChange(state, { type: 2 })).toMatchObject({ type: 2, page: 1 });
    expect(withChange(state, { filters: ['price_2'] })).toMatchObject({ page: 1 });
  });
});
