import { type CustomerFiltersInput, SELECTION_IDS_MAX } from '@flirtwire/contracts';
import { searchAllCustomers } from '../api/search-all-customers';
import type { Selection } from './selection';

class SelectionTooLargeError extends Error {
  constructor() {
    super(
      `Please untick fewer customers, or narrow the search: at most ${SELECTION_IDS_MAX.toLocaleString('en-US')} can be picked one by one.`,
    );
  }
}

/**
 * What a bulk action is sent: the ids of a page selection, the search itself for "all", or,
 * for "all but a few", every matching id less those unticked.
 */
export async function resolveSelection(
  selection: Selection,
  filters: CustomerFiltersInput,
): Promise<{ ids: string[] } | { filters: CustomerFiltersInput }> {
  switch (selection.kind) {
    case 'none':
      return { ids: [] };
    case 'ids':
      return { ids: [...selection.ids] };
    case 'all': {
      if (selection.excluded.length === 0) return { filters };
      const all = await searchAllCustomers(filters);
      const excluded = new Set(selection.excluded);
      const ids = all.seeker_ids.filter((id) => !excluded.has(id));
      if (ids.length > SELECTION_IDS_MAX) throw new SelectionTooLargeError();
      return { ids };
    }
  }
}
