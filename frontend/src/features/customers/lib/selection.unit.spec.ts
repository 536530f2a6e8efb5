import { describe, expect, it } from '@jest/globals';
import {
  cycleHeader,
  headerState,
  isSelected,
  NO_SELECTION,
  selectedCount,
  toggleRow,
} from './selection';

const page = ['a', 'b', 'c'];

describe('customer selection', () => {
  it('cycles the header checkbox none → page → all → none', () => {
    const onPage = cycleHeader(NO_SELECTION, page);
    expect(headerState(onPage, page)).toBe('page');
    const all = cycleHeader(onPage, page);
    expect(headerState(all, page)).toBe('all');
    expect(selectedCount(all, 120)).toBe(120);
    expect(cycleHeader(all, page)).toEqual(NO_SELECTION);
  });

  it('selects the page from a partial selection', () => {
    const some = toggleRow(NO_SELECTION, 'b');
    expect(headerState(some, page)).toBe('some');
    expect(cycleHeader(some, page)).toEqual({ kind: 'ids', ids: page });
  });

  it('unticking a row under "all" excludes it, and the count follows', () => {
    const all = toggleRow({ kind: 'all', excluded: [] }, 'b');
    expect(isSelected(all, 'b')).toBe(false);
    expect(isSelected(all, 'zz')).toBe(true);
    expect(headerState(all, page)).toBe('some');
    expect(selectedCount(all, 120)).toBe(119);
  });

  it('unticking the last row clears the selection', () => {
    expect(toggleRow(toggleRow(NO_SELECTION, 'a'), 'a')).toEqual(NO_SELECTION);
  });
});
