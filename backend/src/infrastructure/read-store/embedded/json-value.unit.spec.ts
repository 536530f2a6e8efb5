import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { cloneJson, cloneSharing, type Doc } from './json-value.js';

const json = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, -0, 1, 2.5, '', 'a', 'b'),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'c', '_id'), tie('value'), {
      maxKeys: 3,
      noNullPrototype: true,
    }),
  ),
})).value;

/** A value and a variation of it: the same, changed a little, or reordered. */
const pair = json.chain((old) =>
  fc.tuple(
    fc.constant(old),
    fc.oneof(
      fc.constant(cloneJson(old)),
      json,
      fc.constant(
        old !== null && typeof old === 'object' && !Array.isArray(old)
          ? Object.fromEntries(Object.entries(old as Doc).reverse())
          : old,
      ),
      fc.constant(Array.isArray(old) ? [...(old as unknown[]), 1] : old),
    ),
  ),
);

describe('cloneSharing', () => {
  it('copies as cloneJson does and hands back the old value exactly when the JSON is the same', () => {
    fc.assert(
      fc.property(pair, ([old, value]) => {
        const snapshot = JSON.stringify(old);
        const copy = cloneSharing(value, old);
        expect(JSON.stringify(copy)).toBe(JSON.stringify(cloneJson(value)));
        expect(copy === old).toBe(JSON.stringify(value) === snapshot);
        expect(JSON.stringify(old)).toBe(snapshot);
      }),
      { numRuns: 1_000 },
    );
  });

  it('shares the unchanged parts of a changed document', () => {
    const old: Doc = { _id: 'x', days: { d1: { tips: 1 } }, tags: ['a'], n: 1 };
    const copy = cloneSharing({ _id: 'x', days: { d1: { tips: 1 } }, tags: ['a'], n: 2 }, old);
    expect(copy).toEqual({ _id: 'x', days: { d1: { tips: 1 } }, tags: ['a'], n: 2 });
    expect((copy as Doc).days).toBe(old.days);
    expect((copy as Doc).tags).toBe(old.tags);
  });

  it('keeps undefined out and refuses what JSON cannot hold, as cloneJson does', () => {
    expect(cloneSharing({ a: 1, b: undefined }, { a: 1 })).toEqual({ a: 1 });
    expect(cloneSharing([undefined], [null])).toEqual([null]);
    expect(() => cloneSharing({ at: new Date(0) }, {})).toThrow(/Date/);
    expect(() => cloneSharing({ n: Number.NaN }, { n: 1 })).toThrow(/JSON number/);
  });

  it('keeps -0 as JSON does, as 0, so memory and the file agree', () => {
    const zero = (value: unknown) => Object.is(value, 0);
    expect(zero((cloneJson({ n: -0 }) as { n: number }).n)).toBe(true);
    expect(zero((cloneJson([-0]) as number[])[0])).toBe(true);
    expect(zero((cloneSharing({ n: -0 }, {}) as { n: number }).n)).toBe(true);
    expect(JSON.parse(JSON.stringify({ n: -0 }))).toEqual(cloneJson({ n: -0 }));
  });
});
