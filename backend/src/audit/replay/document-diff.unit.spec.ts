import { describe, expect, it } from '@jest/globals';
import { diffDocuments, sameDocument } from './document-diff.js';

describe('comparing a live document with its rebuilt twin', () => {
  it('finds nothing between equal documents, whatever their key order', () => {
    expect(
      diffDocuments({ _id: 'a', x: 1, y: { z: [1, 2] } }, { y: { z: [1, 2] }, x: 1, _id: 'a' }),
    ).toEqual([]);
    expect(sameDocument({ a: null }, { a: null })).toBe(true);
  });

  it('names each differing field by its dotted path, with both values', () => {
    expect(
      diffDocuments(
        { _id: 'a', totalCents: 500, subs: [{ rate: 10 }, { rate: 20 }], tag: 'x' },
        { _id: 'a', totalCents: 700, subs: [{ rate: 10 }, { rate: 25 }], tag: 'x' },
      ),
    ).toEqual([
      { path: 'totalCents', live: 500, rebuilt: 700 },
      { path: 'subs.1.rate', live: 20, rebuilt: 25 },
    ]);
  });

  it('tells an absent field from a null one', () => {
    expect(diffDocuments({ a: null }, {})).toEqual([{ path: 'a', live: null }]);
    expect(diffDocuments({}, { b: 1 })).toEqual([{ path: 'b', rebuilt: 1 }]);
    expect(diffDocuments({ list: [1] }, { list: [1, 2] })).toEqual([
      { path: 'list.1', rebuilt: 2 },
    ]);
  });

  it('reports a change of type whole', () => {
    expect(diffDocuments({ a: { b: 1 } }, { a: [1] })).toEqual([
      { path: 'a', live: { b: 1 }, rebuilt: [1] },
    ]);
  });
});
