import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { type Document, DuplicateKeyError } from '@flirtwire/projections';
import { embeddedReadStore } from '../../../test-support/read-stores.js';
import { describeReadStoreContract } from '../read-store.contract.js';
import { EmbeddedReadStore } from './embedded-read-store.js';

describeReadStoreContract('embedded (mingo over SQLite)', () =>
  Promise.resolve(embeddedReadStore('read-store-')),
);

interface Row extends Document {
  _id: string;
}

describe('embedded read store', () => {
  let dir: string;
  let file: string;
  let store: EmbeddedReadStore;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'read-store-'));
    file = join(dir, 'read.db');
    store = EmbeddedReadStore.open(file);
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function seedRows(perCreator: number): Promise<void> {
    const rows = store.collection<Row>('rows');
    await rows.createIndex({ creatorId: 1, status: 1, lastContact: 1, earnings: -1 });
    const docs = [];
    for (const creatorId of ['c1', 'c2', 'c3']) {
      for (let i = 0; i < perCreator; i++) {
        docs.push({
          _id: `${creatorId}-${i}`,
          creatorId,
          status: i % 2 === 0 ? 'Active' : 'Lapsed',
          lastContact: (i * 37) % 50,
          earnings: (i * 7919) % 1000,
          name: `customer ${i}`,
        });
      }
    }
    await rows.insertMany(docs);
  }

  it("serves a creator's sorted page from the index without looking at other creators' documents", async () => {
    await seedRows(200);
    const filter = { creatorId: 'c2', status: 'Active' };
    const options = { sort: { lastContact: 1, earnings: -1 } as const, skip: 20, limit: 10 };
    const trace = store.explain('rows', filter, options);
    expect(trace).toEqual({ plan: 'index', ordered: true, exact: true, examined: 10 });

    const page = await store.collection<Row>('rows').find(filter, options).toArray();
    const ordered = (await store.collection<Row>('rows').find({}).toArray())
      .filter((doc) => doc.creatorId === 'c2' && doc.status === 'Active')
      .sort(
        (a, b) =>
          a.lastContact - b.lastContact || b.earnings - a.earnings || (a._id < b._id ? -1 : 1),
      );
    expect(page).toEqual(ordered.slice(20, 30));
    // Skipping without a limit: the rest, from the index too.
    const rest = { sort: options.sort, skip: 95 };
    expect(store.explain('rows', filter, rest).plan).toBe('index');
    expect(await store.collection<Row>('rows').find(filter, rest).toArray()).toEqual(
      ordered.slice(95),
    );
  });

  it('narrows to the equality prefix and lets mingo decide the rest', async () => {
    await seedRows(100);
    const trace = store.explain(
      'rows',
      { creatorId: 'c1', name: { $regex: '7$' } },
      { sort: { name: 1 } },
    );
    expect(trace.plan).toBe('index');
    expect(trace.exact).toBe(false);
    expect(trace.examined).toBe(100);
  });

  it("answers selective filters and deep pages from the creator's group in memory, like a scan", async () => {
    await seedRows(3_000);
    const rows = store.collection<Row>('rows');
    // Moves between creators, deletions and new documents keep the groups in step.
    await rows.updateOne({ _id: 'c2-7' }, { $set: { creatorId: 'c1' } });
    await rows.deleteOne({ _id: 'c1-8' });
    await rows.insertOne({ _id: 'c1-new', creatorId: 'c1', status: 'Lapsed', lastContact: 3 });
    const all = await rows.find({}).toArray();
    const filter = { creatorId: 'c1', earnings: { $gte: 900 }, name: { $regex: '1' } };
    const matches = (doc: Row) =>
      doc.creatorId === 'c1' &&
      typeof doc.earnings === 'number' &&
      doc.earnings >= 900 &&
      typeof doc.name === 'string' &&
      doc.name.includes('1');
    const sort = { status: 1, lastContact: 1, earnings: -1 } as const;
    const expected = all
      .filter(matches)
      .sort(
        (a, b) =>
          String(a.status).localeCompare(String(b.status)) ||
          Number(a.lastContact) - Number(b.lastContact) ||
          Number(b.earnings) - Number(a.earnings) ||
          (a._id < b._id ? -1 : 1),
      );
    expect(await rows.countDocuments(filter)).toBe(expected.length);
    for (const skip of [0, 50, 150, expected.length - 10]) {
      const page = await rows.find(filter, { sort, skip, limit: 50 }).toArray();
      expect(page).toEqual(expected.slice(skip, skip + 50));
    }
    // Only c1's documents are ever looked at: the ordered walk, then its group.
    const trace = store.explain('rows', filter, { sort, skip: 150, limit: 50 });
    expect(trace.plan).toBe('index');
    expect(trace.examined).toBeLessThanOrEqual(2 * 3_000 + 1);
    expect(await rows.countDocuments({ creatorId: 'c9', status: 'Active' })).toBe(0);

    // A count remembers its matches for the page beside it, until the next commit.
    const [first, second] = expected;
    await rows.updateOne({ _id: first?._id }, { $set: { earnings: 1 } });
    const [total, page] = await Promise.all([
      rows.countDocuments(filter),
      rows.find(filter, { sort, skip: 0, limit: 50 }).toArray(),
    ]);
    expect(total).toBe(expected.length - 1);
    expect(page[0]?._id).toBe(second?._id);
    expect(page).toEqual(expected.slice(1, 51));
  });

  it('stops using an index path once a document holds an array there, and resumes after', async () => {
    await seedRows(20);
    const rows = store.collection<Row>('rows');
    await rows.updateOne({ _id: 'c3-1' }, { $set: { creatorId: ['c1', 'c3'] } });
    expect(store.explain('rows', { creatorId: 'c1' }).plan).toBe('scan');
    expect(await rows.countDocuments({ creatorId: 'c1' })).toBe(21);
    await rows.updateOne({ _id: 'c3-1' }, { $set: { creatorId: 'c3' } });
    expect(store.explain('rows', { creatorId: 'c1' }).plan).toBe('index');
    expect(await rows.countDocuments({ creatorId: 'c1' })).toBe(20);
  });

  it('orders in memory when a sort path holds booleans, keeping MongoDB order', async () => {
    await seedRows(5);
    const rows = store.collection<Row>('rows');
    await rows.updateOne({ _id: 'c1-2' }, { $set: { lastContact: true } });
    const trace = store.explain(
      'rows',
      { creatorId: 'c1', status: 'Active' },
      { sort: { lastContact: 1 } },
    );
    expect(trace.ordered).toBe(false);
    const page = await rows
      .find({ creatorId: 'c1', status: 'Active' }, { sort: { lastContact: -1 } })
      .toArray();
    expect(page[0]?._id).toBe('c1-2');
  });

  it('reloads documents and indexes from its file', async () => {
    await seedRows(10);
    const unique = store.collection<Row>('accounts');
    await unique.createIndex({ email: 1 }, { unique: true });
    await unique.insertOne({ _id: 'a', email: 'a@example.com' });
    const before = await store
      .collection<Row>('rows')
      .find({}, { sort: { _id: 1 } })
      .toArray();
    await store.close();

    store = EmbeddedReadStore.open(file);
    expect(
      await store
        .collection<Row>('rows')
        .find({}, { sort: { _id: 1 } })
        .toArray(),
    ).toEqual(before);
    expect(store.explain('rows', { creatorId: 'c1' }).plan).toBe('index');
    await expect(unique.insertOne({ _id: 'b', email: 'a@example.com' })).rejects.toThrow('closed');
    await expect(
      store.collection<Row>('accounts').insertOne({ _id: 'b', email: 'a@example.com' }),
    ).rejects.toBeInstanceOf(DuplicateKeyError);
  });

  it('writes a deferred commit to its file at the end of the turn, or before the file is read', async () => {
    const rows = store.collection<Row>('rows');
    await rows.createIndex({ creatorId: 1 });
    await rows.insertOne({ _id: 'a', creatorId: 'c1', n: 1 });
    const onDisk = new Database(file, { readonly: true });
    const table = onDisk
      .prepare<[], string>("SELECT tbl FROM __collections WHERE name = 'rows'")
      .pluck()
      .get() as string;
    const stored = () =>
      onDisk
        .prepare<[], { id: string; doc: string }>(`SELECT id, doc FROM ${table} ORDER BY id`)
        .all()
        .map((row) => ({ id: row.id, n: (JSON.parse(row.doc) as { n: number }).n }));
    const deferred = { durability: 'deferred' } as const;
    try {
      await store.withTransaction(async (tx) => {
        await tx.collection<Row>('rows').updateOne({ _id: 'a' }, { $set: { n: 2 } });
        await tx.collection<Row>('rows').insertOne({ _id: 'b', creatorId: 'c2', n: 1 });
      }, deferred);
      // Seen at once; not in the file yet.
      expect(await rows.find({}, { sort: { _id: 1 } }).toArray()).toMatchObject([
        { _id: 'a', n: 2 },
        { _id: 'b', n: 1 },
      ]);
      expect(stored()).toEqual([{ id: 'a', n: 1 }]);
      // A query the file answers (by its index) writes it first.
      expect(store.explain('rows', { creatorId: 'c2' }).plan).toBe('index');
      expect(await rows.find({ creatorId: 'c2' }).toArray()).toMatchObject([{ _id: 'b' }]);
      expect(stored()).toEqual([
        { id: 'a', n: 2 },
        { id: 'b', n: 1 },
      ]);

      // At the end of the turn.
      await store.withTransaction(async (tx) => {
        await tx.collection<Row>('rows').updateOne({ _id: 'a' }, { $set: { n: 3 } });
      }, deferred);
      expect(stored()).toEqual([
        { id: 'a', n: 2 },
        { id: 'b', n: 1 },
      ]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(stored()).toEqual([
        { id: 'a', n: 3 },
        { id: 'b', n: 1 },
      ]);

      // A commit at once writes the deferred ones before it, in order.
      await store.withTransaction(async (tx) => {
        await tx.collection<Row>('rows').updateOne({ _id: 'a' }, { $set: { n: 4 } });
      }, deferred);
      await rows.updateOne({ _id: 'a' }, { $set: { n: 5 } });
      await store.withTransaction(async (tx) => {
        await tx.collection<Row>('rows').deleteOne({ _id: 'b' });
      }, deferred);
      expect(stored()).toEqual([
        { id: 'a', n: 5 },
        { id: 'b', n: 1 },
      ]);
      // And closing writes what is left.
      await store.close();
      expect(stored()).toEqual([{ id: 'a', n: 5 }]);
    } finally {
      onDisk.close();
    }
  });

  it('hands out copies: changing a result changes nothing stored', async () => {
    const c = store.collection<Row>('copies');
    await c.insertOne({ _id: 'x', list: [1], nested: { a: 1 } });
    const found = await c.findOne({ _id: 'x' });
    (found?.list as number[]).push(2);
    (found?.nested as { a: number }).a = 9;
    expect(await c.findOne({ _id: 'x' })).toEqual({ _id: 'x', list: [1], nested: { a: 1 } });
  });

  it('refuses values JSON cannot hold and operators outside the subset', async () => {
    const c = store.collection<Row>('refusals');
    await expect(c.insertOne({ _id: 'd', at: new Date() })).rejects.toThrow(/not a JSON value/);
    await expect(c.insertOne({ _id: 'n', value: Number.NaN })).rejects.toThrow(/not a JSON number/);
    await c.insertOne({ _id: 'x', a: [1, 2] });
    await expect(c.updateOne({ _id: 'x' }, { $rename: { a: 'b' } })).rejects.toThrow(
      /outside the read store subset/,
    );
    await expect(c.updateOne({ _id: 'x', a: 1 }, { $set: { 'a.$': 5 } })).rejects.toThrow(
      /positional/,
    );
    await expect(c.updateOne({ _id: 'x' }, { $set: { a: 1 }, $inc: { a: 1 } })).rejects.toThrow(
      /conflict/,
    );
    await expect(c.aggregate([{ $out: 'elsewhere' }]).toArray()).rejects.toThrow(
      /outside the read store subset/,
    );
  });

  it('retries a transaction whose document another transaction committed meanwhile', async () => {
    const c = store.collection<Row>('counters');
    await c.insertOne({ _id: 'n', value: 0 });
    let attempts = 0;
    let releaseFirst: () => void = () => undefined;
    const firstMayCommit = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const first = store.withTransaction(async (tx) => {
      attempts++;
      await tx.collection<Row>('counters').updateOne({ _id: 'n' }, { $inc: { value: 1 } });
      if (attempts === 1) await firstMayCommit;
    });
    await store.withTransaction(async (tx) => {
      await tx.collection<Row>('counters').updateOne({ _id: 'n' }, { $inc: { value: 10 } });
    });
    releaseFirst();
    await first;
    expect(attempts).toBe(2);
    expect(await c.findOne({ _id: 'n' })).toEqual({ _id: 'n', value: 11 });
  });

  it('aborts a transaction after a write error, as MongoDB does', async () => {
    const c = store.collection<Row>('aborted');
    await c.insertOne({ _id: 'a' });
    await expect(
      store.withTransaction(async (tx) => {
        await tx.collection<Row>('aborted').insertOne({ _id: 'b' });
        await tx
          .collection<Row>('aborted')
          .insertOne({ _id: 'a' })
          .catch(() => undefined);
      }),
    ).rejects.toThrow(/aborted/);
    expect(await c.countDocuments()).toBe(1);
  });
});
