import { tipStreamId } from '@flirtwire/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { AuditRunProgress, ProjectionStatusRow, ReplayReport } from '@flirtwire/contracts';
import { type Projection, ProjectionRunner } from '@flirtwire/projections';
import { v7 as uuidv7 } from 'uuid';
import { ChainedEventStore } from '../../infrastructure/event-store/chained-event-store.js';
import { SqliteEventLog } from '../../infrastructure/event-store/sqlite/sqlite-event-log.js';
import { EmbeddedReadStore } from '../../infrastructure/read-store/embedded/embedded-read-store.js';
import { tipEvent } from '../../test-support/events.js';
import { myTipsProjection, tipTotalsProjection } from '../../test-support/tip-projections.js';
import type { RunContext } from '../runs/audit-runs.js';
import { type LiveModels, runReplay } from './replay-run.js';
import { SHADOW_PREFIX } from './shadow-rebuild.js';

describe('replay run', () => {
  let dir: string;
  let events: ChainedEventStore;
  let store: EmbeddedReadStore;
  let live: ProjectionRunner;
  const creator = uuidv7();
  const customer = uuidv7();

  async function tip(amountCents: number): Promise<number> {
    const event = tipEvent({ amountCents });
    Object.assign(event.data as object, { creatorId: creator, customerId: customer });
    return (await events.appendToStream(tipStreamId(customer, creator), [event])).position;
  }

  async function startLive(projections: Projection[]): Promise<void> {
    live = new ProjectionRunner({ store, source: events, projections });
    await live.start();
  }

  function liveModels(beforeWait: () => Promise<void> = () => Promise.resolve()): LiveModels {
    return {
      status: () => Promise.resolve(live.status() as ProjectionStatusRow[]),
      waitFor: async (names, position, timeoutMs) => {
        await beforeWait();
        return live.waitFor(names, position, timeoutMs);
      },
      physical: (logical) => live.catalog.physical(logical),
    };
  }

  function runContext(progress: Partial<AuditRunProgress>[] = []): RunContext {
    return {
      runId: uuidv7(),
      signal: new AbortController().signal,
      progress: (update) => progress.push(update),
    };
  }

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'replay-run-'));
    events = new ChainedEventStore(
      new SqliteEventLog({ file: join(dir, 'events.db'), synchronous: 'NORMAL' }),
    );
    store = EmbeddedReadStore.open(join(dir, 'read.db'));
  });
  afterEach(async () => {
    await live.stop();
    await store.close();
    await events.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('compares as of one position although the live models move on during the run', async () => {
    const projections = [tipTotalsProjection(), myTipsProjection()];
    await startLive(projections);
    await tip(100);
    const last = await tip(200);
    await live.waitFor(null, last, 5_000);
    // An event lands after the rebuild's bound, before the comparison.
    let moved = false;
    const models = liveModels(async () => {
      if (moved) return;
      moved = true;
      const position = await tip(400);
      await live.waitFor(null, position, 5_000);
    });
    const progress: Partial<AuditRunProgress>[] = [];
    const outcome = await runReplay(
      { events, store, live: models, projections },
      runContext(progress),
    );
    const report = outcome.report as ReplayReport;
    expect(outcome.status).toBe('passed');
    expect(report.findings).toEqual([]);
    expect(report.asOfPosition).toBe(await events.headPosition());
    expect(report.asOfPosition).toBeGreaterThan(last);
    expect(report.projections.map((p) => p.collections[0])).toEqual([
      expect.objectContaining({ collection: 'tip_totals', equal: 1, differing: 0 }),
      expect.objectContaining({ collection: 'my_tips', live: 3, equal: 3, missing: 0, extra: 0 }),
    ]);
    expect(progress.map((p) => p.phase).filter(Boolean)).toEqual([
      'rebuilding',
      'comparing',
      'settling',
    ]);
    expect((await store.listCollections()).some((name) => name.startsWith(SHADOW_PREFIX))).toBe(
      false,
    );
  });

  it('rebuilds in a namespace of the read store once the models pass the memory budget', async () => {
    const projections = [tipTotalsProjection(), myTipsProjection()];
    await startLive(projections);
    await tip(100);
    const last = await tip(200);
    await live.waitFor(null, last, 5_000);
    const outcome = await runReplay(
      { events, store, live: liveModels(), projections, memoryBudgetDocuments: 2 },
      runContext(),
    );
    const report = outcome.report as ReplayReport;
    expect(outcome.status).toBe('passed');
    expect(report.projections.map((p) => p.collections[0])).toEqual([
      expect.objectContaining({ collection: 'tip_totals', equal: 1 }),
      expect.objectContaining({ collection: 'my_tips', equal: 2 }),
    ]);
    expect((await store.listCollections()).some((name) => name.startsWith(SHADOW_PREFIX))).toBe(
      false,
    );
  });

  it('reports a live model that stopped at an event, and what it is missing', async () => {
    await tip(100);
    const failing = await tip(13);
    await startLive([tipTotalsProjection(1, { failOnAmount: 13 })]);
    await live.waitFor(null, failing, 2_000);
    const outcome = await runReplay(
      {
        events,
        store,
        live: liveModels(),
        projections: [tipTotalsProjection(1)],
        liveWaitMs: 100,
      },
      runContext(),
    );
    const report = outcome.report as ReplayReport;
    expect(outcome.status).toBe('failed');
    expect(report.projections[0]).toMatchObject({
      status: 'error',
      error: expect.stringContaining(`the live model stopped at position ${failing}`) as unknown,
    });
    expect(report.findings).toEqual([
      expect.objectContaining({
        kind: 'differing',
        fields: expect.arrayContaining([
          { path: 'totalCents', live: 100, rebuilt: 113 },
          { path: 'tips', live: 1, rebuilt: 2 },
        ]) as unknown,
      }),
    ]);
  });
});
