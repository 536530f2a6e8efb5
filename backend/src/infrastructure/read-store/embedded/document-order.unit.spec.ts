import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { compareStrings, compareValues, orderDocs, sortKey } from './document-order.js';
import { topK } from './top-k.js';

describe('MongoDB value order', () => {
  it('orders types null < numbers < strings < objects < arrays < booleans', () => {
    const ordered = [null, -5, 2.5, 10, '', 'a', 'b', {}, { a: 1 }, [], [1], false, true];
    for (let i = 0; i < ordered.length; i++) {
      for (let j = 0; j < ordered.length; j++) {
        expect(Math.sign(compareValues(ordered[i], ordered[j]))).toBe(Math.sign(i - j));
      }
    }
    expect(compareValues(undefined, null)).toBe(0);
  });

  it('compares strings by code point, as UTF-8 bytes do', () => {
    expect(compareStrings('Z', 'a')).toBeLessThan(0);
    expect(compareStrings('\uffff', '😀')).toBeLessThan(0);
    // JavaScript's own order (UTF-16 code units) puts them the other way round.
    expect(['\uffff', '😀'].sort()).toEqual(['😀', '\uffff']);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        const bytes = Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
        expect(Math.sign(compareStrings(a, b))).toBe(bytes);
      }),
    );
  });

  it('sorts an array by its smallest element ascending and its largest descending', () => {
    const doc = { _id: 'x', v: [3, 1, 2], w: [], nested: [{ n: 4 }, { n: 9 }, { m: 1 }] };
    expect(sortKey(doc, ['v'], 1)).toBe(1);
    expect(sortKey(doc, ['v'], -1)).toBe(3);
    expect(sortKey(doc, ['nested', 'n'], -1)).toBe(9);
    // An element without the field counts as null, the smallest.
    expect(sortKey(doc, ['nested', 'n'], 1)).toBeNull();
    expect(sortKey(doc, ['missing'], 1)).toBeNull();
    // An empty array sorts before a missing field (null).
    const ordered = orderDocs([{ _id: 'b' }, { _id: 'a', w: [] }], { w: 1 });
    expect(ordered.map((d) => d._id)).toEqual(['a', 'b']);
  });

  it('breaks ties on the id so every plan returns the same order', () => {
    const docs = [
      { _id: 'b', n: 1 },
      { _id: 'a', n: 1 },
      { _id: 'c', n: 2 },
    ];
    expect(orderDocs(docs, { n: -1 }).map((d) => d._id)).toEqual(['c', 'a', 'b']);
    // The first k of a partial sort are the full sort's first k.
    expect(orderDocs(docs, { n: -1 }, 2).map((d) => d._id)).toEqual(['c', 'a']);
  });

  it('top-k returns what a full sort would, first k', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 })), fc.nat({ max: 40 }), (values, k) => {
        const compare = (a: number, b: number) => a - b;
        expect(topK(values, k, compare)).toEqual([...values].sort(compare).slice(0, k));
      }),
    );
  });
});
