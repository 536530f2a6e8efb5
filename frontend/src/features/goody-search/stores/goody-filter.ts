import { type GoodyFilters, type GoodySort } from '@flirtwire/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type GoodyFacetFilters = Omit<GoodyFilters, 'text'>;

export const EMPTY_GOODY_FILTERS: GoodyFacetFilters = {
  price: [],
  media: [],
  rating: [],
  dominance_tags: [],
  age_tags: [],
  race_tags: [],
  content_rating: [],
  publication_date: 'anytime',
  kink_tags: [],
};

interface GoodyFilterState {
  readonly filters: GoodyFacetFilters;
  readonly category: string;
  readonly sort: GoodySort;
  readonly page: number;
  readonly setFilters: (filters: GoodyFacetFilters) => void;
  readonly setCategory: (category: string) => void;
  readonly setSort: (sort: GoodySort) => void;
  readonly setPage: (page: number) => void;
}

/**
 * The persisted goody filter slice. A filter, category or sort change goes back to page 1
 * (the rule lives here, so every control follows it).
 */
export const useGoodyFilter = create<GoodyFilterState>()(
  persist(
    (set) => ({
      filters: EMPTY_GOODY_FILTERS,
      category: '',
      sort: 1,
      page: 1,
      setFilters: (filters) => {
        set({ filters, page: 1 });
      },
      setCategory: (category) => {
        set({ category, page: 1 });
      },
      setSort: (sort) => {
        set({ sort, page: 1 });
      },
      setPage: (page) => {
        set({ page });
      },
    }),
    { name: 'flirtwire.goody-filter', storage: createJSONStorage(() => localStorage) },
  ),
);
