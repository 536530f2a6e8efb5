import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { EventEnvelope } from '@flirtwire/contracts';
import {
  type ChangeNotice,
  defineProjection,
  InProcessChangeNotifier,
  type Projection,
  type ProjectionEventSource,
  type ProjectionRecord,
  ProjectionRunner,
} from '@flirtwire/projections';
import { v7 as uuidv7 } from 'uuid';
import { ChainedEventStore } from '../infrastructure/event-store/chained-event-store.js';
import { SqliteEventLog } from '../infrastructure/event-store/sqlite/sqlite-event-log.js';
import { EmbeddedReadStore } from '../infrastructure/read-store/embedded/embedded-read-store.js';
import { tipEvent } from '../test-support/events.js';
import {
  myTipsProjection,
  type TipTotalRow,
  tipTotalsProjection,
} from '../test-support/tip-projections.js';

interface Tip {
  creatorId: string;
  customerId: string;
  amountCents: number;
}

describe('projection runner', () => {
  let dir: string;
  let events: ChainedEventStore;
  let store: EmbeddedReadStore;
  const runners: ProjectionRunner[] = [];
  const creators = Array.from({ length: 4 }, () => uuidv7());
  const customers = Array.from({ length: 5 }, () => uuidv7());

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'runner-'));
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

  function start(
    projections: Projection[],
    options: { batchSize?: number; source?: ProjectionEventSource } = {},
  ) {
    const notifier = new InProcessChangeNotifier();
    const notices: ChangeNotice[] = [];
    notifier.subscribe((batch) => notices.push(...batch));
    const runner = new ProjectionRunner({
      store,
      source: options.source ?? events,
      projections,
      notifier,
      batchSize: options.batchSize ?? 100,
      retireAfterMs: 20,
    });
    runners.push(runner);
    return { runner, notices };
  }

  async function appendTips(
    count: number,
    amount: (i: number) => number = (i) => 100 + (i % 7),
  ): Promise<Tip[]> {
    const tips: Tip[] = [];
    const appends = [];
    for (let i = 0; i < count; i++) {
      const event = tipEvent({ amountCents: amount(i) });
      const data = event.data as Record<string, unknown>;
      data.creatorId = creators[i % creators.length];
      data.customerId = customers[i % customers.length];
      tips.push({
        creatorId: data.creatorId as string,
        customerId: data.customerId as string,
        amountCents: amount(i),
      });
      appends.push(events.appendToStream(`tip-${uuidv7()}`, [event]));
    }
    const results = await Promise.all(appends);
    return tips.map((tip, i) => ({ ...tip, position: results[i]?.position ?? 0 }));
  }

  function expectedTotals(tips: readonly Tip[]): Map<string, { totalCents: number; tips: number }> {
    const totals = new Map<string, { totalCents: number; tips: number }>();
    for (const tip of tips) {
      const key = `${tip.creatorId}:${tip.customerId}`;
      const row = totals.get(key) ?? { totalCents: 0, tips: 0 };
      row.totalCents += tip.amountCents;
      row.tips += 1;
      totals.set(key, row);
    }
    return totals;
  }

  async function totalsIn(
    runner: ProjectionRunner,
  ): Promise<Map<string, { totalCents: number; tips: number }>> {
    const rows = await store
      .collection<TipTotalRow>(runner.catalog.physical('tip_totals'))
      .find({})
      .toArray();
    return new Map(rows.map((row) => [row._id, { totalCents: row.totalCents, tips: row.tips }]));
  }

  it('catches up from position 0 in batches, then follows the log live', async () => {
    const before = await appendTips(250);
    const { runner } = start([tipTotalsProjection()]);
    await runner.start();
    const head = await events.headPosition();
    expect(await runner.waitFor(null, head, 5_000)).toBe(true);
    expect(await totalsIn(runner)).toEqual(expectedTotals(before));

    const after = await appendTips(30);
    expect(await runner.waitFor(['tip-totals'], await events.headPosition(), 5_000)).toBe(true);
    expect(await totalsIn(runner)).toEqual(expectedTotals([...before, ...after]));
    const [status] = runner.status();
    expect(status).toMatchObject({
      name: 'tip-totals',
      version: 1,
      status: 'live',
      lag: 0,
      error: null,
    });
  });

  it('moves a live projection past events of other types without reading the log', async () => {
    const readTypes: string[][] = [];
    const counting: ProjectionEventSource = {
      readAll: (options) => {
        readTypes.push([...(options.filter?.eventTypes ?? [])]);
        return events.readAll(options);
      },
      subscribeToAll: (options) => events.subscribeToAll(options),
      headPosition: () => events.headPosition(),
    };
    // A projection of another event type: every tip appended wakes it too.
    const refunds = defineProjection({
      name: 'refund-rows',
      version: 1,
      eventTypes: ['TipRefunded'],
      collections: { refund_rows: {} },
      handle: () => [],
    });
    const { runner } = start([tipTotalsProjection(), refunds], { source: counting });
    await runner.start();
    const before = await appendTips(5);
    expect(await runner.waitFor(null, await events.headPosition(), 5_000)).toBe(true);
    readTypes.length = 0;

    const after = [];
    for (let i = 0; i < 20; i++) after.push(...(await appendTips(1)));
    const head = await events.headPosition();
    expect(await runner.waitFor(null, head, 5_000)).toBe(true);
    expect(await totalsIn(runner)).toEqual(expectedTotals([...before, ...after]));
    expect(readTypes.filter((types) => types.includes('TipRefunded'))).toEqual([]);
    expect(runner.status().map((status) => [status.name, status.status, status.lag])).toEqual([
      ['tip-totals', 'live', 0],
      ['refund-rows', 'live', 0],
    ]);
  });

  it('changes nothing when events are delivered again (restart and overlapping reads)', async () => {
    const tips = await appendTips(120);
    const first = start([tipTotalsProjection()]).runner;
    await first.start();
    await first.waitFor(null, await events.headPosition(), 5_000);
    await first.stop();

    // A source that re-reads the last 50 positions on every read, as a redelivering bus would.
    const redelivering: ProjectionEventSource = {
      readAll: (options) =>
        events.readAll({ ...options, fromPosition: Math.max(0, (options.fromPosition ?? 0) - 50) }),
      subscribeToAll: (options) => events.subscribeToAll(options),
      headPosition: () => events.headPosition(),
    };
    const second = start([tipTotalsProjection()], { source: redelivering, batchSize: 60 }).runner;
    await second.start();
    const more = await appendTips(40);
    expect(await second.waitFor(null, await events.headPosition(), 5_000)).toBe(true);
    expect(await totalsIn(second)).toEqual(expectedTotals([...tips, ...more]));
  });

  it('stops a projection that cannot apply an event, shows why and where, and keeps the others going', async () => {
    const tips = await appendTips(50, (i) => (i === 30 ? 4_242 : 100));
    const failing = (await events.readAll({ maxCount: 100 })).find(
      (event: EventEnvelope) => (event.data as { amountCents: number }).amountCents === 4_242,
    );
    const { runner } = start(
      [tipTotalsProjection(1, { failOnAmount: 4_242 }), myTipsProjection()],
      { batchSize: 100 },
    );
    await runner.start();
    expect(await runner.waitFor(['my-tips'], await events.headPosition(), 5_000)).toBe(true);
    expect(await runner.waitFor(['tip-totals'], await events.headPosition(), 1_000)).toBe(false);

    const status = runner.status().find((s) => s.name === 'tip-totals');
    expect(status).toMatchObject({
      status: 'error',
      error: {
        message: 'cannot apply a tip of 4242 cents',
        position: failing?.position,
        eventId: failing?.id,
        type: 'TipSent',
      },
      checkpoint: (failing?.position ?? 0) - 1,
    });
    // The events before the failing one in its batch were applied; nothing after it.
    expect(await totalsIn(runner)).toEqual(expectedTotals(tips.slice(0, 30)));
    expect(await store.collection(runner.catalog.physical('my_tips')).countDocuments()).toBe(50);
    const record = await store
      .collection<ProjectionRecord>('_projections')
      .findOne({ _id: 'tip-totals' });
    expect(record).toMatchObject({ status: 'error', error: { position: failing?.position } });
  });

  it('announces each committed batch: collection, ids, owner and position', async () => {
    const { runner, notices } = start([tipTotalsProjection(), myTipsProjection()]);
    await runner.start();
    const [tip] = await appendTips(1);
    const head = await events.headPosition();
    await runner.waitFor(null, head, 5_000);
    expect(notices).toEqual(
      expect.arrayContaining([
        {
          projection: 'tip-totals',
          collection: 'tip_totals',
          ids: [`${tip?.creatorId}:${tip?.customerId}`],
          owner: `creator:${tip?.creatorId}`,
          position: head,
        },
        expect.objectContaining({
          projection: 'my-tips',
          collection: 'my_tips',
          owner: `user:${tip?.customerId}`,
        }),
      ]),
    );
  });

  it('rebuilds a raised version in new collections while the old serves, then switches with no half-built moment', async () => {
    const tips = await appendTips(1_500);
    const v1 = start([tipTotalsProjection(1)]).runner;
    await v1.start();
    await v1.waitFor(null, await events.headPosition(), 10_000);
    await v1.stop();
    const expected = expectedTotals(tips);
    const oldPhysical = v1.catalog.physical('tip_totals');

    const v2 = start([tipTotalsProjection(2)], { batchSize: 50 }).runner;
    await v2.start();
    expect(v2.status()[0]).toMatchObject({
      version: 1,
      status: 'rebuilding',
      rebuild: { version: 2 },
    });

    const seen = new Set<string>();
    for (let i = 0; i < 10_000; i++) {
      const physical = v2.catalog.physical('tip_totals');
      const rows = await store.collection<TipTotalRow>(physical).find({}).toArray();
      const totals = new Map(
        rows.map((row) => [row._id, { totalCents: row.totalCents, tips: row.tips }]),
      );
      // Whichever version answers, it answers with the whole model.
      expect(totals).toEqual(expected);
      const shapes = new Set(rows.map((row) => row.shape ?? 1));
      expect(shapes.size).toBe(1);
      seen.add(`${physical}:${[...shapes].join()}`);
      if (v2.status()[0]?.version === 2) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect([...seen]).toEqual([`${oldPhysical}:1`, 'tip_totals__v2:2']);
    expect(v2.status()[0]).toMatchObject({ version: 2, status: 'live', rebuild: null });

    // It keeps following live after the switch, and the old collections go after the grace.
    const more = await appendTips(10);
    expect(await v2.waitFor(null, await events.headPosition(), 5_000)).toBe(true);
    expect(await totalsIn(v2)).toEqual(expectedTotals([...tips, ...more]));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await store.listCollections()).not.toContain(oldPhysical);
  });

  it('keeps the old version serving when the rebuild is refused', async () => {
    await appendTips(20);
    const v1 = start([tipTotalsProjection(1)]).runner;
    await v1.start();
    await v1.waitFor(null, await events.headPosition(), 5_000);
    await v1.stop();
    const refusing: Projection = {
      ...tipTotalsProjection(2),
      verifyRebuild: () => 'counts differ',
    };
    const v2 = start([refusing]).runner;
    await v2.start();
    for (let i = 0; i < 200 && v2.status()[0]?.rebuild?.status !== 'refused'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(v2.status()[0]).toMatchObject({
      version: 1,
      rebuild: { version: 2, status: 'refused', reason: 'counts differ' },
    });
    expect(v2.catalog.physical('tip_totals')).toBe('tip_totals__v1');
  });
});
