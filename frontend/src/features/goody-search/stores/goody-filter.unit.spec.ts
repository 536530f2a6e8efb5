import { countGoodyFilters, GoodyFilters } from '@flirtwire/contracts';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { EMPTY_GOODY_FILTERS, useGoodyFilter } from './goody-filter';

describe('goody filter slice', () => {
  beforeEach(() => {
    useGoodyFilter.setState({ filters: EMPTY_GOODY_FILTERS, category: '', sort: 1, page: 1 });
  });

  it('goes back to page 1 on a filter, category or sort change', () => {
    const store = useGoodyFilter.getState();
    store.setPage(3);
    store.setSort(2);
    expect(useGoodyFilter.getState()).toMatchObject({ sort: 2, page: 1 });
    useGoodyFilter.getState().setPage(4);
    useGoodyFilter.getState().setFilters({ ...EMPTY_GOODY_FILTERS, media: ['video'] });
    expect(useGoodyFilter.getState().page).toBe(1);
    useGoodyFilter.getState().setPage(2);
    useGoodyFilter.getState().setCategory('feet');
    expect(useGoodyFilter.getState().page).toBe(1);
  });

  it('counts the filter badge, capped at 99', () => {
    expect(
      countGoodyFilters(
        GoodyFilters.parse({ media: ['video', 'image'], publication_date: 'week' }),
      ),
    ).toBe(3);
    const many = {
      ...GoodyFilters.parse({}),
      kink_tags: Array.from({ length: 120 }, () => 'feet'),
    };
    expect(countGoodyFilters(many)).toBe(99);
  });
});
