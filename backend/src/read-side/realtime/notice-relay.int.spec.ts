import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  CHANGE_NOTICES_COLLECTION,
  type ChangeNotice,
  InProcessChangeNotifier,
  type ProjectionRecord,
  ProjectionRunner,
} from '@flirtwire/projections';
import { v7 as uuidv7 } from 'uuid';
import { ChainedEventStore } from '../../infrastructure/event-store/chained-event-store.js';
import { SqliteEventLog } from '../../infrastructure/event-store/sqlite/sqlite-event-log.js';
import { EmbeddedReadStore } from '../../infrastructure/read-store/embedded/embedded-read-store.js';
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

  it('are not left in the read store when the app runs the projections itself', async () => {
    runner = new ProjectionRunner({ store, source: events, projections: [tipTotalsProjection()] });
    await runner.start();
    expect(await runner.waitFor(null, await appendTip(), 5_000)).toBe(true);
    expect(await store.collection(CHANGE_NOTICES_COLLECTION).countDocuments()).toBe(0);
  });
});
