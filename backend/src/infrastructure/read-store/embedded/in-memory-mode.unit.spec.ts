import { describe, expect, it } from '@jest/globals';
import type { Document } from '@flirtwire/projections';
import { describeReadStoreContract } from '../read-store.contract.js';
import { EmbeddedReadStore } from './embedded-read-store.js';

describeReadStoreContract('embedded, in memory (replay shadows)', () => {
  const store = EmbeddedReadStore.inMemory();
  return Promise.resolve({ store, dispose: () => store.close() });
});

describeReadStoreContract('embedded, in memory, documents frozen (replay shadows)', () => {
  const store = EmbeddedReadStore.inMemory({ frozen: true });
  return Promise.resolve({ store, dispose: () => store.close() });
});

interface Row extends Document {
  _id: string;
  creatorId?: string;
  tags?: string | string[];
  n?: number;
}

describe('embedded read store in memory', () => {
  it('finds by an indexed equality, and still finds array members once a document holds an array there', async () => {
    const store = EmbeddedReadStore.inMemory();
    const rows = store.collection<Row>('rows');
    await rows.createIndex({ tags: 1, n: 1 });
    await rows.insertMany([
      { _id: 'a', tags: 'x', n: 1 },
      { _id: 'b', tags: 'y', n: 2 },
    ]);
    expect(await rows.find({ tags: 'x' }).toArray()).toEqual([{ _id: 'a', tags: 'x', n: 1 }]);
    await rows.insertOne({ _id: 'c', tags: ['x', 'z'], n: 3 });
    expect(
      (await rows.find({ tags: 'x' }, { sort: { n: 1 } }).toArray()).map((r) => r._id),
    ).toEqual(['a', 'c']);
    await rows.updateOne({ _id: 'c' }, { $set: { tags: 'z' } });
    expect(await rows.countDocuments({ tags: 'x' })).toBe(1);
    expect(await rows.countDocuments({ tags: 'z' })).toBe(1);
  });

  it('never hands out a stored document', async () => {
    const store = EmbeddedReadStore.inMemory();
    const rows = store.collection<Row>('rows');
    await rows.insertOne({ _id: 'a', n: 1 });
    const read = await rows.findOne({ _id: 'a' });
    if (read) read.n = 99;
    expect(await rows.findOne({ _id: 'a' })).toEqual({ _id: 'a', n: 1 });
  });

  it('frozen: hands out the stored documents to read-only readers, which cannot change them', async () => {
    const store = EmbeddedReadStore.inMemory({ frozen: true });
    await store.collection<Row>('rows').insertOne({ _id: 'a', n: 1, tags: ['x'] });
    await store.collection<Row>('rows').updateOne({ _id: 'a' }, { $set: { creatorId: 'c' } });
    const read = await store.readOnly<Row>('rows').findOne({ _id: 'a' });
    expect(read).toEqual({ _id: 'a', n: 1, tags: ['x'], creatorId: 'c' });
    expect(() => {
      if (read) read.n = 99;
    }).toThrow(TypeError);
    expect(() => {
      if (Array.isArray(read?.tags)) read.tags.push('y');
    }).toThrow(TypeError);
    expect(await store.collection<Row>('rows').findOne({ _id: 'a' })).toEqual({
      _id: 'a',
      n: 1,
      tags: ['x'],
      creatorId: 'c',
    });
  });

  it('frozen: an inserted document is stored frozen through and through, the caller keeping its own', async () => {
    const store = EmbeddedReadStore.inMemory({ frozen: true });
    const mine = { _id: 'a', n: 1, tags: ['x'], nested: { deep: { k: 'v' } } };
    await store.collection<Row>('rows').insertOne(mine);
    await store.collection<Row>('rows').insertMany([{ _id: 'b', tags: ['y'] }]);
    for (const id of ['a', 'b']) {
      const read = await store
        .readOnly<Row & { nested?: { deep: { k: string } } }>('rows')
        .findOne({
          _id: id,
        });
      expect(Object.isFrozen(read)).toBe(true);
      expect(Object.isFrozen(read?.tags)).toBe(true);
      if (read?.nested) expect(Object.isFrozen(read.nested.deep)).toBe(true);
    }
    expect(Object.isFrozen(mine)).toBe(false);
    expect(Object.isFrozen(mine.nested.deep)).toBe(false);
    await expect(
      store.collection<Row & { at?: unknown }>('rows').insertOne({ _id: 'c', at: new Date(0) }),
    ).rejects.toThrow(/at: .* is not a JSON value/);
  });

  for (const frozen of [false, true]) {
    it(`an upserted replacement holds its filter's _id first, as MongoDB stores it${frozen ? ' (frozen)' : ''}`, async () => {
      const store = EmbeddedReadStore.inMemory({ frozen });
      const rows = store.collection<Row>('rows');
      const replacement = { n: 1, tags: ['x'] };
      await rows.replaceOne({ _id: 'a' }, replacement, { upsert: true });
      const read = await store.readOnly<Row>('rows').findOne({ _id: 'a' });
      expect(Object.keys(read ?? {})).toEqual(['_id', 'n', 'tags']);
      expect(read).toEqual({ _id: 'a', n: 1, tags: ['x'] });
      // The caller's document stays the caller's.
      expect(replacement).toEqual({ n: 1, tags: ['x'] });
      expect(Object.isFrozen(read)).toBe(frozen);
    });
  }

  it('a range on an indexed path finds what a scan finds: only values of its own type, arrays included', async () => {
    const store = EmbeddedReadStore.inMemory();
    const rows = store.collection<Row & { day?: unknown }>('rows');
    await rows.createIndex({ day: 1 });
    await rows.insertMany([
      { _id: 'a', day: '2024-01-01' },
      { _id: 'b', day: '2024-02-01' },
      { _id: 'c', day: '2024-03-01' },
      { _id: 'd', day: 5 },
      { _id: 'e', day: null },
      { _id: 'f' },
      { _id: 'g', day: true },
    ]);
    const ids = async (filter: Record<string, unknown>) =>
      (await rows.find(filter).toArray()).map((row) => row._id).sort();
    expect(await ids({ day: { $lte: '2024-02-01' } })).toEqual(['a', 'b']);
    expect(await ids({ day: { $gt: '2024-01-01', $lt: '2024-03-01' } })).toEqual(['b']);
    expect(await ids({ day: { $gte: 1 } })).toEqual(['d']);
    expect(await rows.countDocuments({ day: { $lt: '2024-02-01' } })).toBe(1);
    await rows.updateOne({ _id: 'c' }, { $set: { day: '2023-12-31' } });
    expect(await ids({ day: { $lte: '2024-01-01' } })).toEqual(['a', 'c']);
    // Once an array is stored on the path, its elements count: the groups no longer serve.
    await rows.insertOne({ _id: 'h', day: ['2020-01-01', 'x'] });
    expect(await ids({ day: { $lte: '2024-01-01' } })).toEqual(['a', 'c', 'h']);
  });

  it('frozen: a read-only find with a field projection hands out the stored values themselves', async () => {
    const store = EmbeddedReadStore.inMemory({ frozen: true });
    await store.collection<Row>('rows').insertOne({ _id: 'a', n: 1, tags: ['x'] });
    const [picked] = await store
      .readOnly<Row>('rows')
      .find({}, { projection: { tags: 1 } })
      .toArray();
    const stored = await store.readOnly<Row>('rows').findOne({ _id: 'a' });
    expect(picked).toEqual({ _id: 'a', tags: ['x'] });
    expect(picked?.tags).toBe(stored?.tags);
    // A copying collection still copies.
    const [copied] = await store
      .collection<Row>('rows')
      .find({}, { projection: { tags: 1 } })
      .toArray();
    expect(copied?.tags).not.toBe(stored?.tags);
    expect(Object.isFrozen(copied?.tags)).toBe(false);
  });

  it('frozen: a replacement that appends to a stored array keeps the stored elements and freezes the new one', async () => {
    const store = EmbeddedReadStore.inMemory({ frozen: true });
    type Listed = { _id: string; items: { k: string }[] };
    const rows = store.collection<Listed>('rows');
    await rows.insertOne({ _id: 'a', items: [{ k: 'x' }] });
    const before = await store.readOnly<Listed>('rows').findOne({ _id: 'a' });
    const added = { k: 'y' };
    await rows.replaceOne({ _id: 'a' }, { items: [...(before?.items ?? []), added] });
    const after = await store.readOnly<Listed>('rows').findOne({ _id: 'a' });
    expect(after).toEqual({ _id: 'a', items: [{ k: 'x' }, { k: 'y' }] });
    expect(after?.items[0]).toBe(before?.items[0]);
    expect(after?.items[1]).not.toBe(added);
    expect(Object.isFrozen(after?.items[1])).toBe(true);
    expect(Object.isFrozen(added)).toBe(false);
    await expect(
      rows.replaceOne(
        { _id: 'a' },
        {
          items: [...(after?.items ?? []), { k: new Date(0) as unknown as string }],
        },
      ),
    ).rejects.toThrow(/items\.2\.k: .* is not a JSON value/);
  });

  it("frozen: a replace in one pass keeps what MongoDB keeps: no change is no write, -0 is 0, undefined is dropped, key order is the replacement's", async () => {
    const store = EmbeddedReadStore.inMemory({ frozen: true });
    type Row = { _id: string; a?: number; b?: string | null; c?: { n: number }; d?: unknown };
    const rows = store.collection<Row>('rows');
    await rows.insertOne({ _id: 'r', a: 1, b: 'x', c: { n: 1 } });
    const stored = await store.readOnly<Row>('rows').findOne({ _id: 'r' });
    // The same fields and values, the nested one a caller's equal copy: nothing is written.
    const same = await rows.replaceOne({ _id: 'r' }, {
      _id: 'r',
      a: 1,
      b: 'x',
      c: { n: 1 },
    } as Omit<Row, '_id'>);
    expect(same).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
    expect(await store.readOnly<Row>('rows').findOne({ _id: 'r' })).toBe(stored);
    // A new value beside an equal nested one: the nested part stays the stored one.
    await rows.replaceOne({ _id: 'r' }, { a: 2, b: null, c: { n: 1 } });
    const next = await store.readOnly<Row>('rows').findOne({ _id: 'r' });
    expect(next).toEqual({ _id: 'r', a: 2, b: null, c: { n: 1 } });
    expect(next?.c).toBe(stored?.c);
    expect(Object.isFrozen(next)).toBe(true);
    // -0 is stored as 0 and an undefined field is left out.
    await rows.replaceOne({ _id: 'r' }, { a: -0, b: null, c: { n: 1 }, d: undefined });
    const normal = await store.readOnly<Row>('rows').findOne({ _id: 'r' });
    expect(Object.is(normal?.a, 0)).toBe(true);
    expect(normal !== null && 'd' in normal).toBe(false);
    expect(normal?.c).toBe(stored?.c);
    // Another order of the same fields is a change, stored in the replacement's order.
    const reordered = await rows.replaceOne({ _id: 'r' }, { c: { n: 1 }, b: null, a: 0 });
    expect(reordered.modifiedCount).toBe(1);
    expect(Object.keys((await rows.findOne({ _id: 'r' })) ?? {})).toEqual(['_id', 'c', 'b', 'a']);
    // What JSON cannot hold is refused with its field, and the stored version stays.
    await expect(rows.replaceOne({ _id: 'r' }, { a: Number.POSITIVE_INFINITY })).rejects.toThrow(
      /a: Infinity is not a JSON number/,
    );
    await expect(rows.replaceOne({ _id: 'r' }, { d: new Date(0) })).rejects.toThrow(
      /d: a Date is not a JSON value/,
    );
    await expect(
      rows.replaceOne({ _id: 'r' }, { _id: 'other', a: 1 } as Omit<Row, '_id'>),
    ).rejects.toThrow(/immutable\) field '_id'/);
    expect(await rows.findOne({ _id: 'r' })).toEqual({ _id: 'r', c: { n: 1 }, b: null, a: 0 });
  });

  it('frozen: a $set of an object keeps the stored parts it leaves equal, and changes nothing when all are', async () => {
    const store = EmbeddedReadStore.inMemory({ frozen: true });
    type Summed = { _id: string; sums: Record<string, Record<string, number>> };
    const rows = store.collection<Summed>('rows');
    await rows.insertOne({ _id: 'a', sums: { all: { d7: 1, d30: 2 }, calls: { d30: 2 } } });
    const before = await store.readOnly<Summed>('rows').findOne({ _id: 'a' });
    const changed = await rows.updateOne(
      { _id: 'a' },
      { $set: { sums: { all: { d7: 0, d30: 2 }, calls: { d30: 2 } } } },
    );
    const after = await store.readOnly<Summed>('rows').findOne({ _id: 'a' });
    expect(changed.modifiedCount).toBe(1);
    expect(after?.sums).toEqual({ all: { d7: 0, d30: 2 }, calls: { d30: 2 } });
    expect(after?.sums.calls).toBe(before?.sums.calls);
    expect(Object.isFrozen(after?.sums.all)).toBe(true);
    const same = await rows.updateOne(
      { _id: 'a' },
      { $set: { sums: { all: { d7: 0, d30: 2 }, calls: { d30: 2 } } } },
    );
    expect(same.modifiedCount).toBe(0);
    await expect(
      rows.updateOne({ _id: 'a' }, { $set: { sums: { all: { d7: Number.NaN } } } }),
    ).rejects.toThrow(TypeError);
  });

  it('adopts handed-over documents as stored: frozen in place, indexed, a duplicate refused', async () => {
    const store = EmbeddedReadStore.inMemory({ frozen: true });
    const rows = store.collection<Row>('rows');
    await rows.createIndex({ creatorId: 1, n: -1 });
    const parsed = JSON.parse(
      '[{"_id":"a","creatorId":"c","n":1,"tags":["x"]},{"_id":"b","creatorId":"c","n":2}]',
    ) as Row[];
    store.adopt('rows', parsed);
    const found = await store
      .readOnly<Row>('rows')
      .find({ creatorId: 'c' }, { sort: { n: -1 } })
      .toArray();
    expect(found.map((row) => row._id)).toEqual(['b', 'a']);
    // The very objects, frozen with their parts: no copy was made.
    expect(found[1]).toBe(parsed[0]);
    expect(Object.isFrozen(parsed[0]) && Object.isFrozen(parsed[0]?.tags)).toBe(true);
    expect(() => {
      store.adopt('rows', [{ _id: 'a' }]);
    }).toThrow(/duplicate/i);
    expect(() => {
      store.adopt('rows', [{ n: 3 }]);
    }).toThrow(TypeError);
  });
});
