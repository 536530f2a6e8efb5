import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { tipEvent } from '../../../test-support/events.js';
import { ChainedEventStore } from '../chained-event-store.js';
import { WrongExpectedRevisionError } from '../event-store.port.js';
import { SqliteEventLog } from './sqlite-event-log.js';

// Two stores on one file behave like two processes: each remembers stream tails it wrote, and
// must never trust that memory over what the other wrote since.
describe('SQLite event store with two writers on one file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'events-two-'));
  const file = join(dir, 'events.db');
  let a: ChainedEventStore;
  let b: ChainedEventStore;
  beforeAll(() => {
    a = new ChainedEventStore(
      new SqliteEventLog({ file, synchronous: 'NORMAL', pollIntervalMs: 20 }),
    );
    b = new ChainedEventStore(
      new SqliteEventLog({ file, synchronous: 'NORMAL', pollIntervalMs: 20 }),
    );
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a stale expected revision even when this writer remembers it as current', async () => {
    await a.appendToStream('s1', [tipEvent()], { expectedRevision: 'no_stream' });
    await b.appendToStream('s1', [tipEvent()], { expectedRevision: 0 });
    await expect(
      a.appendToStream('s1', [tipEvent()], { expectedRevision: 0 }),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect((await a.readStream('s1')).map((e) => e.revision)).toEqual([0, 1]);
  });

  it('accepts a correct expected revision this writer had not seen, and chains onto the other writer', async () => {
    await a.appendToStream('s2', [tipEvent()], { expectedRevision: 'no_stream' });
    await b.appendToStream('s2', [tipEvent(), tipEvent()], { expectedRevision: 0 });
    const result = await a.appendToStream('s2', [tipEvent()], { expectedRevision: 2 });
    expect(result.revision).toBe(3);
    const events = await a.readStream('s2');
    expect(events[3]?.metadata.prevHash).toBe(events[2]?.metadata.hash);
    await expect(a.verifyStream('s2')).resolves.toMatchObject({ ok: true, events: 4 });
  });

  it('appends "any" after the other writer without forking the chain', async () => {
    await a.appendToStream('s3', [tipEvent()]);
    await b.appendToStream('s3', [tipEvent()]);
    await a.appendToStream('s3', [tipEvent(), tipEvent()]);
    expect((await b.readStream('s3')).map((e) => e.revision)).toEqual([0, 1, 2, 3]);
    await expect(b.verifyStream('s3')).resolves.toMatchObject({ ok: true, events: 4 });
  });

  it('reads what the other writer appended after this one read the stream to its end', async () => {
    await a.appendToStream('s7', [tipEvent()], { expectedRevision: 'no_stream' });
    // `a` reads s7 to its end, then reads "after revision 0" and finds nothing: it remembers that.
    expect((await a.readStream('s7')).map((e) => e.revision)).toEqual([0]);
    expect(await a.readStream('s7', { fromRevision: 1 })).toEqual([]);
    await b.appendToStream('s7', [tipEvent(), tipEvent()], { expectedRevision: 0 });
    expect((await a.readStream('s7', { fromRevision: 1 })).map((e) => e.revision)).toEqual([1, 2]);
    // Its own append moves what it remembers; the other writer's next append is seen again.
    await a.appendToStream('s7', [tipEvent()], { expectedRevision: 2 });
    expect((await a.readStream('s7', { fromRevision: 3 })).map((e) => e.revision)).toEqual([3]);
    expect(await a.readStream('s7', { fromRevision: 4 })).toEqual([]);
    await b.appendToStream('s7', [tipEvent()], { expectedRevision: 3 });
    expect((await a.readStream('s7', { fromRevision: 4 })).map((e) => e.revision)).toEqual([4]);
    // A stream that did not exist when read, created by the other writer.
    expect(await a.readStream('s8')).toEqual([]);
    await b.appendToStream('s8', [tipEvent()], { expectedRevision: 'no_stream' });
    expect((await a.readStream('s8')).map((e) => e.revision)).toEqual([0]);
  });

  it('reports an already stored event id as stored, whoever wrote it', async () => {
    const event = tipEvent();
    const first = await b.appendToStream('s4', [event], { expectedRevision: 'no_stream' });
    const again = await a.appendToStream('s4', [event], { expectedRevision: 'any' });
    expect(again).toMatchObject({ alreadyStored: true, position: first.position, revision: 0 });
    expect(await a.readStream('s4')).toHaveLength(1);
  });

  it('refuses "no_stream" for a stream the other writer created, single and multi-event', async () => {
    await b.appendToStream('s6', [tipEvent(), tipEvent()], { expectedRevision: 'no_stream' });
    await expect(
      a.appendToStream('s6', [tipEvent()], { expectedRevision: 'no_stream' }),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await expect(
      a.appendToStream('s6', [tipEvent(), tipEvent(), tipEvent()], {
        expectedRevision: 'no_stream',
      }),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect((await a.readStream('s6')).map((e) => e.revision)).toEqual([0, 1]);
    await expect(a.verifyStream('s6')).resolves.toMatchObject({ ok: true, events: 2 });
  });

  it('wakes a subscriber on one writer for appends made by the other', async () => {
    const from = await a.headPosition();
    const subscription = a.subscribeToAll({ fromPosition: from, filter: { streamPrefix: 's5' } });
    const next = (async () => {
      for await (const event of subscription) return event.streamId;
      return null;
    })();
    await b.appendToStream('s5', [tipEvent()]);
    await expect(next).resolves.toBe('s5');
    subscription.stop();
  });
});
