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

/** Documents whose parents on every path are objects or missing, so both paths apply. */
const doc = fc.record(
  {
    a: number,
    b: scalar,
    c: fc.record({ d: number, e: scalar }, { requiredKeys: [] }),
    f: fc.record({ g: fc.record({ h: number }, { requiredKeys: [] }) }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
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

describe('update operators', () => {
  it('the fast path changes documents exactly as mingo does', () => {
    fc.assert(
      fc.property(doc, updateOf, (original, update) => {
        const ours = cloneJson({ _id: 'x', ...original }) as Doc;
        const theirs = cloneJson({ _id: 'x', ...original }) as Doc;
        const modified = compileUpdate(update).apply(ours, false);
        const changed = mingoUpdate(theirs, update);
        expect(ours).toEqual(theirs);
        expect(modified).toBe(changed.length > 0);
      }),
      {
        numRuns: 500,
        // Once found: `$inc: -0` on a missing field stores 0, as mingo (and JSON) do.
        examples: [[{}, { $inc: { 'f.g.h': -0 }, $set: { a: 0 } }]],
      },
    );
  });

  it('applies $setOnInsert only when inserting, and refuses a conflict with it then', () => {
    const update = compileUpdate({ $inc: { n: 1 }, $setOnInsert: { created: '2024-01-01' } });
    const existing: Doc = { _id: 'x', n: 1 };
    update.apply(existing, false);
    expect(existing).toEqual({ _id: 'x', n: 2 });
    const inserted: Doc = { _id: 'y' };
    update.apply(inserted, true);
    expect(inserted).toEqual({ _id: 'y', n: 1, created: '2024-01-01' });
    const conflicting = compileUpdate({ $set: { a: 1 }, $setOnInsert: { a: 2 } });
    expect(() => conflicting.apply({ _id: 'z' }, false)).not.toThrow();
    expect(() => conflicting.apply({ _id: 'z' }, true)).toThrow(UpdateError);
  });

  it('refuses $inc of a value that is not a number, as MongoDB does', () => {
    expect(() =>
      compileUpdate({ $inc: { name: 1 } }).apply({ _id: 'x', name: 'Ann' }, false),
    ).toThrow(/non-numeric/);
  });

  it('falls back to mingo when a path crosses an array', () => {
    const target: Doc = { _id: 'x', items: [{ n: 1 }, { n: 2 }] };
    compileUpdate({ $set: { 'items.1.n': 5 } }).apply(target, false);
    expect(target).toEqual({ _id: 'x', items: [{ n: 1 }, { n: 5 }] });
  });

  it('keeps the values it stores apart from the caller’s objects', () => {
    const value = { list: [1] };
    const target: Doc = { _id: 'x' };
    compileUpdate({ $set: { v: value } }).apply(target, false);
    value.list.push(2);
    expect(target).toEqual({ _id: 'x', v: { list: [1] } });
  });
});
