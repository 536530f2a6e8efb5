import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The grid's columns, by id. */
export type CustomerColumn =
  | 'name'
  | 'value'
  | 'status'
  | 'mainSpend'
  | 'contactDays'
  | 'last90'
  | 'last365'
  | 'lifetime'
  | 'predicted90'
  | 'lapseRisk'
  | 'systemTags'
  | 'userTags';

interface CustomersState {
  /** Columns the Flirt hid (spec 002: column visibility is adjustable). */
  readonly hiddenColumns: readonly CustomerColumn[];
  readonly setColumnVisible: (column: CustomerColumn, visible: boolean) => void;
  readonly showAllColumns: () => void;
}

/**
 * The persisted customers slice (spec 002 §3: persisted client state covers the goody filter,
 * chat profile filter and customers slices). The search itself lives in the URL.
 */
export const useCustomersStore = create<CustomersState>()(
  persist(
    (set) => ({
      hiddenColumns: [],
      setColumnVisible: (column, visible) => {
        set((state) => ({
          hiddenColumns: visible
            ? state.hiddenColumns.filter((c) => c !== column)
            : [...new Set([...state.hiddenColumns, column])],
        }));
      },
      showAllColumns: () => {
        set({ hiddenColumns: [] });
      },
    }),
    {
      name: 'flirtwire.customers',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ hiddenColumns: state.hiddenColumns }),
    },
  ),
);
