import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CustomerRow, SegmentsResponse } from '@flirtwire/contracts';
import { v7 as uuidv7 } from 'uuid';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { Scheduler } from '../../platform/scheduling/scheduler.js';
import { ManualClock } from '../../test-support/clock.js';
import { tip } from '../../test-support/customers.js';
import { type TestSignIn, TestSessions } from '../../test-support/sessions.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

const DAY = 86_400_000;

/**
 * Figures that depend on today (days since, windows, tiers, lapse status, day filters) change
 * as days pass with no other events: the calendar's DayStarted rolls the stored windows, and
 * queries count days from stored instants.
 */
describe('My Customers as days pass', () => {
  // Noon in New York, the Flirt's (default) time zone, so days there and in UTC agree.
  const clock = new ManualClock('2026-03-02T17:00:00.000Z');
  let t: TestApp;
  let store: EventStore;
  let flirt: TestSignIn;
  const ann = uuidv7();
  const bob = uuidv7();

  const passDays = async (days: number) => {
    clock.advance(days * DAY);
    await t.app.get(Scheduler).tick();
  };
  const rows = async (
    filters: Record<string, unknown> = {},
  ): Promise<Record<string, CustomerRow>> => {
    const response = await t.inject({
      method: 'POST',
      url: `/client_api/customers/search?after=${await store.headPosition()}`,
      headers: flirt.headers,
      payload: { filters },
    });
    expect(response.statusCode).toBe(200);
    const found = response.json<{ customers: CustomerRow[] }>().customers;
    return Object.fromEntries(found.map((row) => [row.seeker_id === ann ? 'ann' : 'bob', row]));
  };

  beforeAll(async () => {
    t = await startTestApp({ clock });
    store = t.app.get(EVENT_STORE);
    flirt = TestSessions.install(t).signIn(['customer', 'advisor']);
    await t.app.get(Scheduler).tick();
    await tip(t, flirt.principal.userId, ann, 10_000, clock.now());
    await tip(t, flirt.principal.userId, bob, 3_000, clock.now());
  });
  afterAll(async () => {
    await t.close();
  });

  it('starts with today’s payments in every window', async () => {
    const { ann: a, bob: b } = await rows();
    expect(a).toMatchObject({
      skr_7D_earnings: 10_000,
      skr_365D_earnings: 10_000,
      days_since_last_contact: 0,
      days_since_last_earn: 0,
      lapse_status: 'New',
      interval_earnings_group: 'Highest',
    });
    // Two spenders: the top 50% is one customer, so the other is Low.
    expect(b).toMatchObject({ interval_earnings_group: 'Low', lapse_status: 'New' });
  });

  it('rolls the 7-day window after a week and counts the days, with no other events', async () => {
    await passDays(8);
    const { ann: a } = await rows();
    expect(a).toMatchObject({
      skr_7D_earnings: 0,
      skr_30D_earnings: 10_000,
      days_since_last_contact: 8,
      days_since_last_earn: 8,
      lapse_status: 'New',
    });
    expect(Object.keys(await rows({ contactedDaysAgo: { min: 8, max: 8 } }))).toEqual([
      'ann',
      'bob',
    ]);
    expect(await rows({ contactedDaysAgo: { min: 0, max: 7 } })).toEqual({});
    expect(
      Object.keys(await rows({ earningsDetails: true, earningsDateWindow: '7', minAmount: '1' })),
    ).toEqual([]);
  });

  it('moves statuses along the customer’s own rhythm', async () => {
    // Bob pays again on day 20: two paying days 20 apart (active 45 days, lapsed 90 days).
    await passDays(12);
    await tip(t, flirt.principal.userId, bob, 1_000, clock.now());
    await passDays(10);
    let now = await rows();
    expect(now.ann).toMatchObject({
      lapse_status: '1-day Only',
      skr_30D_earnings: 0,
      skr_90D_earnings: 10_000,
    });
    expect(now.bob).toMatchObject({
      lapse_status: 'Active',
      days_since_last_earn: 10,
      num_earn_days: 2,
    });
    await passDays(40);
    now = await rows();
    expect(now.bob).toMatchObject({ lapse_status: 'Lapsing', days_since_last_earn: 50 });
    expect(Object.keys(await rows({ status: ['Lapsing'] }))).toEqual(['bob']);
    await passDays(41);
    expect((await rows()).bob).toMatchObject({ lapse_status: 'Lapsed', days_since_last_earn: 91 });
    expect(Object.keys(await rows({ status: ['Lapsed'] }))).toEqual(['bob']);
  });

  it('drops spend older than 365 days from the windows and the tiers', async () => {
    await passDays(365 - 111);
    let now = await rows();
    expect(now.ann).toMatchObject({
      skr_365D_earnings: 0,
      skr_lt_earnings: 10_000,
      interval_earnings_group: '$0 L365D',
    });
    expect(now.bob).toMatchObject({ skr_365D_earnings: 1_000, interval_earnings_group: 'Highest' });
    expect(Object.keys(await rows({ value: ['Highest'] }))).toEqual(['bob']);
    await passDays(30);
    now = await rows();
    expect(now.bob).toMatchObject({ skr_365D_earnings: 0, interval_earnings_group: '$0 L365D' });
    const segments = await t.inject({
      method: 'GET',
      url: '/client_api/customers/segments',
      headers: flirt.headers,
    });
    expect(segments.json<SegmentsResponse>()).toMatchObject({ spenders_365d: 0 });
  });
});
