import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { kill9, startTsChild } from '../test-support/kill-child.js';
import { canonicalJson } from '@flirtwire/contracts';
import { type ProjectionRecord, ProjectionRunner } from '@flirtwire/projections';
import { v7 as uuidv7 } from 'uuid';
import { ChainedEventStore } from '../infrastructure/event-store/chained-event-store.js';
import { SqliteEventLog } from '../infrastructure/event-store/sqlite/sqlite-event-log.js';
import { EmbeddedReadStore } from '../infrastructure/read-store/embedded/embedded-read-store.js';
import { tipEvent } from '../test-support/events.js';
import { myTipsProjection, tipTotalsProjection } from '../test-support/tip-projections.js';

const EVENTS = 3_000;

/** Starts the projector child and resolves once it prints a line matching `ready`. */
function startChild(dir: string, ready: RegExp, stallAt?: number): Promise<ChildProcess> {
  return startTsChild(
    'projector-child.ts',
    [dir, ...(stallAt ? [String(stallAt)] : [])],
    ready,
    'projector child',
  );
}

/** Every read model a runner serves, as canonical JSON, keyed by logical collection. */
async function snapshot(
  store: EmbeddedReadStore,
  runner: ProjectionRunner,
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const logical of ['tip_totals', 'my_tips']) {
    const docs = await store
      .collection(runner.catalog.physical(logical))
      .find({}, { sort: { _id: 1 } })
      .toArray();
    out[logical] = canonicalJson(docs);
  }
  return out;
}

async function runToHead(
  dir: string,
  file: string,
): Promise<{ store: EmbeddedReadStore; runner: ProjectionRunner }> {
  const events = new ChainedEventStore(
    new SqliteEventLog({ file: join(dir, 'events.db'), synchronous: 'NORMAL' }),
  );
  const store = EmbeddedReadStore.open(join(dir, file));
  const runner = new ProjectionRunner({
    store,
    source: events,
    projections: [tipTotalsProjection(), myTipsProjection()],
  });
  await runner.start();
  expect(await runner.waitFor(null, await events.headPosition(), 20_000)).toBe(true);
  await runner.stop();
  await events.close();
  return { store, runner };
}

describe('kill -9 in the middle of a projection batch', () => {
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'crash-'));
    const events = new ChainedEventStore(
      new SqliteEventLog({ file: join(dir, 'events.db'), synchronous: 'NORMAL' }),
    );
    const creators = Array.from({ length: 7 }, () => uuidv7());
    const customers = Array.from({ length: 11 }, () => uuidv7());
    const appends = [];
    for (let i = 0; i < EVENTS; i++) {
      const event = tipEvent({ amountCents: 100 + (i % 13) });
      Object.assign(event.data as object, {
        creatorId: creators[i % 7],
        customerId: customers[i % 11],
      });
      appends.push(events.appendToStream(`tip-${uuidv7()}`, [event]));
    }
    await Promise.all(appends);
    await events.close();
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('leaves every read model equal to a from-scratch rebuild after restart', async () => {
    // 1. Killed while a handler of a batch is running: its transaction never commits.
    const stallAt = 1_234;
    await kill9(await startChild(dir, /stalled 1234/, stallAt));
    const afterKill = EmbeddedReadStore.open(join(dir, 'read.db'));
    const records = await afterKill.collection<ProjectionRecord>('_projections').find({}).toArray();
    expect(records).toHaveLength(2);
    for (const record of records) {
      expect(record.checkpoint).toBeGreaterThan(0);
      expect(record.checkpoint).toBeLessThan(stallAt);
    }
    await afterKill.close();

    // 2. Killed again at an arbitrary moment of catching up (mid-batch or mid-commit).
    const child = await startChild(dir, /started/);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await kill9(child);

    // 3. Restarted: it resumes from its checkpoints; compared with a rebuild from position 0.
    const restarted = await runToHead(dir, 'read.db');
    const rebuilt = await runToHead(dir, 'rebuilt.db');
    const after = await snapshot(restarted.store, restarted.runner);
    expect(after).toEqual(await snapshot(rebuilt.store, rebuilt.runner));
    expect(JSON.parse(after.my_tips ?? '[]')).toHaveLength(EVENTS);
    await restarted.store.close();
    await rebuilt.store.close();
  });
});
