import { create } from 'zustand';
import { cycleHeader, NO_SELECTION, type Selection, toggleRow } from '../lib/selection';

interface SelectionState {
  readonly selection: Selection;
  /** Ids of the rows on the page shown now (for "select page"). */
  readonly pageIds: readonly string[];
  /** How many customers the current search matches, as the server counted; null until known. */
  readonly total: number | null;
  readonly setPage: (pageIds: readonly string[], total: number) => void;
  /** A new search: its count is not known until its first page answers. */
  readonly forgetTotal: () => void;
  readonly toggle: (id: string) => void;
  readonly cycle: () => void;
  readonly clear: () => void;
}

/** The grid's selection (not persisted): cleared on clear, search and sort (spec 002). */
export const useSelectionStore = create<SelectionState>()((set) => ({
  selection: NO_SELECTION,
  pageIds: [],
  total: null,
  setPage: (pageIds, total) => {
    set({ pageIds, total });
  },
  forgetTotal: () => {
    set({ pageIds: [], total: null });
  },
  toggle: (id) => {
    set((state) => ({ selection: toggleRow(state.selection, id) }));
  },
  cycle: () => {
    set((state) => ({ selection: cycleHeader(state.selection, state.pageIds) }));
  },
  clear: () => {
    set({ selection: NO_SELECTION });
  },
}));
