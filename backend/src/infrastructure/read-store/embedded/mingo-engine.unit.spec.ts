import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { update as mingoUpdate } from 'mingo';
import { cloneJson, type Doc } from './json-value.js';
import { compileUpdate, UpdateError } from './mingo-engine.js';

const PATHS = ['a', 'b', 'c.d', 'c.e', 'f.g.h'];
const scalar = fc.oneof(
  fc.integer({ min: -100, max: 100 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 3 }),
);
const number = fc.oneof(
  fc.integer({ min: -100, max: 100 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
);

/** Plain-object records (mingo cannot hash the null-prototype objects fc.record makes). */
const plain = <T>(shape: { [K in keyof T]: fc.Arbitrary<T[K]> }) =>
  fc.record(shape, { noNullPrototype: true });
const item = fc.oneof(fc.integer({ min: 0, max: 4 }), fc.constantFrom('x', 'y', 'z'));
const items = fc.array(item, { maxLength: 5 });
/** An array field: mostly an array (duplicates included), sometimes missing or a scalar. */
const list = fc.oneof(
  { weight: 6, arbitrary: items },
  { weight: 1, arbitrary: fc.array(plain({ n: item }), { maxLength: 3 }) },
  { weight: 1, arbitrary: item },
);

/** Documents whose parents on every path are objects or missing, so both paths apply. */
const doc = fc.record(
  {
    a: number,
    b: scalar,
    c: fc.record({ d: number, e: scalar }, { requiredKeys: [] }),
    f: fc.record({ g: fc.record({ h: number }, { requiredKeys: [] }) }, { requiredKeys: [] }),
    t: list,
    u: fc.record({ l: list }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);

const ARRAY_PATHS = ['t', 'u.l'];
/** An array operator's operand: a value, `$each`, and for `$pull` a condition on the items. */
const arrayChange = fc.oneof(
  fc.tuple(fc.constant('$push'), item),
  fc.tuple(fc.constant('$push'), plain({ $each: items })),
  fc.tuple(fc.constant('$push'), plain({ $each: items, $slice: fc.integer({ min: -2, max: 2 }) })),
  fc.tuple(fc.constant('$push'), plain({ n: item })),
  fc.tuple(fc.constant('$addToSet'), item),
  fc.tuple(fc.constant('$addToSet'), plain({ $each: items })),
  fc.tuple(fc.constant('$addToSet'), plain({ n: item })),
  fc.tuple(fc.constant('$pull'), item),
  fc.tuple(fc.constant('$pull'), plain({ $in: items })),
  fc.tuple(fc.constant('$pull'), plain({ $gte: fc.integer({ min: 0, max: 4 }) })),
  fc.tuple(fc.constant('$pull'), plain({ n: item })),
);

/** An update over distinct paths: $inc only where numbers live, $min/$max numbers on numbers. */
const updateOf = fc
  .uniqueArray(fc.constantFrom(...PATHS), { minLength: 1, maxLength: 4 })
  .chain((paths) =>
    fc.tuple(
      ...paths.map((path) => {
        const numeric = path === 'a' || path === 'c.d' || path === 'f.g.h';
        const operators = numeric ? ['$set', '$unset', '$inc', '$min', '$max'] : ['$set', '$unset'];
        return fc.tuple(
          fc.constant(path),
          fc.constantFrom(...operators),
          numeric ? number : scalar,
        );
      }),
    ),
  )
  .map((fields) => {
    const update: Record<string, Record<string, unknown>> = {};
    for (const [path, operator, value] of fields) {
      update[operator] ??= {};
      update[operator][path] = operator === '$unset' ? '' : value;
    }
    return update;
  });

/** Value updates beside array updates on the array paths (each path once). */
const mixedUpdate = fc
  .tuple(
    updateOf,
    fc
      .subarray(ARRAY_PATHS)
      .chain((paths) => fc.tuple(...paths.map((path) => fc.tuple(fc.constant(path), arrayChange)))),
  )
  .map(([update, changes]) => {
    const mixed: Record<string, Record<string, unknown>> = { ...update };
    for (const [path, [operator, operand]] of changes) {
      mixed[operator] = { ...mixed[operator], [path]: operand };
    }
    return mixed;
  });

describe('update operators', () => {
  it('the fast path changes documents exactly as mingo does, and never the original', () => {
    fc.assert(
      fc.property(doc, mixedUpdate, (original, update) => {
        const stored = cloneJson({ _id: 'x', ...original }) as Doc;
        const before = cloneJson(stored);
        const theirs = cloneJson(stored) as Doc;
        const next = compileUpdate(update).apply(stored, false);
        const changed = mingoUpdate(theirs, update);
        // The store holds what JSON holds (-0 is 0); mingo keeps JavaScript's -0.
        expect(next ?? stored).toEqual(JSON.parse(JSON.stringify(theirs)));
        expect(next !== null).toBe(changed.length > 0);
        expect(stored).toEqual(before);
      }),
      {
        numRuns: 1_000,
        // Once found: `$inc: -0` on a missing field stores 0, as mingo (and JSON) do.
        examples: [
          [{}, { $inc: { 'f.g.h': -0 }, $set: { a: 0 } }],
          // Once found: a stored -0 (the store keeps JSON's 0) incremented by 0, and a $set of -0.
          [{ a: -0 }, { $set: { 'c.d': 0, 'f.g.h': 0 }, $inc: { a: 0 } }],
          [{}, { $set: { 'c.e': 0, 'f.g.h': 0, 'c.d': -0, a: 0 } }],
        ],
      },
    );
  });

  it('shares every part of the document off the changed paths', () => {
    const stored: Doc = { _id: 'x', n: 1, days: { d1: { tips: 1 } }, c: { d: 1, e: { f: 1 } } };
    const next = compileUpdate({ $inc: { n: 1, 'c.d': 1 } }).apply(stored, false);
    expect(next).toEqual({ _id: 'x', n: 2, days: { d1: { tips: 1 } }, c: { d: 2, e: { f: 1 } } });
    expect(next?.days).toBe(stored.days);
    expect((next?.c as Doc).e).toBe((stored.c as Doc).e);
    expect(stored).toEqual({ _id: 'x', n: 1, days: { d1: { tips: 1 } }, c: { d: 1, e: { f: 1 } } });
    expect(
      compileUpdate({ $set: { n: 1 }, $addToSet: { tags: { $each: [] } } }).apply(stored, false),
    ).toEqual({
      ...stored,
      tags: [],
    });
    expect(compileUpdate({ $set: { n: 1 }, $pull: { tags: 'a' } }).apply(stored, false)).toBeNull();
  });

  it('applies $setOnInsert only when inserting, and refuses a conflict with it then', () => {
    const update = compileUpdate({ $inc: { n: 1 }, $setOnInsert: { created: '2024-01-01' } });
    expect(update.apply({ _id: 'x', n: 1 }, false)).toEqual({ _id: 'x', n: 2 });
    expect(update.apply({ _id: 'y' }, true)).toEqual({ _id: 'y', n: 1, created: '2024-01-01' });
    const conflicting = compileUpdate({ $set: { a: 1 }, $setOnInsert: { a: 2 } });
    expect(() => conflicting.apply({ _id: 'z' }, false)).not.toThrow();
    expect(() => conflicting.apply({ _id: 'z' }, true)).toThrow(UpdateError);
  });

  it('refuses $inc of a value that is not a number, as MongoDB does', () => {
    expect(() =>
      compileUpdate({ $inc: { name: 1 } }).apply({ _id: 'x', name: 'Ann' }, false),
    ).toThrow(/non-numeric/);
  });

  it('falls back to mingo when a path crosses an array, still leaving the original alone', () => {
    const target: Doc = { _id: 'x', items: [{ n: 1 }, { n: 2 }] };
    const next = compileUpdate({ $set: { 'items.1.n': 5 } }).apply(target, false);
    expect(next).toEqual({ _id: 'x', items: [{ n: 1 }, { n: 5 }] });
    expect(target).toEqual({ _id: 'x', items: [{ n: 1 }, { n: 2 }] });
  });

  it('keeps the values it stores apart from the caller’s objects', () => {
    const value = { list: [1] };
    const pushed = { n: 1 };
    const next = compileUpdate({ $set: { v: value }, $push: { p: pushed } }).apply(
      { _id: 'x' },
      false,
    );
    value.list.push(2);
    pushed.n = 2;
    expect(next).toEqual({ _id: 'x', v: { list: [1] }, p: [{ n: 1 }] });
  });
});
