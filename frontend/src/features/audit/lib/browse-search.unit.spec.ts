import { describe, expect, it } from '@jest/globals';
import { BlockCursors, EventsSearch, filtersOf } from './browse-search';

describe('event browser search', () => {
  it('keeps valid filters, drops bad ones and lists newest first by default', () => {
    const search = EventsSearch.parse({ types: 'TipSent', order: 'sideways', actor: '' });
    expect(search).toEqual({ types: 'TipSent' });
    expect(filtersOf(search).order).toBe('desc');
  });

  it('remembers the cursor that starts each block of rows', () => {
    const cursors = new BlockCursors(100);
    expect(cursors.at(0)).toBeNull();
    expect(cursors.at(100)).toBeUndefined();
    cursors.loaded(0, 'before.901');
    cursors.loaded(100, 'before.801');
    expect(cursors.at(100)).toBe('before.901');
    expect(cursors.at(200)).toBe('before.801');
    expect(cursors.nearest(500)).toBe(200);
    cursors.loaded(200, null);
    expect(cursors.at(300)).toBeUndefined();
  });
});
