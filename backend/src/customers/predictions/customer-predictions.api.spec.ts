import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type CustomerModelResponse,
  type CustomerSearchResponse,
  type CustomerPredictionResponse,
  PREDICTION_MESSAGES,
} from '@flirtwire/contracts';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { Scheduler } from '../../platform/scheduling/scheduler.js';
import { ManualClock } from '../../test-support/clock.js';
import { tip } from '../../test-support/customers.js';
import { type SignedInUser, signUp } from '../../test-support/identity.js';
import { type TestSignIn, TestSessions } from '../../test-support/sessions.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { CUSTOMER_MODEL_JOB } from './customer-model.job.js';

const DAY = 86_400_000;

/**
 * Predicted 90D $ and lapse risk: the customer-model job fits the Flirt's model from the
 * purchases (never a request), the grid sorts and filters by it, and a customer's details show
 * the inputs, the events behind them, the parameters and the calibration.
 */
describe('customer predictions', () => {
  // Noon in New York, the default reporting time zone.
  const clock = new ManualClock('2026-03-02T17:00:00.000Z');
  let t: TestApp;
  let store: EventStore;
  let flirt: TestSignIn;
  let small: TestSignIn;
  const customers: SignedInUser[] = [];
  const lapsed = new Set<string>();

  type Who = Pick<TestSignIn, 'headers'>;
  const search = async (
    who: Who,
    payload: Record<string, unknown> = {},
    after?: number,
  ): Promise<CustomerSearchResponse> => {
    const response = await t.inject({
      method: 'POST',
      url: `/client_api/customers/search${after === undefined ? '' : `?after=${String(after)}`}`,
      headers: who.headers,
      payload,
    });
    expect(response.statusCode).toBe(200);
    return response.json<CustomerSearchResponse>();
  };
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- callers name the body they expect
  const get = async <T>(who: Who, url: string, after?: number) => {
    const response = await t.inject({
      method: 'GET',
      url: after === undefined ? url : `${url}?after=${String(after)}`,
      headers: who.headers,
    });
    return { status: response.statusCode, body: response.json<T>() };
  };
  const refit = async () => {
    const status = await t.app.get(Scheduler).runJob(CUSTOMER_MODEL_JOB, clock.now());
    expect(status.lastError).toBeNull();
    return store.headPosition();
  };
  const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY);

  beforeAll(async () => {
    t = await startTestApp({ clock });
    store = t.app.get(EVENT_STORE);
    const sessions = TestSessions.install(t);
    flirt = sessions.signIn(['customer', 'advisor']);
    small = sessions.signIn(['customer', 'advisor']);
    for (let i = 0; i < 14; i++) customers.push(await signUp(t));
    // Fourteen customers buying every 6 to 19 days for 150 days; the first five stopped 100 days ago.
    for (const [i, customer] of customers.entries()) {
      const stop = i < 5 ? 100 : 0;
      if (i < 5) lapsed.add(customer.userId);
      for (let ago = 150 - i; ago >= stop; ago -= 6 + i)
        await tip(t, flirt.principal.userId, customer.userId, 1_000 + i * 500, daysAgo(ago));
    }
    // Another Flirt with two repeat customers: not enough history.
    for (const customer of customers.slice(0, 2)) {
      await tip(t, small.principal.userId, customer.userId, 2_000, daysAgo(30));
      await tip(t, small.principal.userId, customer.userId, 2_000, daysAgo(10));
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('has no predictions before the first fit, and says so', async () => {
    const page = await search(flirt, {}, await store.headPosition());
    expect(page.customers.every((row) => row.predicted_90D_earnings === null)).toBe(true);
    const model = await get<CustomerModelResponse>(
      flirt,
      '/client_api/customers/predictions/model',
    );
    expect(model.body).toMatchObject({
      status: 'not_fitted',
      message: PREDICTION_MESSAGES.notFittedYet,
    });
  });

  it('fits each Flirt’s model in the job, once a day', async () => {
    const after = await refit();
    const model = await get<CustomerModelResponse>(
      flirt,
      '/client_api/customers/predictions/model',
      after,
    );
    expect(model.status).toBe(200);
    expect(model.body).toMatchObject({
      status: 'fitted',
      message: null,
      as_of_day: '2026-03-02',
      customers: 14,
      repeat_customers: 14,
      minimum_repeat_customers: 10,
      horizon_days: 90,
    });
    expect(model.body.purchases?.r).toBeGreaterThan(0);
    expect(model.body.spend?.p).toBeGreaterThan(0);
    expect(model.body.calibration?.weeks).toHaveLength(8);
    expect(model.body.formulas.map((f) => f.name)).toContain('P(alive)');
    // The same day with no new purchases: nothing new is recorded.
    const head = await store.headPosition();
    expect(await refit()).toBe(head);
  });

  it('says "not enough history" below the minimum, with no predictions', async () => {
    const model = await get<CustomerModelResponse>(
      small,
      '/client_api/customers/predictions/model',
    );
    expect(model.body).toMatchObject({
      status: 'not_enough_history',
      message: PREDICTION_MESSAGES.notEnoughHistory,
      repeat_customers: 2,
    });
    const page = await search(small, {});
    expect(page.customers.map((row) => row.lapse_risk)).toEqual([null, null]);
  });

  it('sorts the grid by lapse risk and by predicted 90-day spend', async () => {
    const byRisk = await search(flirt, { sort: [{ column: 'lapse_risk', direction: 'desc' }] });
    const risks = byRisk.customers.map((row) => row.lapse_risk ?? -1);
    expect(risks).toEqual([...risks].sort((a, b) => b - a));
    expect(new Set(byRisk.customers.slice(0, 5).map((row) => row.seeker_id))).toEqual(lapsed);
    const bySpend = await search(flirt, {
      sort: [{ column: 'predicted_90D_earnings', direction: 'asc' }],
    });
    const spend = bySpend.customers.map((row) => row.predicted_90D_earnings ?? -1);
    expect(spend).toEqual([...spend].sort((a, b) => a - b));
    expect(bySpend.customers.every((row) => Number.isInteger(row.predicted_90D_earnings))).toBe(
      true,
    );
  });

  it('shows no predictions on the grid as of a past day: they are today’s, not that day’s', async () => {
    const today = await search(flirt, {});
    expect(today.customers.some((row) => row.predicted_90D_earnings !== null)).toBe(true);
    const past = await search(flirt, { as_of: '2026-02-20' });
    expect(past.as_of).toMatchObject({ day: '2026-02-20' });
    expect(past.customers.length).toBeGreaterThan(0);
    expect(
      past.customers.map((row) => [
        row.predicted_90D_earnings,
        row.lapse_risk,
        row.lapse_risk_level,
      ]),
    ).toEqual(past.customers.map(() => [null, null, null]));
  });

  it('filters by lapse risk level and predicted spend, also for select-all', async () => {
    const high = await search(flirt, { filters: { lapseRisk: ['High'] } });
    expect(new Set(high.customers.map((row) => row.seeker_id))).toEqual(lapsed);
    expect(high.total_row_count).toBe(5);
    expect(high.customers.every((row) => row.lapse_risk_level === 'High')).toBe(true);
    // "Everyone at high lapse risk who spent over $100" (lifetime).
    const spenders = await t.inject({
      method: 'POST',
      url: '/client_api/customers/search_all',
      headers: flirt.headers,
      payload: {
        filters: {
          lapseRisk: ['High'],
          earningsDetails: true,
          earningsDateWindow: 'lifetime',
          minAmount: '100',
        },
      },
    });
    expect(spenders.statusCode).toBe(200);
    const ids = spenders.json<{ seeker_ids: string[] }>().seeker_ids;
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => lapsed.has(id))).toBe(true);
    const top = await search(flirt, { filters: { minPredicted90: '20' } });
    expect(top.customers.every((row) => (row.predicted_90D_earnings ?? 0) >= 2_000)).toBe(true);
  });

  it('refuses a malformed predicted amount with the field and the message', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/client_api/customers/search',
      headers: flirt.headers,
      payload: { filters: { minPredicted90: '12.345' } },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('Please enter an amount in dollars');
  });

  it('shows a customer’s inputs with the events behind them', async () => {
    const customer = customers[7] as SignedInUser;
    const { status, body } = await get<CustomerPredictionResponse>(
      flirt,
      `/client_api/customers/${customer.login}/prediction`,
    );
    expect(status).toBe(200);
    expect(body.model.status).toBe('fitted');
    const counted = body.purchases.filter((p) => p.role !== 'after_fit');
    expect(counted[0]?.role).toBe('first');
    expect(body.inputs?.x).toBe(counted.filter((p) => p.role === 'repeat').length);
    expect(body.inputs?.average_spend).toBe(4_500);
    expect(body.prediction?.lapse_risk_level).toBe('Low');
    expect(body.prediction?.predicted_90d).toBeGreaterThan(0);
    const ids = new Set(body.purchases.map((p) => p.event_id));
    expect(ids.size).toBe(body.purchases.length);
  });

  it('answers 404 for someone who is not the Flirt’s customer', async () => {
    const { status } = await get(
      small,
      `/client_api/customers/${(customers[9] as SignedInUser).login}/prediction`,
    );
    expect(status).toBe(404);
  });
});
