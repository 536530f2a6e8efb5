import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { kill9, startTsChild } from '../../../test-support/kill-child.js';
import type { EventEnvelope } from '@flirtwire/contracts';
import { v7 as uuidv7 } from 'uuid';
import { ChainedEventStore } from '../../event-store/chained-event-store.js';
import { SqliteEventLog } from '../../event-store/sqlite/sqlite-event-log.js';
import { EmbeddedReadStore } from '../../read-store/embedded/embedded-read-store.js';
import { tipEvent } from '../../../test-support/events.js';
import { SqliteBusLog } from '../bus-log.js';
import { until } from '../event-bus.contract.js';
import type { BusBatch } from '../event-bus.port.js';
import { InProcessEventBus } from '../in-process-event-bus.js';
import { allTopics, keyOf } from '../topics.js';
import {
  EventRelay,
  RELAY_COLLECTION,
  RELAY_NAME,
  type RelayRecord,
  relayStatusRow,
} from './event-relay.js';

const EVENTS = 3_000;

/** Starts the relay child and resolves once it prints a line matching `ready`. */
function startChild(dir: string, ready: RegExp, stallAt?: number): Promise<ChildProcess> {
  return startTsChild(
    'relay-child.ts',
    [dir, ...(stallAt ? [String(stallAt)] : [])],
    ready,
    'relay child',
  );
}

async function relayCheckpoint(dir: string): Promise<number> {
  const store = EmbeddedReadStore.open(join(dir, 'read.db'));
  const record = await store.collection<RelayRecord>(RELAY_COLLECTION).findOne({ _id: RELAY_NAME });
  await store.close();
  return record?.checkpoint ?? 0;
}

describe('the event relay, killed with -9 mid-stream', () => {
  let dir: string;
  let appended: string[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'relay-'));
    const events = new ChainedEventStore(
      new SqliteEventLog({ file: join(dir, 'events.db'), synchronous: 'NORMAL' }),
    );
    const creators = Array.from({ length: 7 }, () => uuidv7());
    const results = [];
    for (let i = 0; i < EVENTS; i++) {
      const event = tipEvent({ amountCents: 100 + (i % 13) });
      Object.assign(event.data as object, { creatorId: creators[i % 7] });
      results.push(events.appendToStream(`tip-${uuidv7()}`, [event]));
    }
    appended = (await Promise.all(results)).flatMap((r) => r.events.map((e) => e.id));
    await events.close();
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('loses nothing, and the consumer drops what it published twice by event id', async () => {
    // 1. Killed after a batch is on the bus and before its checkpoint is written.
    const stallAt = 1_234;
    await kill9(await startChild(dir, /stalled 1234/, stallAt));
    const afterStall = await relayCheckpoint(dir);
    expect(afterStall).toBeGreaterThan(0);
    expect(afterStall).toBeLessThan(stallAt);

    // 2. Killed again at an arbitrary moment.
    const child = await startChild(dir, /started/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await kill9(child);

    // 3. Restarted: it resumes from its checkpoint and relays the rest.
    await kill9(await startChild(dir, /caught up 3000/));
    expect(await relayCheckpoint(dir)).toBe(EVENTS);

    // 4. A consumer group reads the bus the relay left.
    const bus = new InProcessEventBus({
      log: new SqliteBusLog(join(dir, 'bus.db')),
      partitions: 4,
    });
    const batches: BusBatch[] = [];
    const consumer = await bus.consume({
      groupId: 'verify',
      topics: allTopics(),
      handle: (batch) => {
        batches.push(batch);
        return Promise.resolve();
      },
    });
    const lagLeft = async () =>
      (await bus.lag('verify', allTopics())).reduce((sum, row) => sum + row.lag, 0);
    let lag = Infinity;
    await until(() => {
      void lagLeft().then((left) => (lag = left));
      return lag === 0 && batches.length > 0;
    }, 'the group read the whole bus');
    await consumer.stop();
    await bus.close();

    const delivered: EventEnvelope[] = batches.flatMap((batch) => [...batch.events]);
    const duplicates = batches.reduce((sum, batch) => sum + batch.duplicates, 0);
    // Nothing lost, nothing handed over twice.
    expect(delivered.map((e) => e.id).sort()).toEqual([...appended].sort());
    // The batch on the bus at the first kill was published again after restart, and dropped.
    expect(duplicates).toBeGreaterThanOrEqual(1);
    // One creator's events arrive in log order.
    const last = new Map<string, number>();
    for (const event of delivered) {
      const key = keyOf(event);
      expect(event.position).toBeGreaterThan(last.get(key) ?? 0);
      last.set(key, event.position);
    }
  });

  it('shows its checkpoint and lag, and resumes where it stopped', async () => {
    const events = new ChainedEventStore(new SqliteEventLog({ file: ':memory:' }));
    const store = EmbeddedReadStore.inMemory();
    const bus = new InProcessEventBus();
    for (let i = 0; i < 30; i++) await events.appendToStream(`tip-${uuidv7()}`, [tipEvent()]);
    const relay = new EventRelay({ source: events, bus, store, batchSize: 7 });
    await relay.start();
    expect(await relay.waitFor(30, 10_000)).toBe(true);
    expect(relay.status()).toEqual({ checkpoint: 30, head: 30, lag: 0, error: null });
    await relay.stop();
    for (let i = 0; i < 5; i++) await events.appendToStream(`tip-${uuidv7()}`, [tipEvent()]);
    const again = new EventRelay({ source: events, bus, store, batchSize: 7 });
    await again.start();
    expect(again.status().checkpoint).toBe(30);
    expect(await again.waitFor(35, 10_000)).toBe(true);
    const lag = await bus.lag('nobody', allTopics());
    expect(lag.reduce((sum, row) => sum + row.highWatermark, 0)).toBe(35);
    await again.stop();
    await bus.close();
    await events.close();
  });
});

describe("the relay's row on /ops/projections", () => {
  it('shows its checkpoint, the head, the lag and its last error', () => {
    expect(relayStatusRow({ checkpoint: 40, error: null }, 55)).toEqual({
      name: 'bus-relay',
      version: 1,
      status: 'catching-up',
      checkpoint: 40,
      head: 55,
      lag: 15,
      error: null,
      rebuild: null,
    });
    const failing = relayStatusRow({ checkpoint: 55, error: 'broker unavailable' }, 55);
    expect(failing.status).toBe('live');
    expect(failing.error?.message).toBe('broker unavailable');
  });
});
