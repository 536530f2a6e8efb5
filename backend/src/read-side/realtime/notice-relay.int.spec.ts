import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  CHANGE_NOTICES_COLLECTION,
  type ChangeNotice,
  InProcessChangeNotifier,
  type OutboxNotices,
  type ProjectionRecord,
  PROJECTIONS_COLLECTION,
  ProjectionRunner,
} from '@flirtwire/projections';
import { v7 as uuidv7 } from 'uuid';
import { InProcessEventBus } from '../../infrastructure/bus/in-process-event-bus.js';
import { EventRelay } from '../../infrastructure/bus/relay/event-relay.js';
import { EventBusFeed } from '../../infrastructure/bus/worker/event-bus-feed.js';
import { ChainedEventStore } from '../../infrastructure/event-store/chained-event-store.js';
import { SqliteEventLog } from '../../infrastructure/event-store/sqlite/sqlite-event-log.js';
import { EmbeddedReadStore } from '../../infrastructure/read-store/embedded/embedded-read-store.js';
import { appendTips, appliedEvents } from '../../test-support/applied-events.js';
import { tipEvent } from '../../test-support/events.js';
import { tipTotalsProjection } from '../../test-support/tip-projections.js';
import { NoticeRelay } from './notice-relay.js';

/**
 * PROJECTIONS=worker: the projector's runner leaves each batch's notices in the read store and
 * the app relays them to its gateway (docs/adr/0099). Here both sides share one embedded store
 * object; across processes they share MongoDB.
 */
describe('change notices from a projector process', () => {
  let dir: string;
  let events: ChainedEventStore;
  let store: EmbeddedReadStore;
  let runner: ProjectionRunner | null = null;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'relay-'));
    events = new ChainedEventStore(
      new SqliteEventLog({ file: join(dir, 'events.db'), synchronous: 'NORMAL' }),
    );
    store = EmbeddedReadStore.open(join(dir, 'read.db'));
  });
  afterEach(async () => {
    await runner?.stop();
    await store.close();
    await events.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const appendTip = async () =>
    (await events.appendToStream(`tip-${uuidv7()}`, [tipEvent()])).position;

  /** The projection runner with its notice outbox, over the tip totals. */
  const startRunner = async (): Promise<ProjectionRunner> => {
    const started = new ProjectionRunner({
      store,
      source: events,
      projections: [tipTotalsProjection()],
      noticeOutbox: true,
    });
    await started.start();
    return started;
  };

  it('reach the app once each, in order, and only those committed after it started', async () => {
    await appendTip();
    runner = await startRunner();
    expect(await runner.waitFor(null, await events.headPosition(), 5_000)).toBe(true);

    const app = new InProcessChangeNotifier();
    const received: ChangeNotice[] = [];
    app.subscribe((batch) => received.push(...batch));
    const relay = new NoticeRelay(store, ['tip-totals'], app);
    relay.startAfter(await store.collection<ProjectionRecord>('_projections').find({}).toArray());
    expect(await relay.poll()).toBe(0);

    const positions = [await appendTip(), await appendTip()];
    expect(await runner.waitFor(null, positions[1] ?? 0, 5_000)).toBe(true);
    expect(await relay.poll()).toBeGreaterThan(0);
    expect(await relay.poll()).toBe(0);
    expect(received.map((notice) => notice.position)).toEqual(
      [...received.map((notice) => notice.position)].sort((a, b) => a - b),
    );
    expect(received.at(-1)).toMatchObject({
      projection: 'tip-totals',
      collection: 'tip_totals',
      position: positions[1],
    });
    expect(new Set(received.map((notice) => notice.position))).toEqual(
      new Set(
        (await store.collection(CHANGE_NOTICES_COLLECTION).find({}).toArray())
          .map((batch) => batch.position as number)
          .filter((position) => position > (positions[0] ?? 0) - 1),
      ),
    );
  });

  it('reach every app instance, each polling with its own cursor, whichever polls first', async () => {
    runner = await startRunner();
    const records = await store.collection<ProjectionRecord>('_projections').find({}).toArray();
    const instances = [0, 1].map(() => {
      const gateway = new InProcessChangeNotifier();
      const received: number[] = [];
      gateway.subscribe((batch) => received.push(...batch.map((notice) => notice.position)));
      const relay = new NoticeRelay(store, ['tip-totals'], gateway);
      relay.startAfter(records);
      return { relay, received };
    });
    const [first, second] = instances as [(typeof instances)[0], (typeof instances)[0]];

    const early = await appendTip();
    expect(await runner.waitFor(null, early, 5_000)).toBe(true);
    await first.relay.poll(); // one instance polls; the other has not yet
    const late = await appendTip();
    expect(await runner.waitFor(null, late, 5_000)).toBe(true);
    await second.relay.poll();
    await first.relay.poll();
    await second.relay.poll();

    expect(first.received).toEqual([early, late]);
    expect(second.received).toEqual([early, late]);
  });

  it("commit beside another version's notices at the same positions (reading the log)", async () => {
    // After a blue/green switch the rebuilt version serves from its rebuild's checkpoint and
    // applies again what the version before it applied past that point, at the same positions.
    const head = (await appendTip(), await appendTip(), await appendTip());
    await store.collection<OutboxNotices>(CHANGE_NOTICES_COLLECTION).insertMany(
      Array.from({ length: head }, (_, index) => ({
        _id: `tip-totals:${String(index + 1)}`,
        projection: 'tip-totals',
        position: index + 1,
        at: Date.now(),
        notices: [],
      })),
    );
    runner = await startRunner();
    expect(await runner.waitFor(null, head, 5_000)).toBe(true);
    const rows = await store
      .collection<OutboxNotices>(CHANGE_NOTICES_COLLECTION)
      .find({ projection: 'tip-totals', position: head })
      .toArray();
    expect(rows.length).toBe(2);
  });

  it('are not left in the read store when the app runs the projections itself', async () => {
    runner = new ProjectionRunner({ store, source: events, projections: [tipTotalsProjection()] });
    await runner.start();
    expect(await runner.waitFor(null, await appendTip(), 5_000)).toBe(true);
    expect(await store.collection(CHANGE_NOTICES_COLLECTION).countDocuments()).toBe(0);
  });

  describe('from projections whose partitions commit in no order between them', () => {
    const notice = (position: number): ChangeNotice => ({
      projection: 'applied-events',
      collection: 'applied',
      ids: [`e${String(position)}`],
      owner: null,
      position,
    });
    /** A partition batch's commit: its notices in the outbox (the record moves separately). */
    const commit = (position: number) =>
      store.collection<OutboxNotices>(CHANGE_NOTICES_COLLECTION).insertOne({
        _id: `applied-events:${String(position)}`,
        projection: 'applied-events',
        position,
        at: Date.now(),
        notices: [notice(position)],
      });
    /** The record's checkpoint: the least of the partitions'. */
    const checkpoint = (position: number) =>
      store
        .collection<ProjectionRecord>(PROJECTIONS_COLLECTION)
        .updateOne({ _id: 'applied-events' }, { $set: { checkpoint: position } }, { upsert: true });

    it('relay a batch that commits below one already committed, once each, in order', async () => {
      await checkpoint(5);
      const app = new InProcessChangeNotifier();
      const received: number[] = [];
      app.subscribe((batch) => received.push(...batch.map((n) => n.position)));
      const relay = new NoticeRelay(store, ['applied-events'], app);
      relay.startAfter(await store.collection<ProjectionRecord>('_projections').find({}).toArray());

      // Partition A commits its batch up to 20 while partition B still stands at 5.
      await commit(20);
      await relay.poll();
      // Partition B commits its batch up to 12; the record moves to the least, 20.
      await commit(12);
      await checkpoint(20);
      await relay.poll();
      await relay.poll();
      expect(received).toEqual([12, 20]);
    });

    it('reach the app once each from two bus workers splitting the partitions', async () => {
      const bus = new InProcessEventBus({ partitions: 4, batchSize: 7 });
      const relay = new EventRelay({ source: events, bus, store, batchSize: 19 });
      await relay.start();
      const workers = ['a', 'b'].map(
        (name) =>
          new ProjectionRunner({
            store,
            source: events,
            projections: [appliedEvents(name)],
            bus: new EventBusFeed(bus, store),
            noticeOutbox: true,
          }),
      );
      for (const worker of workers) await worker.start();
      const app = new InProcessChangeNotifier();
      const received: ChangeNotice[] = [];
      app.subscribe((batch) => received.push(...batch));
      const notices = new NoticeRelay(store, ['applied-events'], app);
      notices.startAfter([]);

      // The app polls all along while both workers commit their partitions' batches.
      const appended = appendTips(events, 300);
      let caughtUp = false;
      while (!caughtUp) {
        await notices.poll();
        const head = await events.headPosition();
        const record = await store
          .collection<ProjectionRecord>(PROJECTIONS_COLLECTION)
          .findOne({ _id: 'applied-events' });
        caughtUp = head >= 300 && (record?.checkpoint ?? 0) >= head;
        await new Promise((resolve) => setTimeout(resolve, 3));
      }
      await appended;
      await notices.poll();
      for (const worker of workers) await worker.stop();
      await relay.stop();
      await bus.close();

      const outbox = await store
        .collection<OutboxNotices>(CHANGE_NOTICES_COLLECTION)
        .find({ projection: 'applied-events' })
        .toArray();
      // Every batch each worker committed reached the app, once, in position order.
      expect(outbox.length).toBeGreaterThan(2);
      const key = (n: ChangeNotice) => JSON.stringify(n);
      expect(received.map(key).sort()).toEqual(
        outbox
          .flatMap((row) => row.notices)
          .map(key)
          .sort(),
      );
      expect(received.map((n) => n.position)).toEqual(
        [...received.map((n) => n.position)].sort((a, b) => a - b),
      );
    });

    it("commit beside another version's notices at the same positions", async () => {
      // A raised version re-applies on the bus what the version before it had applied past the
      // rebuild's checkpoint; the earlier version's outbox rows are still there.
      await store.collection<OutboxNotices>(CHANGE_NOTICES_COLLECTION).insertMany(
        Array.from({ length: 40 }, (_, index) => ({
          _id: `applied-events:${String(index + 1)}`,
          projection: 'applied-events',
          position: index + 1,
          at: Date.now(),
          notices: [notice(index + 1)],
        })),
      );
      const bus = new InProcessEventBus({ partitions: 2, batchSize: 1 });
      const relay = new EventRelay({ source: events, bus, store, batchSize: 7 });
      await relay.start();
      const worker = new ProjectionRunner({
        store,
        source: events,
        projections: [appliedEvents('a')],
        bus: new EventBusFeed(bus, store),
        noticeOutbox: true,
      });
      await worker.start();
      await appendTips(events, 40);
      expect(await worker.waitFor(null, 40, 10_000)).toBe(true);
      await worker.stop();
      await relay.stop();
      await bus.close();
      const rows = await store
        .collection<OutboxNotices>(CHANGE_NOTICES_COLLECTION)
        .find({ projection: 'applied-events' })
        .toArray();
      expect(rows.length).toBe(80);
    });
  });
});
