import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { EventEnvelope } from '@flirtwire/contracts';
import {
  defineReactor,
  type Projection,
  type ProjectionRecord,
  ProjectionRunner,
  type Reactor,
} from '@flirtwire/projections';
import { v7 as uuidv7 } from 'uuid';
import { ChainedEventStore } from '../infrastructure/event-store/chained-event-store.js';
import { SqliteEventLog } from '../infrastructure/event-store/sqlite/sqlite-event-log.js';
import { EmbeddedReadStore } from '../infrastructure/read-store/embedded/embedded-read-store.js';
import { testMetadata, tipEvent } from '../test-support/events.js';
import { tipTotalsProjection } from '../test-support/tip-projections.js';

/**
 * Reactors as tracks of the projection runner (docs/adr/0099): the "command" each reaction
 * sends is an append (any valid event) to `thanks-<tip event id>` with expected revision
 * `no_stream`, so a repeat would be refused by the store, the way deciders refuse repeats.
 */
describe('reactor tracks of the projection runner', () => {
  let dir: string;
  let events: ChainedEventStore;
  let store: EmbeddedReadStore;
  const runners: ProjectionRunner[] = [];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'reactor-'));
    events = new ChainedEventStore(
      new SqliteEventLog({ file: join(dir, 'events.db'), synchronous: 'NORMAL' }),
    );
    store = EmbeddedReadStore.open(join(dir, 'read.db'));
  });
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop();
    await store.close();
    await events.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function start(projections: Projection[], reactors: Reactor[]): ProjectionRunner {
    const runner = new ProjectionRunner({
      store,
      source: events,
      projections,
      reactors,
      batchSize: 50,
      reactorRetryMs: { first: 5, max: 20 },
    });
    runners.push(runner);
    return runner;
  }

  async function appendTips(count: number): Promise<number[]> {
    const positions: number[] = [];
    for (let i = 0; i < count; i++) {
      positions.push((await events.appendToStream(`tip-${uuidv7()}`, [tipEvent()])).position);
    }
    return positions;
  }

  /** A reactor thanking for every tip, recording what it reacted to. */
  function thanking(options: { failing?: (event: EventEnvelope) => boolean } = {}) {
    const reacted: number[] = [];
    const failures: number[] = [];
    const reactor = defineReactor({
      name: 'thanks',
      eventTypes: ['TipSent'],
      after: ['tip-totals'],
      handle: async (event) => {
        if (options.failing?.(event)) {
          failures.push(event.position);
          throw new Error('the thanks service is down');
        }
        await events.appendToStream(
          `thanks-${event.id}`,
          [
            {
              id: uuidv7(),
              type: 'Followed',
              occurredAt: event.occurredAt,
              metadata: testMetadata(),
              data: { creatorId: uuidv7(), customerId: uuidv7() },
            },
          ],
          { expectedRevision: 'no_stream' },
        );
        reacted.push(event.position);
      },
    });
    return { reactor, reacted, failures };
  }

  const record = (name: string) =>
    store.collection<ProjectionRecord>('_projections').findOne({ _id: name });

  it('reacts to each event once, in order, and shows its checkpoint, state and lag', async () => {
    const positions = await appendTips(7);
    const thanks = thanking();
    const runner = start([tipTotalsProjection()], [thanks.reactor]);
    await runner.start();
    const head = await events.headPosition();
    expect(await runner.waitFor(['thanks'], head, 5_000)).toBe(true);
    expect(thanks.reacted).toEqual(positions);
    expect((await record('thanks'))?.checkpoint).toBe(positions.at(-1));
    const row = runner.status().find((status) => status.name === 'thanks');
    expect(row).toMatchObject({ version: 1, error: null, rebuild: null });
    expect(row?.checkpoint).toBeGreaterThanOrEqual(head);
    // Its own appends are not its events; the reactor moves past them.
    expect(await runner.waitFor(['thanks'], await events.headPosition(), 5_000)).toBe(true);
    expect(runner.status().find((status) => status.name === 'thanks')).toMatchObject({
      status: 'live',
      lag: 0,
    });
  });

  it('resumes after a restart from its checkpoint, sending nothing again', async () => {
    const before = await appendTips(5);
    const first = thanking();
    const runner = start([tipTotalsProjection()], [first.reactor]);
    await runner.start();
    expect(await runner.waitFor(['thanks'], before.at(-1) ?? 0, 5_000)).toBe(true);
    await runner.stop();

    const after = await appendTips(3);
    const second = thanking();
    const restarted = start([tipTotalsProjection()], [second.reactor]);
    await restarted.start();
    expect(await restarted.waitFor(['thanks'], after.at(-1) ?? 0, 5_000)).toBe(true);
    expect(first.reacted).toEqual(before);
    // A repeat would have thrown (no_stream) and shown as an error: there is none.
    expect(second.reacted).toEqual(after);
    expect(restarted.status().find((status) => status.name === 'thanks')?.error).toBeNull();
  });

  it('retries a failing event with backoff, showing the failure meanwhile; the events before it stay done', async () => {
    const positions = await appendTips(4);
    const stuck = positions[2] ?? 0;
    let attempts = 0;
    let release: () => void = () => undefined;
    const seenFailing = new Promise<void>((resolve) => {
      release = resolve;
    });
    const thanks = thanking({
      failing: (event) => {
        if (event.position !== stuck) return false;
        attempts++;
        if (attempts === 3) release();
        return attempts <= 3;
      },
    });
    const runner = start([tipTotalsProjection()], [thanks.reactor]);
    await runner.start();
    await seenFailing;
    const failing = runner.status().find((status) => status.name === 'thanks');
    expect(failing?.error).toMatchObject({
      message: 'the thanks service is down',
      position: stuck,
      type: 'TipSent',
    });
    expect(failing?.status).not.toBe('error');
    expect((await record('thanks'))?.checkpoint).toBe(positions[1]);

    expect(await runner.waitFor(['thanks'], positions.at(-1) ?? 0, 5_000)).toBe(true);
    expect(thanks.failures).toEqual([stuck, stuck, stuck]);
    expect(thanks.reacted).toEqual(positions);
    expect(runner.status().find((status) => status.name === 'thanks')?.error).toBeNull();
    expect((await record('thanks'))?.error).toBeNull();
  });

  it('waits for the projections it reads to reach each event before reacting to it', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const totals = tipTotalsProjection();
    const slow: Projection = {
      ...totals,
      handle: async (event, context) => {
        await gate;
        return totals.handle(event, context);
      },
    };
    const positions = await appendTips(2);
    const thanks = thanking();
    const runner = start([slow], [thanks.reactor]);
    await runner.start();
    expect(await runner.waitFor(['thanks'], positions[0] ?? 0, 200)).toBe(false);
    expect(thanks.reacted).toEqual([]);
    open();
    expect(await runner.waitFor(['thanks'], positions.at(-1) ?? 0, 5_000)).toBe(true);
    expect(thanks.reacted).toEqual(positions);
  });

  it('starts a new reactor where `startAt` says, and refuses one named like a projection', async () => {
    const positions = await appendTips(3);
    const thanks = thanking();
    const runner = start(
      [tipTotalsProjection()],
      [{ ...thanks.reactor, startAt: () => Promise.resolve(positions[1] ?? 0) }],
    );
    await runner.start();
    expect(await runner.waitFor(['thanks'], positions.at(-1) ?? 0, 5_000)).toBe(true);
    expect(thanks.reacted).toEqual([positions[2]]);
    await expect(runner.addReactor({ ...thanks.reactor, name: 'tip-totals' })).rejects.toThrow(
      /two tracks are named "tip-totals"/,
    );
  });
});
