import { describe, expect, it } from '@jest/globals';
import { CollectionState, DuplicateIndexKey } from './collection-state.js';
import type { Doc } from './json-value.js';
import type { StoredIndex } from './sqlite-documents.js';

/** What a state holds besides its documents: statistics, groups (as ids) and unique owners. */
function bookkeeping(state: CollectionState, groupEveryIndex: boolean) {
  return {
    paths: Object.fromEntries(
      [...state.paths].map(([path, s]) => [path, { arrays: s.arrays, nonScalars: s.nonScalars }]),
    ),
    groups: Object.fromEntries(
      [...state.groups].map(([path, groups]) => [
        path,
        Object.fromEntries(
          [...groups].map(([value, members]) => [
            String(value),
            [...members].map(([idKey, member]) => {
              // A member is a stored document: with a file the stored version itself, not an
              // older one; in memory its id alone.
              expect(state.docs.has(idKey)).toBe(true);
              expect(member).toBe(groupEveryIndex ? null : state.docs.get(idKey));
              return idKey;
            }),
          ]),
        ),
      ]),
    ),
    owners: state.indexes.map((index) => (index.owners ? Object.fromEntries(index.owners) : null)),
    nonStringIds: state.nonStringIds,
  };
}

const INDEXES: readonly StoredIndex[] = [
  { name: 'a_1_n_1', key: { a: 1, n: 1 }, unique: false },
  { name: 'b.c_1', key: { 'b.c': 1 }, unique: false },
  { name: 'u_1', key: { u: 1 }, unique: true },
];

/** The same documents stored at once into a fresh state. */
function rebuilt(groupEveryIndex: boolean, docs: ReadonlyMap<string, Doc>): CollectionState {
  const fresh = new CollectionState('rows', groupEveryIndex);
  for (const index of INDEXES) fresh.addIndex(index);
  for (const [idKey, doc] of docs) fresh.apply(idKey, doc);
  return fresh;
}

describe('CollectionState', () => {
  for (const groupEveryIndex of [false, true]) {
    it(`keeps statistics, groups and unique owners as a fresh load would, write after write (${groupEveryIndex ? 'in memory' : 'with a file'})`, () => {
      const state = new CollectionState('rows', groupEveryIndex);
      for (const index of INDEXES) state.addIndex(index);
      // Values that stay, change group, become arrays, objects or booleans, vanish and return.
      const versions: Array<[string, Doc | null]> = [
        ['r1', { _id: 'r1', a: 'x', n: 1, b: { c: 'p' }, u: 1 }],
        ['r2', { _id: 'r2', a: 'x', n: 2, b: { c: 'p' }, u: 2 }],
        ['r1', { _id: 'r1', a: 'x', n: 3, b: { c: 'p' }, u: 1 }],
        ['r2', { _id: 'r2', a: 'y', n: 2, b: { c: 'q' }, u: 3 }],
        ['r1', { _id: 'r1', a: ['x', 'y'], n: 3, b: [{ c: 'p' }], u: 1 }],
        ['r3', { _id: 'r3', a: 7, n: 1, b: { c: true }, u: 5 }],
        ['r1', { _id: 'r1', a: 'x', n: 3, b: { c: { d: 1 } }, u: 1 }],
        ['r3', { _id: 'r3', a: 7, n: 2, b: { c: true }, u: 5 }],
        ['r2', null],
        ['r1', { _id: 'r1', n: 4, u: 2 }],
        ['r3', { _id: 'r3', a: 'x', n: 2, b: { c: 'p' }, u: 5 }],
      ];
      for (const [idKey, doc] of versions) {
        if (doc) expect(state.takenKey(idKey, doc)).toBeNull();
        state.apply(idKey, doc);
        expect(bookkeeping(state, groupEveryIndex)).toEqual(
          bookkeeping(rebuilt(groupEveryIndex, state.docs), groupEveryIndex),
        );
      }
      expect(state.paths.get('a')?.arrays).toBe(0);
      expect([...(state.groupOf('a', 'x') ?? new Map()).keys()]).toEqual(['r3']);
    });
  }

  it('refuses a unique index over duplicate keys and is left as it was', () => {
    const state = new CollectionState('rows', true);
    state.apply('r1', { _id: 'r1', u: 1 });
    state.apply('r2', { _id: 'r2', u: 1 });
    expect(() => state.addIndex({ name: 'u_1', key: { u: 1 }, unique: true })).toThrow(
      DuplicateIndexKey,
    );
    expect(state.indexes).toEqual([]);
    expect(state.takenKey('r3', { _id: 'r3', u: 1 })).toBeNull();
  });

  it('forgets a removed unique index: its keys are free again', () => {
    const state = new CollectionState('rows', true);
    const index = state.addIndex({ name: 'u_1', key: { u: 1 }, unique: true });
    state.apply('r1', { _id: 'r1', u: 1 });
    expect(state.takenKey('r2', { _id: 'r2', u: 1 })).toEqual({ index: 'u_1', key: '[1]' });
    state.removeIndex(index);
    expect(state.indexes).toEqual([]);
    expect(state.takenKey('r2', { _id: 'r2', u: 1 })).toBeNull();
  });
});
