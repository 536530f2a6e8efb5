import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { tipEvent } from '../../../test-support/events.js';
import { ChainedEventStore } from '../chained-event-store.js';
import { CorruptEventError } from '../event-store.port.js';
import { describeEventStoreContract } from '../event-store.contract.js';
import { SqliteEventLog } from './sqlite-event-log.js';

describeEventStoreContract('SQLite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'events-'));
  const log = new SqliteEventLog({ file: join(dir, 'events.db'), synchronous: 'NORMAL' });
  const store = new ChainedEventStore(log);
  return Promise.resolve({
    store,
    overwriteData: (eventId: string, dataJson: string) => {
      log.database.prepare('UPDATE events SET data = ? WHERE id = ?').run(dataJson, eventId);
      return Promise.resolve();
    },
    dispose: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  });
});

describe('SQLite event store: reading what it validated on append', () => {
  const dir = mkdtempSync(join(tmpdir(), 'events-read-'));
  const log = new SqliteEventLog({ file: join(dir, 'events.db'), synchronous: 'NORMAL' });
  const store = new ChainedEventStore(log);
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('hands back current-version data as appended, and still refuses a schema version it does not know', async () => {
    const appended = await store.appendToStream('read-a', [tipEvent(), tipEvent()]);
    const all = await store.readAll({ fromPosition: 0 });
    expect(all.map((e) => e.data)).toEqual(appended.events.map((e) => e.data));
    const second = appended.events[1]!;
    log.database.prepare('UPDATE events SET schema_version = 99 WHERE id = ?').run(second.id);
    const failure = store.readAll({ fromPosition: 0 });
    await expect(failure).rejects.toBeInstanceOf(CorruptEventError);
    await expect(store.readAll({ fromPosition: 0 })).rejects.toThrow(
      new RegExp(`position ${second.position}`),
    );
  });
});

describe('SQLite event store: an append longer than one INSERT', () => {
  const dir = mkdtempSync(join(tmpdir(), 'events-long-'));
  const store = new ChainedEventStore(
    new SqliteEventLog({ file: join(dir, 'events.db'), synchronous: 'NORMAL' }),
  );
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores nothing when it fails part-way, and leaves the batch around it untouched', async () => {
    const taken = tipEvent();
    await store.appendToStream('long-other', [taken]);
    // Event 180 reuses an id stored elsewhere: the second INSERT of the append fails.
    const events = Array.from({ length: 250 }, (_, i) => (i === 180 ? taken : tipEvent()));
    const [bad, neighbour] = await Promise.allSettled([
      store.appendToStream('long-bad', events, { expectedRevision: 'no_stream' }),
      store.appendToStream('long-neighbour', [tipEvent(), tipEvent()]),
    ]);
    expect(bad.status).toBe('rejected');
    expect(neighbour.status).toBe('fulfilled');
    expect(await store.readStream('long-bad')).toEqual([]);
    expect(await store.readStream('long-neighbour')).toHaveLength(2);
    const retried = await store.appendToStream('long-bad', events.slice(0, 180), {
      expectedRevision: 'no_stream',
    });
    expect(retried.revision).toBe(179);
    await expect(store.verifyStream('long-bad')).resolves.toMatchObject({ ok: true, events: 180 });
  });
});

describe('SQLite event store: group commit', () => {
  const dir = mkdtempSync(join(tmpdir(), 'events-group-'));
  const log = new SqliteEventLog({ file: join(dir, 'events.db'), synchronous: 'NORMAL' });
  const store = new ChainedEventStore(log);
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('commits appends started by separate callbacks of one loop turn in one transaction', async () => {
    // Started right after a commit: the callbacks must still wait for each other.
    await store.appendToStream('group-a-first', [tipEvent()]);
    const before = log.batchesCommitted;
    const appends = await Promise.all(
      Array.from(
        { length: 20 },
        (_, i) =>
          new Promise<number>((resolve, reject) => {
            setImmediate(() => {
              store.appendToStream(`group-a-${i}`, [tipEvent()]).then((r) => {
                resolve(r.position);
              }, reject);
            });
          }),
      ),
    );
    expect(new Set(appends).size).toBe(20);
    expect(log.batchesCommitted - before).toBe(1);
  });

  it('commits the appends that callers make as soon as their last one returned together', async () => {
    const before = log.batchesCommitted;
    await Promise.all(
      Array.from({ length: 16 }, async (_, caller) => {
        for (let round = 0; round < 10; round++) {
          await store.appendToStream(`group-b-${caller}`, [tipEvent()], {
            expectedRevision: round === 0 ? 'no_stream' : round - 1,
          });
        }
      }),
    );
    expect(log.batchesCommitted - before).toBe(10);
    await expect(store.verifyStream('group-b-3')).resolves.toMatchObject({ ok: true, events: 10 });
  });

  it('lets the event loop run while one caller appends in a tight loop', async () => {
    await store.appendToStream('group-c-first', [tipEvent()]);
    // Queued while the caller's next appends would commit without waiting for the loop.
    const loop = { turned: false };
    setImmediate(() => {
      loop.turned = true;
    });
    let appended = 0;
    while (!loop.turned && appended < 20_000) {
      await store.appendToStream(`group-c-${appended}`, [tipEvent()]);
      appended++;
    }
    expect(loop.turned).toBe(true);
    expect(appended).toBeLessThan(20_000);
  });
});

describe('SQLite event store: the creator hint', () => {
  const dir = mkdtempSync(join(tmpdir(), 'events-hint-'));
  const log = new SqliteEventLog({ file: join(dir, 'events.db'), synchronous: 'NORMAL' });
  const store = new ChainedEventStore(log);
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('leaves out, in SQL, events that name another creator, but keeps data that names none', async () => {
    const mine = tipEvent();
    const theirs = tipEvent();
    const unnamed = tipEvent();
    await store.appendToStream('hint-a', [mine, theirs, unnamed]);
    // A stored version without `creatorId` (as an old schema version might be) is kept.
    const { creatorId: _dropped, ...withoutCreator } = unnamed.data as Record<string, unknown>;
    log.database
      .prepare('UPDATE events SET data = ? WHERE id = ?')
      .run(JSON.stringify(withoutCreator), unnamed.id);
    const creatorId = (mine.data as { creatorId: string }).creatorId;
    const rows = await log.readAll(0, 'forwards', 100, {
      creatorHint: { creatorId, alsoTypes: [] },
    });
    expect(rows.map((row) => row.id)).toEqual([mine.id, unnamed.id]);
  });
});
