import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type Document,
  DuplicateKeyError,
  type ReadCollection,
  type ReadStore,
} from '@flirtwire/projections';
import {
  FILTER_CASES,
  PEOPLE,
  PEOPLE_INDEXES,
  type Person,
  SORT_CASES,
} from './read-store.contract-cases.js';

export interface ReadStoreContractSubject {
  readonly store: ReadStore;
  readonly dispose: () => Promise<void>;
}

/** A document with a string id (the default `Document` types `_id` as an ObjectId). */
interface Row extends Document {
  _id: string;
}

// A type alias (not an interface) so the driver's array-operator types see the array fields.
type Lists = {
  _id: string;
  recent?: number[];
  fresh?: string[];
  tags?: string[];
  visits?: Array<{ day: string; n: number }>;
};

/**
 * The behaviour every read store adapter must show: MongoDB's documented semantics for the
 * port's subset. Runs on the embedded store always and on MongoDB where a container runtime
 * exists. Filter and sort cases run on an unindexed and an indexed collection alike.
 */
export function describeReadStoreContract(
  name: string,
  open: () => Promise<ReadStoreContractSubject>,
): void {
  describe(`ReadStore contract: ${name}`, () => {
    let subject: ReadStoreContractSubject;
    let store: ReadStore;
    let counter = 0;
    const fresh = <T extends Document = Row>(label: string): ReadCollection<T> =>
      store.collection<T>(`${label}_${process.pid}_${++counter}`);
    const ids = (docs: readonly Document[]) => docs.map((doc) => doc._id as string);

    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });
    afterAll(async () => {
      await subject.dispose();
    });

    for (const indexed of [false, true]) {
      describe(indexed ? 'on an indexed collection' : 'on an unindexed collection', () => {
        let people: ReadCollection<Person>;
        beforeAll(async () => {
          people = fresh<Person>(indexed ? 'people_indexed' : 'people');
          if (indexed) for (const key of PEOPLE_INDEXES) await people.createIndex(key);
          await people.insertMany(PEOPLE);
        });

        for (const [title, filter, expected] of FILTER_CASES) {
          it(`filters: ${title}`, async () => {
            const found = await people.find(filter, { sort: { _id: 1 } }).toArray();
            expect(ids(found)).toEqual(expected);
            expect(await people.countDocuments(filter)).toBe(expected.length);
          });
        }

        for (const [title, filter, options, expected] of SORT_CASES) {
          it(`sorts: ${title}`, async () => {
            const found = await people.find(filter, options).toArray();
            if (expected[0] === '*1') expect(found).toHaveLength(1);
            else expect(ids(found)).toEqual(expected);
          });
        }

        it('sorts arrays by their smallest element ascending and largest descending, [] first', async () => {
          const values = fresh(indexed ? 'arrays_indexed' : 'arrays');
          if (indexed) await values.createIndex({ v: 1 });
          await values.insertMany([
            { _id: 'a1', v: [3, 1] },
            { _id: 'a2', v: 2 },
            { _id: 'a3', v: [5] },
            { _id: 'a4' },
            { _id: 'a5', v: [] },
          ]);
          expect(ids(await values.find({}, { sort: { v: 1, _id: 1 } }).toArray())).toEqual([
            'a5',
            'a4',
            'a1',
            'a2',
            'a3',
          ]);
          expect(ids(await values.find({}, { sort: { v: -1, _id: 1 } }).toArray())).toEqual([
            'a3',
            'a1',
            'a2',
            'a4',
            'a5',
          ]);
          expect(
            ids(await values.find({ v: { $gte: 2 } }, { sort: { _id: 1 } }).toArray()),
          ).toEqual(['a1', 'a2', 'a3']);
        });

        it('sorts mixed types in BSON order: null, numbers, strings, objects, booleans', async () => {
          const mixed = fresh(indexed ? 'mixed_indexed' : 'mixed');
          if (indexed) await mixed.createIndex({ x: 1 });
          await mixed.insertMany([
            { _id: 'm1', x: 'str' },
            { _id: 'm2', x: 10 },
            { _id: 'm3', x: null },
            { _id: 'm4', x: { a: 1 } },
            { _id: 'm5', x: true },
            { _id: 'm6', x: 2.5 },
          ]);
          expect(ids(await mixed.find({}, { sort: { x: 1 } }).toArray())).toEqual([
            'm3',
            'm6',
            'm2',
            'm1',
            'm4',
            'm5',
          ]);
          expect(ids(await mixed.find({}, { sort: { x: -1 } }).toArray())).toEqual([
            'm5',
            'm4',
            'm1',
            'm2',
            'm6',
            'm3',
          ]);
          expect(ids(await mixed.find({ x: 1 }).toArray())).toEqual([]);
          expect(ids(await mixed.find({ x: true }).toArray())).toEqual(['m5']);
        });

        it('keeps answering right after documents change type under an index', async () => {
          const shifting = fresh(indexed ? 'shifting_indexed' : 'shifting');
          if (indexed) await shifting.createIndex({ owner: 1, rank: 1 });
          await shifting.insertMany([
            { _id: 's1', owner: 'o', rank: 2 },
            { _id: 's2', owner: 'o', rank: 1 },
            { _id: 's3', owner: 'o', rank: 3 },
          ]);
          await shifting.updateOne({ _id: 's3' }, { $set: { rank: [0, 9] } });
          await shifting.updateOne({ _id: 's1' }, { $set: { owner: ['o', 'p'] } });
          expect(ids(await shifting.find({ owner: 'o' }, { sort: { rank: 1 } }).toArray())).toEqual(
            ['s3', 's2', 's1'],
          );
          expect(await shifting.countDocuments({ owner: 'o' })).toBe(3);
          await shifting.updateOne({ _id: 's3' }, { $set: { rank: 3 } });
          await shifting.updateOne({ _id: 's1' }, { $set: { owner: 'o' } });
          expect(
            ids(await shifting.find({ owner: 'o' }, { sort: { rank: -1 }, limit: 2 }).toArray()),
          ).toEqual(['s3', 's1']);
        });
      });
    }

    describe('projection', () => {
      let people: ReadCollection<Person>;
      beforeAll(async () => {
        people = fresh<Person>('projection');
        await people.insertMany(PEOPLE);
      });

      it('includes the named fields and _id', async () => {
        expect(
          await people.findOne({ _id: 'p1' }, { projection: { name: 1, 'address.city': 1 } }),
        ).toEqual({
          _id: 'p1',
          name: 'Ann',
          address: { city: 'Oslo' },
        });
      });

      it('drops _id when asked', async () => {
        expect(await people.findOne({ _id: 'p2' }, { projection: { _id: 0, name: 1 } })).toEqual({
          name: 'bob',
        });
      });

      it('excludes fields', async () => {
        expect(
          await people.findOne(
            { _id: 'p5' },
            { projection: { tags: 0, score: 0, creatorId: 0, status: 0 } },
          ),
        ).toEqual({ _id: 'p5', name: 'Eve', age: 41 });
      });
    });

    describe('updates', () => {
      it('$set, $unset and $inc (which creates a missing field)', async () => {
        const c = fresh('set_unset_inc');
        await c.insertOne({ _id: 'd', a: 1, b: 2, nested: { x: 1 } });
        const result = await c.updateOne(
          { _id: 'd' },
          { $set: { a: 5, 'nested.y': 2 }, $unset: { b: '' }, $inc: { n: 3 } },
        );
        expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
        expect(await c.findOne({ _id: 'd' })).toEqual({
          _id: 'd',
          a: 5,
          nested: { x: 1, y: 2 },
          n: 3,
        });
        await c.updateOne({ _id: 'd' }, { $inc: { n: 2.5 } });
        expect((await c.findOne({ _id: 'd' }))?.n).toBe(5.5);
      });

      it('reports a match without a modification when nothing changes', async () => {
        const c = fresh('unchanged');
        await c.insertOne({ _id: 'd', a: 1 });
        expect(await c.updateOne({ _id: 'd' }, { $set: { a: 1 } })).toMatchObject({
          matchedCount: 1,
          modifiedCount: 0,
        });
        expect(await c.updateOne({ _id: 'nope' }, { $set: { a: 1 } })).toMatchObject({
          matchedCount: 0,
          modifiedCount: 0,
        });
      });

      it('$min and $max compare, and set a missing field', async () => {
        const c = fresh('min_max');
        await c.insertOne({ _id: 'd', low: 5, high: 5 });
        await c.updateOne(
          { _id: 'd' },
          { $min: { low: 3, first: '2024-02-01' }, $max: { high: 4, last: 7 } },
        );
        expect(await c.findOne({ _id: 'd' })).toEqual({
          _id: 'd',
          low: 3,
          high: 5,
          first: '2024-02-01',
          last: 7,
        });
        await c.updateOne({ _id: 'd' }, { $min: { first: '2024-01-15' }, $max: { high: 8.5 } });
        expect(await c.findOne({ _id: 'd' })).toEqual({
          _id: 'd',
          low: 3,
          high: 8.5,
          first: '2024-01-15',
          last: 7,
        });
      });

      it('$push with $each and $slice, and onto a missing array', async () => {
        const c = fresh<Lists>('push');
        await c.insertOne({ _id: 'd', recent: [1, 2] });
        await c.updateOne(
          { _id: 'd' },
          { $push: { recent: { $each: [3, 4, 5], $slice: -3 }, fresh: 'x' } },
        );
        expect(await c.findOne({ _id: 'd' })).toEqual({
          _id: 'd',
          recent: [3, 4, 5],
          fresh: ['x'],
        });
      });

      it('$pull by value and by condition', async () => {
        const c = fresh<Lists>('pull');
        await c.insertOne({
          _id: 'd',
          tags: ['a', 'b', 'a'],
          visits: [
            { day: 'mon', n: 1 },
            { day: 'tue', n: 5 },
          ],
        });
        await c.updateOne({ _id: 'd' }, { $pull: { tags: 'a', visits: { n: { $lt: 3 } } } });
        expect(await c.findOne({ _id: 'd' })).toEqual({
          _id: 'd',
          tags: ['b'],
          visits: [{ day: 'tue', n: 5 }],
        });
      });

      it('$addToSet adds only what is missing', async () => {
        const c = fresh('add_to_set');
        await c.insertOne({ _id: 'd', tags: ['a'] });
        const first = await c.updateOne(
          { _id: 'd' },
          { $addToSet: { tags: { $each: ['a', 'b', 'b'] } } },
        );
        expect(first.modifiedCount).toBe(1);
        const again = await c.updateOne({ _id: 'd' }, { $addToSet: { tags: 'b' } });
        expect(again.modifiedCount).toBe(0);
        expect((await c.findOne({ _id: 'd' }))?.tags).toEqual(['a', 'b']);
      });

      it('upserts from the equality fields of the filter, applying $setOnInsert only on insert', async () => {
        const c = fresh('upsert');
        const inserted = await c.updateOne(
          { _id: 'u1', kind: 'tip', 'owner.id': 'c1', amount: { $gt: 5 } },
          { $inc: { count: 1 }, $setOnInsert: { firstAt: '2024-01-01T00:00:00.000Z' } },
          { upsert: true },
        );
        expect(inserted).toMatchObject({
          matchedCount: 0,
          modifiedCount: 0,
          upsertedCount: 1,
          upsertedId: 'u1',
        });
        expect(await c.findOne({ _id: 'u1' })).toEqual({
          _id: 'u1',
          kind: 'tip',
          owner: { id: 'c1' },
          count: 1,
          firstAt: '2024-01-01T00:00:00.000Z',
        });
        const updated = await c.updateOne(
          { _id: 'u1' },
          { $inc: { count: 1 }, $setOnInsert: { firstAt: '2030-01-01T00:00:00.000Z' } },
          { upsert: true },
        );
        expect(updated).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
        expect(await c.findOne({ _id: 'u1' })).toMatchObject({
          count: 2,
          firstAt: '2024-01-01T00:00:00.000Z',
        });
      });

      it('updateMany updates every match and upserts one document when none matches', async () => {
        const c = fresh('update_many');
        await c.insertMany([
          { _id: 'a', g: 1, n: 0 },
          { _id: 'b', g: 1, n: 0 },
          { _id: 'c', g: 2, n: 0 },
        ]);
        expect(await c.updateMany({ g: 1 }, { $inc: { n: 1 } })).toMatchObject({
          matchedCount: 2,
          modifiedCount: 2,
        });
        expect(await c.updateMany({ g: 3 }, { $set: { n: 9 } }, { upsert: true })).toMatchObject({
          upsertedCount: 1,
        });
        expect(await c.find({ g: 3 }, { projection: { _id: 0 } }).toArray()).toEqual([
          { g: 3, n: 9 },
        ]);
        expect(ids(await c.find({ n: 1 }, { sort: { _id: 1 } }).toArray())).toEqual(['a', 'b']);
      });

      it('replaceOne keeps the _id and can upsert', async () => {
        const c = fresh('replace');
        await c.insertOne({ _id: 'r', a: 1, b: 2 });
        expect(await c.replaceOne({ _id: 'r' }, { a: 3 })).toMatchObject({
          matchedCount: 1,
          modifiedCount: 1,
        });
        expect(await c.findOne({ _id: 'r' })).toEqual({ _id: 'r', a: 3 });
        expect(await c.replaceOne({ _id: 'new' }, { a: 4 }, { upsert: true })).toMatchObject({
          upsertedCount: 1,
          upsertedId: 'new',
        });
        expect(await c.findOne({ _id: 'new' })).toEqual({ _id: 'new', a: 4 });
      });

      it('deleteOne and deleteMany', async () => {
        const c = fresh('delete');
        await c.insertMany([
          { _id: 'a', g: 1 },
          { _id: 'b', g: 1 },
          { _id: 'c', g: 2 },
        ]);
        expect(await c.deleteOne({ g: 1 })).toEqual({ deletedCount: 1 });
        expect(await c.deleteMany({ g: { $gte: 1 } })).toEqual({ deletedCount: 2 });
        expect(await c.countDocuments()).toBe(0);
      });

      it('bulkWrite applies a mix in order and sums its results', async () => {
        const c = fresh('bulk');
        const result = await c.bulkWrite([
          { insertOne: { document: { _id: 'a', n: 1 } } },
          { insertOne: { document: { _id: 'b', n: 1 } } },
          { updateOne: { filter: { _id: 'a' }, update: { $inc: { n: 1 } } } },
          { updateOne: { filter: { _id: 'z' }, update: { $set: { n: 7 } }, upsert: true } },
          { updateMany: { filter: { n: { $gte: 1 } }, update: { $set: { seen: true } } } },
          { replaceOne: { filter: { _id: 'b' }, replacement: { n: 10 } } },
          { deleteOne: { filter: { _id: 'z' } } },
        ]);
        expect(result).toMatchObject({
          insertedCount: 2,
          matchedCount: 5,
          modifiedCount: 5,
          deletedCount: 1,
          upsertedCount: 1,
        });
        expect(await c.find({}, { sort: { _id: 1 } }).toArray()).toEqual([
          { _id: 'a', n: 2, seen: true },
          { _id: 'b', n: 10 },
        ]);
      });
    });

    describe('indexes', () => {
      it('createIndex names the index like MongoDB and is idempotent', async () => {
        const c = fresh('index_names');
        expect(await c.createIndex({ a: 1, b: -1 })).toBe('a_1_b_-1');
        expect(await c.createIndex({ a: 1, b: -1 })).toBe('a_1_b_-1');
        expect(await c.createIndex({ c: 1 }, { name: 'by_c' })).toBe('by_c');
      });

      it('a unique index refuses a second document with the same key (code 11000)', async () => {
        const c = fresh('unique');
        await c.createIndex({ email: 1 }, { unique: true });
        await c.insertOne({ _id: 'a', email: 'x@example.com' });
        const error = await c
          .insertOne({ _id: 'b', email: 'x@example.com' })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(DuplicateKeyError);
        expect((error as DuplicateKeyError).code).toBe(11000);
        await c.insertOne({ _id: 'c', email: 'y@example.com' });
        await expect(
          c.updateOne({ _id: 'c' }, { $set: { email: 'x@example.com' } }),
        ).rejects.toMatchObject({
          code: 11000,
        });
        // A missing field is indexed as null, so a second document without it is a duplicate.
        await c.insertOne({ _id: 'd' });
        await expect(c.insertOne({ _id: 'e' })).rejects.toMatchObject({ code: 11000 });
        expect(await c.countDocuments()).toBe(3);
      });

      it('a repeated _id is a duplicate key', async () => {
        const c = fresh('dup_id');
        await c.insertOne({ _id: 'a' });
        await expect(c.insertOne({ _id: 'a' })).rejects.toBeInstanceOf(DuplicateKeyError);
      });

      it('a key freed earlier in the same transaction may be taken', async () => {
        const c = fresh('unique_tx');
        await c.createIndex({ slot: 1 }, { unique: true });
        await c.insertOne({ _id: 'a', slot: 1 });
        await store.withTransaction(async (tx) => {
          await tx.collection<Row>(c.collectionName).updateOne({ _id: 'a' }, { $set: { slot: 2 } });
          await tx.collection<Row>(c.collectionName).insertOne({ _id: 'b', slot: 1 });
        });
        expect(await c.find({}, { sort: { slot: 1 } }).toArray()).toEqual([
          { _id: 'b', slot: 1 },
          { _id: 'a', slot: 2 },
        ]);
      });
    });

    describe('aggregate', () => {
      it('runs $match, $group and $sort', async () => {
        const c = fresh<Person>('aggregate');
        await c.insertMany(PEOPLE);
        const rows = await c
          .aggregate([
            { $match: { score: { $exists: true } } },
            { $group: { _id: '$creatorId', total: { $sum: '$score' }, n: { $sum: 1 } } },
            { $sort: { _id: 1 } },
          ])
          .toArray();
        expect(rows).toEqual([
          { _id: 'c1', total: 20.5, n: 4 },
          { _id: 'c2', total: 9.5, n: 1 },
        ]);
      });
    });

    describe('transactions', () => {
      it('keeps writes invisible outside until commit and visible inside', async () => {
        const c = fresh('tx_visibility');
        await c.insertOne({ _id: 'seen', n: 0 });
        let outsideDuring: number | null = null;
        await store.withTransaction(async (tx) => {
          const inner = tx.collection<Row>(c.collectionName);
          await inner.insertOne({ _id: 'new', n: 1 });
          await inner.updateOne({ _id: 'seen' }, { $inc: { n: 5 } });
          expect(await inner.countDocuments({ n: { $gte: 1 } })).toBe(2);
          expect(await inner.findOne({ _id: 'seen' })).toEqual({ _id: 'seen', n: 5 });
          outsideDuring = await c.countDocuments({ n: { $gte: 1 } });
        });
        expect(outsideDuring).toBe(0);
        expect(await c.find({}, { sort: { _id: 1 } }).toArray()).toEqual([
          { _id: 'new', n: 1 },
          { _id: 'seen', n: 5 },
        ]);
      });

      it('discards every write when the work throws', async () => {
        const c = fresh('tx_abort');
        await c.insertOne({ _id: 'kept', n: 0 });
        await expect(
          store.withTransaction(async (tx) => {
            await tx.collection<Row>(c.collectionName).insertOne({ _id: 'lost' });
            await tx
              .collection<Row>(c.collectionName)
              .updateOne({ _id: 'kept' }, { $set: { n: 1 } });
            throw new Error('boom');
          }),
        ).rejects.toThrow('boom');
        expect(await c.find({}).toArray()).toEqual([{ _id: 'kept', n: 0 }]);
      });

      it('writes to several collections commit together', async () => {
        const a = fresh('tx_a');
        const b = fresh('tx_b');
        const result = await store.withTransaction(async (tx) => {
          await tx.collection<Row>(a.collectionName).insertOne({ _id: 'x' });
          await tx.collection<Row>(b.collectionName).insertOne({ _id: 'y' });
          return 'done';
        });
        expect(result).toBe('done');
        expect(await a.countDocuments()).toBe(1);
        expect(await b.countDocuments()).toBe(1);
      });
    });

    describe('collections', () => {
      it('lists collections that hold documents and drops them', async () => {
        const c = fresh('listed');
        await c.insertOne({ _id: 'x' });
        expect(await store.listCollections()).toContain(c.collectionName);
        await store.dropCollection(c.collectionName);
        expect(await store.listCollections()).not.toContain(c.collectionName);
        expect(await c.countDocuments()).toBe(0);
      });
    });
  });
}
