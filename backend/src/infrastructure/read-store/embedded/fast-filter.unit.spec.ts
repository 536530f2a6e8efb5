import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { Query } from 'mingo';
import { compareCodePoints, compileFastFilter } from './fast-filter.js';
import { fieldPicker, project } from './mingo-engine.js';
import type { Doc } from './json-value.js';

const mingo = (filter: Doc) => {
  const query = new Query(filter);
  return (doc: Doc) => query.test(doc);
};

const scalar = fc.oneof(
  fc.integer({ min: -5, max: 5 }),
  fc.constantFrom(0.5, -2.5),
  // Below U+D800 UTF-16 order is code point order; above it mingo and MongoDB differ (see below).
  fc.constantFrom('', 'a', 'b', 'ab', 'B', 'é', '\u3042'),
  fc.boolean(),
  fc.constant(null),
);
const leaf = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.record({ x: scalar }, { noNullPrototype: true }) },
);
const PATHS = ['a', 'b', 'n.x', 'n.y', 'arr.x'] as const;
const doc = fc.record(
  {
    a: leaf,
    b: leaf,
    n: fc.record({ x: leaf, y: leaf }, { requiredKeys: [], noNullPrototype: true }),
    arr: fc.oneof(
      fc.array(fc.record({ x: scalar }, { noNullPrototype: true }), { maxLength: 2 }),
      fc.record({ x: scalar }, { noNullPrototype: true }),
    ),
  },
  // Stored documents are plain objects (cloneJson); mingo cannot hash null-prototype ones.
  { requiredKeys: [], noNullPrototype: true },
);

const rangeOperand = fc.oneof(
  fc.integer({ min: -5, max: 5 }),
  fc.constantFrom('', 'a', 'ab', 'b', 'é', '\u3042'),
);
const condition: fc.Arbitrary<unknown> = fc.oneof(
  scalar,
  fc.record({ $eq: scalar }),
  fc.record({ $ne: scalar }),
  fc.record({ $in: fc.array(scalar, { minLength: 1, maxLength: 3 }) }),
  fc.record({ $nin: fc.array(scalar, { minLength: 1, maxLength: 3 }) }),
  fc.record({ $gt: rangeOperand }),
  fc.record({ $gte: rangeOperand, $lt: rangeOperand }),
  fc.record({ $lte: rangeOperand }),
  fc
    .record({ $regex: fc.constantFrom('a', 'b\\.', '^a', 'é') })
    .map((r) => (r.$regex === '^a' ? { $regex: 'a' } : r)),
);
const fieldFilter = fc
  .tuple(fc.constantFrom(...PATHS), condition)
  .map(([path, value]): Doc => ({ [path]: value }));
const filter: fc.Arbitrary<Doc> = fc.letrec<{ filter: Doc }>((tie) => ({
  filter: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fieldFilter,
    fc.tuple(fieldFilter, fieldFilter).map(([x, y]) => ({ ...x, ...y })),
    fc.array(tie('filter'), { minLength: 1, maxLength: 3 }).map((parts) => ({ $and: parts })),
    fc.array(tie('filter'), { minLength: 1, maxLength: 3 }).map((parts) => ({ $or: parts })),
  ),
})).filter;

describe('the fast filter path', () => {
  it('decides exactly as mingo does, on every filter it takes', () => {
    fc.assert(
      fc.property(filter, fc.array(doc, { minLength: 1, maxLength: 8 }), (f, docs) => {
        const fast = compileFastFilter(f, () => mingo(f));
        expect(fast).not.toBeNull();
        const reference = mingo(f);
        for (const d of docs)
          expect({ f, d, fast: fast?.(d) }).toEqual({ f, d, fast: reference(d) });
      }),
      { numRuns: 3_000 },
    );
  });

  it('follows MongoDB: null matches missing, arrays match by element, ranges stay within a type', () => {
    const test = (f: Doc, d: Doc) => compileFastFilter(f, () => mingo(f))?.(d);
    expect(test({ a: null }, {})).toBe(true);
    expect(test({ a: { $ne: null } }, {})).toBe(false);
    expect(test({ tags: 'VIP' }, { tags: ['x', 'VIP'] })).toBe(true);
    expect(test({ tags: { $nin: ['VIP'] } }, { tags: ['x', 'VIP'] })).toBe(false);
    expect(test({ e: { $gte: 10, $lt: 20 } }, { e: [5, 25] })).toBe(true);
    expect(test({ e: { $gt: 5 } }, { e: '10' })).toBe(false);
    expect(test({ d: { $lt: '2026-01-02' } }, { d: '2026-01-01T10:00:00.000Z' })).toBe(true);
    expect(test({ 's.all.d30': { $gte: 100 } }, { s: { all: { d30: 150 } } })).toBe(true);
    expect(test({ 's.all.d30': { $gte: 100 } }, { s: {} })).toBe(false);
  });

  it('hands a document whose path crosses an array to the general engine', () => {
    let asked = 0;
    const fast = compileFastFilter({ 'a.x': 1 }, () => {
      asked++;
      return mingo({ 'a.x': 1 });
    });
    expect(fast?.({ a: { x: 1 } })).toBe(true);
    expect(asked).toBe(0);
    expect(fast?.({ a: [{ x: 2 }, { x: 1 }] })).toBe(true);
    expect(asked).toBe(1);
  });

  it('leaves every other filter to mingo', () => {
    for (const f of [
      { a: { $exists: true } },
      { a: { $elemMatch: { x: 1 } } },
      { a: { x: 1 } },
      { a: [1, 2] },
      { a: { $in: [[1]] } },
      { a: { $regex: 'a.*' } },
      { a: { $regex: 'a', $options: 'i' } },
      { $nor: [{ a: 1 }] },
      { $where: '1' },
      { a: { $gt: null } },
      { a: { $not: { $gt: 1 } } },
    ] as Doc[]) {
      expect(compileFastFilter(f, () => mingo(f))).toBeNull();
    }
  });

  it('orders strings by code point (UTF-8), as MongoDB does, where mingo uses UTF-16 units', () => {
    const filter = { x: { $gt: '\u{1F600}' } };
    expect(compileFastFilter(filter, () => mingo(filter))?.({ x: '\uFFFD' })).toBe(false);
    expect(mingo(filter)({ x: '\uFFFD' })).toBe(true);
    expect(compareCodePoints('\u{1F600}', '\uFFFD')).toBeGreaterThan(0);
    // JavaScript's own order (UTF-16 units) puts U+1F600 first.
    expect(['\uFFFD', '\u{1F600}'].sort()).toEqual(['\u{1F600}', '\uFFFD']);
    expect(compareCodePoints('ab', 'a')).toBeGreaterThan(0);
    expect(compareCodePoints('a', 'b')).toBeLessThan(0);
  });
});

describe('the fast projection path', () => {
  it.each([
    ['keeps', 1],
    ['leaves out', 0],
  ])('%s top-level fields exactly as mingo projects them', (_, mode) => {
    const keys = fc.uniqueArray(fc.constantFrom('a', 'b', 'n', 'arr', 'zz'), {
      minLength: 1,
      maxLength: 3,
    });
    fc.assert(
      fc.property(keys, fc.boolean(), doc, (fields, withoutId, d) => {
        const projection: Record<string, number> = Object.fromEntries([
          ...fields.map((field) => [field, mode]),
          ...(withoutId ? [['_id', 0]] : []),
        ]);
        const stored = { _id: 'id-1', ...d };
        const pick = fieldPicker(projection);
        expect(pick).not.toBeNull();
        expect(pick?.(stored)).toEqual(project([stored], projection)[0]);
      }),
      { numRuns: 1_000 },
    );
  });

  it('leaves mixed projections, dotted paths and operators to mingo', () => {
    for (const projection of [
      { a: 1, b: 0 },
      { 'n.x': 1 },
      { 'n.x': 0 },
      { a: { $slice: 1 } },
      { _id: 0 },
      {},
    ]) {
      expect(fieldPicker(projection)).toBeNull();
    }
  });
});
