/**
 * Row selection of the customers grid (spec 002): the header checkbox cycles none → page →
 * all; row checkboxes pick single customers. "All" means every customer the search matches,
 * less the ones unticked afterwards.
 */
export type Selection =
  | { readonly kind: 'none' }
  | { readonly kind: 'ids'; readonly ids: readonly string[] }
  | { readonly kind: 'all'; readonly excluded: readonly string[] };

export const NO_SELECTION: Selection = { kind: 'none' };

export type HeaderState = 'none' | 'some' | 'page' | 'all';

export function headerState(selection: Selection, pageIds: readonly string[]): HeaderState {
  switch (selection.kind) {
    case 'none':
      return 'none';
    case 'all':
      return selection.excluded.length === 0 ? 'all' : 'some';
    case 'ids': {
      if (selection.ids.length === 0) return 'none';
      const chosen = new Set(selection.ids);
      const wholePage =
        pageIds.length > 0 &&
        pageIds.every((id) => chosen.has(id)) &&
        chosen.size === pageIds.length;
      return wholePage ? 'page' : 'some';
    }
  }
}

/** The header checkbox: none (or some) → this page → all matches → none. */
export function cycleHeader(selection: Selection, pageIds: readonly string[]): Selection {
  switch (headerState(selection, pageIds)) {
    case 'none':
    case 'some':
      return pageIds.length > 0 ? { kind: 'ids', ids: [...pageIds] } : NO_SELECTION;
    case 'page':
      return { kind: 'all', excluded: [] };
    case 'all':
      return NO_SELECTION;
  }
}

export function isSelected(selection: Selection, id: string): boolean {
  switch (selection.kind) {
    case 'none':
      return false;
    case 'ids':
      return selection.ids.includes(id);
    case 'all':
      return !selection.excluded.includes(id);
  }
}

export function toggleRow(selection: Selection, id: string): Selection {
  switch (selection.kind) {
    case 'none':
      return { kind: 'ids', ids: [id] };
    case 'ids': {
      const ids = selection.ids.includes(id)
        ? selection.ids.filter((other) => other !== id)
        : [...selection.ids, id];
      return ids.length === 0 ? NO_SELECTION : { kind: 'ids', ids };
    }
    case 'all':
      return {
        kind: 'all',
        excluded: selection.excluded.includes(id)
          ? selection.excluded.filter((other) => other !== id)
          : [...selection.excluded, id],
      };
  }
}

/** How many customers are selected, given how many the search matches. */
export function selectedCount(selection: Selection, total: number): number {
  switch (selection.kind) {
    case 'none':
      return 0;
    case 'ids':
      return selection.ids.length;
    case 'all':
      return Math.max(0, total - selection.excluded.length);
  }
}
