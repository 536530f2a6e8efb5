import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type ProvenanceResponse, tipStreamId, userStreamId } from '@flirtwire/contracts';
import type { Document, Projection } from '@flirtwire/projections';
import { v7 as uuidv7 } from 'uuid';
import { MemoryShadow } from '../../audit/replay/memory-shadow.js';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { ProjectionHost } from '../../read-side/projection-host.js';
import { ReadModels } from '../../read-side/read-models.js';
import { ManualClock } from '../../test-support/clock.js';
import { appendEvents, tip } from '../../test-support/customers.js';
import { TestSessions } from '../../test-support/sessions.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { CustomerSnapshots, quarterStarts } from './customer-snapshots.js';
import { CUSTOMER_SNAPSHOTS_JOB, CustomerSnapshotsJob } from './customer-snapshots.job.js';
import { CustomersAsOfReplays } from './customers-as-of.js';
import { FlirtDayEvents } from './flirt-day-events.js';
import { knownCustomers } from './known-customers.js';
import { signedUpData } from '../../test-support/events.js';

const QUARTER = '2026-04-01T00:00:00.000Z';

/**
 * Quarterly snapshots of the as-of replay (docs/adr/0126): a day's replay that starts from the
 * snapshot before it gives exactly what a replay from position 0 gives, with a payment reported
 * late (after the snapshot was built, dated before it) and a customer who arrived since.
 */
describe('My Customers as of a day, from a quarterly snapshot', () => {
  // Noon in New York, 20 March 2026.
  const clock = new ManualClock('2026-03-20T16:00:00.000Z');
  let t: TestApp;
  let store: EventStore;
  let projection: Projection;
  const flirt = uuidv7();
  const ann = uuidv7();
  const bob = uuidv7();
  const dan = uuidv7();
  const eve = uuidv7();

  const signUp = (userId: string, login: string, at: string) =>
    appendEvents(t, userStreamId(userId), [
      {
        type: 'UserSignedUp',
        occurredAt: at,
        data: signedUpData(userId, login),
      },
    ]);
  const settle = async () => {
    const host = t.app.get(ProjectionHost);
    expect(await host.waitFor(null, await store.headPosition(), 30_000)).toBe(true);
  };
  /** Every document of the customer read models, by collection, in id order. */
  const documentsOf = async (source: {
    collection(name: string): { find(filter: object): { toArray(): Promise<Document[]> } };
  }) => {
    const out: Record<string, Document[]> = {};
    for (const name of Object.keys(projection.collections)) {
      const docs = await source.collection(name).find({}).toArray();
      out[name] = docs.sort((a, b) => String(a._id).localeCompare(String(b._id)));
    }
    return JSON.parse(JSON.stringify(out)) as Record<string, Document[]>;
  };
  /** The same day replayed from position 0, without any snapshot. */
  const fromZero = async (until: string) => {
    const host = t.app.get(ProjectionHost);
    const known = await knownCustomers(host, t.app.get(ReadModels), flirt);
    const shadow = await MemoryShadow.start({
      events: new FlirtDayEvents(store, flirt, until, known),
      projections: [projection],
      bound: await store.headPosition(),
    });
    expect(await shadow.reached()).toBe(true);
    return documentsOf(shadow);
  };

  beforeAll(async () => {
    t = await startTestApp({ clock });
    store = t.app.get(EVENT_STORE);
    const found = t.app.get(ProjectionHost).projections.find((p) => p.name === 'customer-rows');
    if (!found) throw new Error('no customer-rows projection');
    projection = found;
    await signUp(flirt, 'snap_flirt', '2026-03-01T12:00:00.000Z');
    await signUp(ann, 'snap_ann', '2026-03-02T12:00:00.000Z');
    await signUp(dan, 'snap_dan', '2026-03-02T13:00:00.000Z');
    await tip(t, flirt, ann, 10_000, clock.now());
    await tip(t, flirt, bob, 3_000, clock.now());
    // Eve's sign-up, dated after the quarter, is in the log before the snapshot's end.
    await signUp(eve, 'snap_eve', '2026-04-02T12:00:00.000Z');
    // Bob's tip of 30 March, reported after it: the snapshot's prefix ends here.
    await tip(t, flirt, bob, 100, new Date('2026-03-30T16:00:00.000Z'));
    clock.advance(Date.parse('2026-04-10T16:00:00.000Z') - clock.now().getTime());
    await tip(t, flirt, ann, 5_000, clock.now());
    await settle();
    expect(await t.app.get(CustomerSnapshots).build(flirt, clock.now())).toBe(1);
    // Since the snapshot: Dan (signed up before it) becomes a customer, and a tip of Bob's
    // from 25 March is reported late.
    await tip(t, flirt, dan, 700, clock.now());
    await tip(t, flirt, eve, 900, clock.now());
    const late = new Date('2026-03-25T16:00:00.000Z');
    await appendEvents(
      t,
      tipStreamId(bob, flirt),
      [
        {
          type: 'TipSent',
          occurredAt: late.toISOString(),
          data: {
            tipId: uuidv7(),
            customerId: bob,
            creatorId: flirt,
            amountCents: 400,
            platformFeeCents: 120,
            message: '',
            listingId: null,
            fromChat: false,
          },
        },
      ],
      clock.now(),
    );
    await settle();
  });
  afterAll(async () => {
    await t.close();
  });

  it('names the quarters after the first event', () => {
    expect(quarterStarts('2026-03-01T12:00:00.000Z', new Date('2026-10-01T00:00:00.000Z'))).toEqual(
      [QUARTER, '2026-07-01T00:00:00.000Z', '2026-10-01T00:00:00.000Z'],
    );
    expect(quarterStarts('2026-04-01T00:00:00.000Z', new Date('2026-06-30T00:00:00.000Z'))).toEqual(
      [],
    );
  });

  it('answers a day after the quarter from the snapshot exactly as a replay from position 0', async () => {
    const replays = t.app.get(CustomersAsOfReplays);
    for (const day of ['2026-03-31', '2026-04-05', '2026-04-10']) {
      const asOf = await replays.open(flirt, day);
      expect([day, asOf.cost.from]).toEqual([day, QUARTER]);
      expect([day, await documentsOf(asOf)]).toEqual([day, await fromZero(asOf.until)]);
    }
    const today = await replays.open(flirt, '2026-04-10');
    const rows = (await today.collection('customer_rows').find({}).toArray()) as unknown as {
      customerId: string;
      login: string | null;
      lt: number;
    }[];
    const byCustomer = new Map(rows.map((row) => [row.customerId, row]));
    // The late report counts, and Dan's login came from his sign-up before the snapshot.
    expect(byCustomer.get(bob)?.lt).toBe(3_500);
    expect(byCustomer.get(dan)).toMatchObject({ login: 'snap_dan', lt: 700 });
    const before = await replays.open(flirt, '2026-04-05');
    const earlier = (await before.collection('customer_rows').find({}).toArray()) as unknown as {
      customerId: string;
    }[];
    expect(earlier.map((row) => row.customerId)).not.toContain(dan);
  });

  it('folds the people events of customers who arrived since into the snapshot, where they all came before it', async () => {
    const snapshots = t.app.get(CustomerSnapshots);
    const known = () => knownCustomers(t.app.get(ProjectionHost), t.app.get(ReadModels), flirt);
    const lacking = async () =>
      (await snapshots.startFor(flirt, '2026-12-01T00:00:00.000Z', await known()))?.missing.map(
        (event) => (event.data as { userId: string }).userId,
      );
    expect((await lacking())?.sort()).toEqual([dan, eve].sort());
    expect(await snapshots.build(flirt, clock.now(), 0)).toBe(1);
    // Eve's sign-up came after the quarter: still handed on per day, never folded in.
    expect(await lacking()).toEqual([eve]);
    const replays = t.app.get(CustomersAsOfReplays);
    for (const day of ['2026-04-01', '2026-04-02', '2026-04-09']) {
      const asOf = await replays.open(flirt, day);
      expect([day, asOf.cost.from]).toEqual([day, QUARTER]);
      expect([day, await documentsOf(asOf)]).toEqual([day, await fromZero(asOf.until)]);
    }
  });

  it('gives the auditor a figure of a day answered from the snapshot, recomputed from the events up to then', async () => {
    const auditor = TestSessions.install(t).signIn(['customer', 'auditor']);
    for (const [day, field, cents] of [
      ['2026-04-05', 'lt', 3_500],
      ['2026-04-05', 'e30', 3_500],
      ['2026-03-31', 'lt', 3_500],
    ] as const) {
      const response = await t.inject({
        method: 'GET',
        url: `/audit/provenance?collection=customer_rows&id=${flirt}:${bob}&field=${field}&as_of=${day}`,
        headers: auditor.headers,
      });
      expect(response.statusCode).toBe(200);
      expect([day, field, response.json<ProvenanceResponse>()]).toMatchObject([
        day,
        field,
        { displayed: cents, recomputed: cents, matches: true },
      ]);
    }
  });

  it('replays a day before the first quarter from position 0', async () => {
    const asOf = await t.app.get(CustomersAsOfReplays).open(flirt, '2026-03-20');
    expect(asOf.cost.from).toBeNull();
  });

  it('chooses a snapshot by its header alone, and builds again one whose file is unreadable', async () => {
    const snapshots = t.app.get(CustomerSnapshots);
    const known = await knownCustomers(t.app.get(ProjectionHost), t.app.get(ReadModels), flirt);
    const until = '2026-04-06T04:00:00.000Z';
    const files = join(
      t.config.dataDir,
      'customer-snapshots',
      `v${String(projection.version)}`,
      flirt,
    );
    expect(readdirSync(files).sort()).toEqual(['2026-04-01.header.json.gz', '2026-04-01.json.gz']);
    writeFileSync(join(files, '2026-04-01.json.gz'), 'not a snapshot');
    // The job reads only the header of a kept snapshot: nothing to build.
    expect(await snapshots.build(flirt, clock.now())).toBe(0);
    // An answer finds the file unreadable: it replays without it and forgets it.
    expect(await snapshots.startFor(flirt, until, known)).toBeNull();
    expect(readdirSync(files)).toEqual([]);
    expect(await snapshots.build(flirt, clock.now())).toBe(1);
    expect((await snapshots.startFor(flirt, until, known))?.snapshot.boundary).toBe(QUARTER);
  });

  it('the job snapshots only Flirts with many customers', async () => {
    const job = t.app.get(CustomerSnapshotsJob);
    expect(CUSTOMER_SNAPSHOTS_JOB).toBe('customer-snapshots');
    expect(await job.run(clock.now())).toEqual({ done: 0 });
    const folder = join(t.config.dataDir, 'customer-snapshots', `v${String(projection.version)}`);
    expect(readdirSync(folder)).toEqual([flirt]);
  });
});
