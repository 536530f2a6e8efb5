import { describe, expect, it } from '@jest/globals';
import type { Document, SortSpec } from '@flirtwire/projections';
import fc from 'fast-check';
import { Query } from 'mingo';
import { EmbeddedReadStore } from './embedded-read-store.js';
import type { Doc } from './json-value.js';

interface Row extends Document {
  _id: string;
}

/** What MongoDB answers, as mingo computes it over every document. */
function mingoFind(docs: readonly Doc[], filter: Doc, sort: SortSpec, skip: number, limit: number) {
  let cursor = new Query(filter).find(docs.map((doc) => ({ ...doc }))).sort(sort);
  if (skip > 0) cursor = cursor.skip(skip);
  if (limit > 0) cursor = cursor.limit(limit);
  return cursor.all();
}

describe('index planner: `$in` on an index field, sorted by the next (the merge plan)', () => {
  it('pushes the page down to SQLite: only the page is read, in order', async () => {
    const store = EmbeddedReadStore.open(':memory:');
    const posts = store.collection<Row>('posts');
    await posts.createIndex({ creatorId: 1, key: -1 });
    await posts.createIndex({ key: -1 });
    const docs: Row[] = [];
    for (let i = 0; i < 2_000; i++) {
      docs.push({ _id: `p${i}`, creatorId: `c${i % 100}`, key: `k${String(i).padStart(5, '0')}` });
    }
    await posts.insertMany(docs);
    const followed = ['c3', 'c17', 'c42', 'c99', 'nobody'];
    const filter = { creatorId: { $in: followed }, key: { $lt: 'k01500' } };
    const options = { sort: { key: -1 } as const, skip: 5, limit: 10 };

    const trace = store.explain('posts', filter, options);
    expect(trace).toEqual({ plan: 'index', ordered: true, exact: false, examined: 15 });
    const expected = docs
      .filter((d) => followed.includes(d.creatorId as string) && (d.key as string) < 'k01500')
      .sort((a, b) => ((a.key as string) < (b.key as string) ? 1 : -1))
      .slice(5, 15);
    expect(await posts.find(filter, options).toArray()).toEqual(expected);
    await store.close();
  });

  it('fetches again when SQLite lets through ids the filter refuses (a range is not type-bracketed)', async () => {
    const store = EmbeddedReadStore.open(':memory:');
    const posts = store.collection<Row>('posts');
    await posts.createIndex({ creatorId: 1, key: -1 });
    // Numbers sort below strings, so `key < 'b'` in SQLite takes them; MongoDB does not.
    const docs: Row[] = [];
    for (let i = 0; i < 50; i++) docs.push({ _id: `n${i}`, creatorId: 'c1', key: i });
    for (let i = 0; i < 5; i++) docs.push({ _id: `s${i}`, creatorId: 'c2', key: `a${i}` });
    await posts.insertMany(docs);
    const filter = { creatorId: { $in: ['c1', 'c2'] }, key: { $lt: 'b' } };
    const page = await posts.find(filter, { sort: { key: 1 }, limit: 3 }).toArray();
    expect(page.map((d) => d._id)).toEqual(['s0', 's1', 's2']);
    await store.close();
  });

  it('keeps an `$in` longer than SQLite takes parameters out of SQL', async () => {
    const store = EmbeddedReadStore.open(':memory:');
    const posts = store.collection<Row>('posts');
    await posts.createIndex({ creatorId: 1, key: -1 });
    await posts.insertMany([
      { _id: 'a', creatorId: 'c1', key: 'k1' },
      { _id: 'b', creatorId: 'c40000', key: 'k2' },
    ]);
    const many = Array.from({ length: 40_000 }, (_, i) => `c${i + 1}`);
    const filter = { creatorId: { $in: many }, key: { $lt: 'z' } };
    const options = { sort: { key: -1 } as const, limit: 5 };
    expect((await posts.find(filter, options).toArray()).map((d) => d._id)).toEqual(['b', 'a']);
    expect(await posts.countDocuments({ creatorId: { $in: many } })).toBe(2);
    await store.close();
  });

  const creator = fc.constantFrom<unknown>('a', 'b', 'c', 'd', 1, 2);
  const key = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom<unknown>('', 'k1', 'k2', 'k3', 'k10', 'é', 'z') },
    { weight: 3, arbitrary: fc.integer({ min: -3, max: 3 }) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, 0.5) },
  );
  // Now and then a document the plan cannot trust (an array or a boolean on an indexed path).
  const odd = fc.constantFrom<unknown>(true, ['a', 'b'], { x: 1 });
  const row = fc.record(
    {
      creatorId: fc.oneof({ weight: 30, arbitrary: creator }, { weight: 1, arbitrary: odd }),
      key: fc.oneof({ weight: 30, arbitrary: key }, { weight: 1, arbitrary: odd }),
      other: fc.integer({ min: 0, max: 3 }),
    },
    { requiredKeys: ['other'], noNullPrototype: true },
  );
  const range = fc.oneof(
    fc.constant({}),
    fc.record({ $lt: key }),
    fc.record({ $gte: key }),
    fc.record({ $gt: key, $lte: key }),
  );
  const query = fc.record({
    values: fc.uniqueArray(creator, { minLength: 1, maxLength: 4 }),
    range,
    other: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
    direction: fc.constantFrom<1 | -1>(1, -1),
    tieBreak: fc.boolean(),
    skip: fc.integer({ min: 0, max: 6 }),
    limit: fc.integer({ min: 0, max: 8 }),
  });

  it('answers what mingo answers over every document, on random data and queries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { maxLength: 60 }),
        fc.array(query, { minLength: 1, maxLength: 6 }),
        async (rows, queries) => {
          const store = EmbeddedReadStore.open(':memory:');
          try {
            const posts = store.collection<Row>('posts');
            await posts.createIndex({ creatorId: 1, key: -1 });
            await posts.createIndex({ key: 1 });
            await posts.insertMany(rows.map((r, i) => ({ _id: `p${String(i)}`, ...r })));
            const docs = (await posts.find({}).toArray()) as Doc[];
            for (const q of queries) {
              const filter: Doc = { creatorId: { $in: q.values } };
              if (Object.keys(q.range).length > 0) filter.key = q.range;
              if (q.other !== undefined) filter.other = q.other;
              // The store breaks ties by _id whether asked or not.
              const sort: SortSpec = { key: q.direction, _id: 1 };
              const found = await posts
                .find(filter, {
                  sort: q.tieBreak ? sort : { key: q.direction },
                  skip: q.skip,
                  limit: q.limit,
                })
                .toArray();
              expect(found).toEqual(mingoFind(docs, filter, sort, q.skip, q.limit));
            }
          } finally {
            await store.close();
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
