import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CALENDAR_STREAM } from '@flirtwire/contracts';
import { earningsProjection } from '@flirtwire/projections';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { ManualClock } from '../../test-support/clock.js';
import { onePersonPerRole, signInAdmin } from '../../test-support/identity.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { Scheduler } from './scheduler.js';

const days = async (store: EventStore) =>
  (await store.readStream(CALENDAR_STREAM)).map((event) => (event.data as { date: string }).date);

describe('the scheduler and the calendar', () => {
  const clock = new ManualClock('2026-11-22T10:00:00.000Z');
  let t: TestApp;
  let store: EventStore;
  let scheduler: Scheduler;

  beforeAll(async () => {
    t = await startTestApp({ clock, keepData: true });
    store = t.app.get(EVENT_STORE);
    scheduler = t.app.get(Scheduler);
  });
  afterAll(async () => {
    await t.close();
  });

  it('starts today once, however often it runs', async () => {
    await scheduler.tick();
    await scheduler.tick();
    expect(await days(store)).toEqual(['2026-11-22']);
  });

  it('catches up the days it missed while nothing ran, in order', async () => {
    clock.advance(3 * 24 * 3_600_000);
    await scheduler.tick();
    expect(await days(store)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25']);
  });

  it('picks up where it left off after a restart', async () => {
    await t.close();
    clock.advance(24 * 3_600_000);
    t = await startTestApp({ clock, dataDir: t.dataDir });
    store = t.app.get(EVENT_STORE);
    await t.app.get(Scheduler).tick();
    expect((await days(store)).slice(-2)).toEqual(['2026-11-25', '2026-11-26']);
  });

  it('shows job status to admins only, and runs a job on request', async () => {
    const admin = await signInAdmin(t);
    const people = await onePersonPerRole(t);
    const list = await t.inject({ method: 'GET', url: '/ops/schedules', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ jobs: Array<{ name: string }> }>().jobs.map((job) => job.name)).toContain(
      'calendar',
    );
    const run = await t.inject({
      method: 'POST',
      url: '/ops/schedules/calendar/run',
      headers: admin.headers,
    });
    expect(run.json()).toMatchObject({ name: 'calendar', lastError: null });
    const missing = await t.inject({
      method: 'POST',
      url: '/ops/schedules/nothing/run',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    for (const role of ['customer', 'advisor', 'finance', 'auditor', 'moderator'] as const) {
      const response = await t.inject({
        method: 'GET',
        url: '/ops/schedules',
        headers: people[role]?.headers ?? {},
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('keeps a failing job from stopping the others, and shows its error', async () => {
    const broken = t.app.get(Scheduler);
    broken.register({
      name: 'always-fails',
      everyMs: 60_000,
      run: () => Promise.reject(new Error('the gateway is down')),
    });
    clock.advance(24 * 3_600_000);
    await broken.tick();
    const statuses = broken.statuses();
    expect(statuses.find((job) => job.name === 'always-fails')?.lastError?.message).toBe(
      'the gateway is down',
    );
    expect(statuses.find((job) => job.name === 'calendar')?.lastError).toBeNull();
    expect((await days(store)).at(-1)).toBe('2026-11-27');
  });
});

describe('the scheduler in an app that runs only some projections (a benchmark)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      clock: new ManualClock('2026-11-22T10:00:00.000Z'),
      projections: [earningsProjection],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves idle, and says why, the jobs whose read models no projection here owns', async () => {
    const scheduler = t.app.get(Scheduler);
    await scheduler.tick();
    const jobs = new Map(scheduler.statuses().map((job) => [job.name, job]));
    expect(jobs.get('subscription-billing')).toMatchObject({
      runs: 0,
      lastError: null,
      idle: 'no projection in this app owns the read model "subscriptions"',
    });
    expect(jobs.get('calendar')).toMatchObject({ runs: 1, lastError: null, idle: null });
    expect([...jobs.values()].filter((job) => job.lastError !== null)).toEqual([]);
  });
});
