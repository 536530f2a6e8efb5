import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type ComputedProvenanceResponse,
  EarningsInsightsResponse,
  type EarningsResponse,
  WEEKDAYS,
} from '@flirtwire/contracts';
import { tip } from '../../../test-support/customers.js';
import {
  grantRole,
  type SignedInUser,
  signInAdmin,
  signUp,
} from '../../../test-support/identity.js';
import { caughtUp, makeFlirt } from '../../../test-support/money.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';

const DAY = 86_400_000;
/** The weekday and hour of an instant on a New York wall clock, read by Intl alone. */
function newYork(at: Date): { weekday: number; hour: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    weekday: 'long',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const weekday = parts.find((p) => p.type === 'weekday')?.value ?? '';
  return {
    weekday: WEEKDAYS.indexOf(weekday as (typeof WEEKDAYS)[number]),
    hour: Number(parts.find((p) => p.type === 'hour')?.value),
  };
}

describe('GET /client_api/earnings/insights', () => {
  let t: TestApp;
  let ann: SignedInUser;
  let bob: SignedInUser;
  let auditor: SignedInUser;
  let regular: SignedInUser;
  let newcomer: SignedInUser;
  const recent = new Date(Date.now() - DAY);

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await signInAdmin(t);
    ann = await makeFlirt(t, admin);
    bob = await makeFlirt(t, admin);
    auditor = await signUp(t);
    await grantRole(t, admin, auditor.userId, 'auditor');
    regular = await signUp(t);
    newcomer = await signUp(t);
    // The regular first paid 120 days ago and again yesterday; the newcomer only yesterday.
    await tip(t, ann.userId, regular.userId, 4_000, new Date(Date.now() - 120 * DAY));
    await tip(t, ann.userId, regular.userId, 3_000, recent);
    await tip(t, ann.userId, newcomer.userId, 1_000, recent);
    await caughtUp(t);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const insights = async (user: SignedInUser, window: string) => {
    const response = await t.inject({
      method: 'GET',
      url: `/client_api/earnings/insights?window=${window}`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    return EarningsInsightsResponse.parse(response.json());
  };

  it("counts the window's spenders, new spenders, the average and the top spenders' share", async () => {
    const month = await insights(ann, '30');
    expect(month).toMatchObject({
      window: '30',
      time_zone: 'America/New_York',
      spenders: 2,
      new_spenders: 1,
      gross: 4_000,
      average_per_spender: 2_000,
    });
    expect(month.top_spenders).toEqual([
      { customer_id: regular.userId, seeker_name: regular.login, gross: 3_000, share: 0.75 },
      { customer_id: newcomer.userId, seeker_name: newcomer.login, gross: 1_000, share: 0.25 },
    ]);
    // The same gross as the earnings view's totals of the window.
    const earnings = await t.inject({
      method: 'GET',
      url: '/client_api/earnings?window=30',
      headers: ann.headers,
    });
    expect(earnings.json<EarningsResponse>().totals.gross.total).toBe(month.gross);
    const lifetime = await insights(ann, 'lifetime');
    expect(lifetime).toMatchObject({ spenders: 2, new_spenders: 2, gross: 8_000 });
  });

  it("puts yesterday's payments in the hour of the Flirt's wall clock, and cohorts by first month", async () => {
    const month = await insights(ann, '30');
    const { weekday, hour } = newYork(recent);
    expect(month.best).toEqual({ weekday, hour, gross: 4_000 });
    expect(month.heat_map).toHaveLength(168);
    expect(month.heat_map.reduce((n, c) => n + c.payments, 0)).toBe(2);
    const lifetime = await insights(ann, 'lifetime');
    expect(lifetime.cohorts.reduce((n, c) => n + c.customers, 0)).toBe(2);
    expect(lifetime.cohorts[0]?.customers).toBe(1);
    expect(lifetime.cohorts[0]?.active.filter((n) => n > 0)).toEqual([1, 1]);
  });

  it('names a trace for each figure that an auditor recomputes from the events', async () => {
    const month = await insights(ann, '30');
    for (const name of [
      'spenders',
      'new_spenders',
      'heat_map',
      'top_spenders',
      'cohorts',
    ] as const) {
      const p = month.provenance[name];
      const query = new URLSearchParams({
        figure: p.figure,
        subjectId: ann.userId,
        ...(p.from === null ? {} : { from: p.from }),
        to: p.to,
        ...(p.time_zone === null ? {} : { time_zone: p.time_zone }),
      });
      const response = await t.inject({
        method: 'GET',
        url: `/audit/provenance/computed?${query.toString()}`,
        headers: auditor.headers,
      });
      expect(response.statusCode).toBe(200);
      const trace = response.json<ComputedProvenanceResponse>();
      expect(trace.matches).toBe(true);
      expect(trace.eventsTotal).toBeGreaterThan(0);
    }
    const spenders = await t.inject({
      method: 'GET',
      url: `/audit/provenance/computed?figure=earnings.new_spenders&subjectId=${ann.userId}&from=${month.provenance.spenders.from ?? ''}&to=${month.to}`,
      headers: auditor.headers,
    });
    expect(spenders.json<ComputedProvenanceResponse>()).toMatchObject({
      displayed: 1,
      recomputed: 1,
      eventsTotal: 3,
    });
    const badZone = await t.inject({
      method: 'GET',
      url: `/audit/provenance/computed?figure=earnings.heat_map&subjectId=${ann.userId}&time_zone=Mars/Olympus`,
      headers: auditor.headers,
    });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.body).toContain('time_zone');
  });

  it("is the signed-in Flirt's own: another Flirt sees none of it, a customer is refused", async () => {
    const other = await insights(bob, 'lifetime');
    expect(other).toMatchObject({
      spenders: 0,
      gross: 0,
      top_spenders: [],
      cohorts: [],
      best: null,
    });
    expect(JSON.stringify(other)).not.toContain(regular.userId);
    const customer = await t.inject({
      method: 'GET',
      url: '/client_api/earnings/insights',
      headers: regular.headers,
    });
    expect(customer.statusCode).toBe(403);
    const anonymous = await t.inject({ method: 'GET', url: '/client_api/earnings/insights' });
    expect([401, 403]).toContain(anonymous.statusCode);
  });

  it('refuses a window the earnings view does not have, naming the field', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/client_api/earnings/insights?window=45',
      headers: ann.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('window');
  });
});
