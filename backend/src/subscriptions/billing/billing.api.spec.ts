import { subscriptionStreamId } from '@flirtwire/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SubscriptionsPage, SubscriptionView } from '@flirtwire/contracts';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
} from '../../infrastructure/payments/payment-gateway.port.js';
import { SANDBOX_TEST_CARDS } from '../../infrastructure/payments/sandbox/sandbox-test-cards.js';
import { ManualClock } from '../../test-support/clock.js';
import { addCard, type SignedInUser, signIn, signInAdmin } from '../../test-support/identity.js';
import {
  FLAGS_WITHOUT_PACKAGES,
  makeCustomer,
  makeFlirt,
  result,
  reacted,
  runJob,
  sandboxCharges,
  setPrice,
  streamTypes,
  subscribe,
} from '../../test-support/money.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { subscriptionIdFor } from '../subscription.decider.js';
import { BILLING_JOB } from './renewal.job.js';
import { SUBSCRIPTION_REACTIONS } from '../reactions/subscription-reactions.reactor.js';

const START = '2026-01-31T10:00:00.000Z';
const DAY = 86_400_000;

describe('the billing cycle', () => {
  let t: TestApp;
  let clock: ManualClock;
  let flirt: SignedInUser;

  /** Sessions idle out while the clock jumps months: sign in again as the same person. */
  const again = (user: SignedInUser) => signIn(t, user.login, user.password);
  const view = async (user: SignedInUser): Promise<SubscriptionView> => {
    const response = await t.inject({
      method: 'GET',
      url: `/client_api/subscriptions/${flirt.userId}`,
      headers: (await again(user)).headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<SubscriptionView>();
  };
  const at = (iso: string) => new Date(iso);
  const streamOf = (user: SignedInUser) =>
    subscriptionStreamId(subscriptionIdFor.feed(user.userId, flirt.userId));

  beforeAll(async () => {
    clock = new ManualClock(START);
    t = await startTestApp({ clock, env: { FEATURE_FLAGS: FLAGS_WITHOUT_PACKAGES } });
    flirt = await makeFlirt(t, await signInAdmin(t));
    expect((await setPrice(t, flirt, '10')).statusCode).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('renews at the period end, month after month from the anchor, once per period', async () => {
    const customer = await makeCustomer(t);
    const first = result(await subscribe(t, customer, flirt.userId)).subscription;
    // January 31 + 1 month is February 28; the next period ends March 31, not March 28.
    expect(first.billingPeriodEnd).toBe('2026-02-28T10:00:00.000Z');

    await runJob(t, BILLING_JOB, at('2026-02-28T09:59:59.000Z'));
    expect(await streamTypes(t, streamOf(customer))).toHaveLength(3);

    await runJob(t, BILLING_JOB, at('2026-02-28T10:00:00.000Z'));
    await runJob(t, BILLING_JOB, at('2026-02-28T10:00:00.000Z'));
    await runJob(t, BILLING_JOB, at('2026-02-28T10:30:00.000Z'));
    expect(await streamTypes(t, streamOf(customer))).toEqual([
      'Subscribed',
      'SubscriptionChargeStarted',
      'SubscriptionCharged',
      'SubscriptionChargeStarted',
      'SubscriptionCharged',
      'SubscriptionRenewed',
    ]);
    clock.advance(29 * DAY);
    expect(await view(customer)).toMatchObject({
      status: 'active',
      billingPeriodStart: '2026-02-28T10:00:00.000Z',
      billingPeriodEnd: '2026-03-31T10:00:00.000Z',
      renewalDate: '2026-03-31T10:00:00.000Z',
    });
  });

  it('retries a failed renewal after 1 and 3 days, then cancels (reason charge_failed)', async () => {
    const customer = await makeCustomer(t);
    const subscribed = result(await subscribe(t, customer, flirt.userId)).subscription;
    const end = subscribed.billingPeriodEnd ?? '';
    // The good card goes; a declining one becomes the default.
    const declining = await addCard(t, customer, SANDBOX_TEST_CARDS.declineOnCharge);
    const makeDefault = await t.inject({
      method: 'POST',
      url: `/client_api/cards/${declining}/default`,
      headers: customer.headers,
    });
    expect(makeDefault.statusCode).toBeLessThan(300);

    const endMs = new Date(end).getTime();
    await runJob(t, BILLING_JOB, new Date(endMs));
    const failed = await view(customer);
    expect(failed).toMatchObject({
      status: 'charge_failed',
      retry_at: new Date(endMs + DAY).toISOString(),
      subscription_ends_at: new Date(endMs + 3 * DAY).toISOString(),
      renewalDate: null,
    });
    const needsAttention = await t.inject({
      method: 'GET',
      url: '/client_api/subscriptions?filter=needs_attention',
      headers: (await again(customer)).headers,
    });
    expect(needsAttention.json<SubscriptionsPage>().subscriptions.map((s) => s.status)).toEqual([
      'charge_failed',
    ]);

    await runJob(t, BILLING_JOB, new Date(endMs + DAY - 1));
    await runJob(t, BILLING_JOB, new Date(endMs + DAY));
    expect(await view(customer)).toMatchObject({
      status: 'charge_failed',
      retry_at: new Date(endMs + 3 * DAY).toISOString(),
    });
    await runJob(t, BILLING_JOB, new Date(endMs + 3 * DAY));
    expect(await view(customer)).toMatchObject({
      status: 'cancelled',
      ended_reason: 'charge_failed',
    });
    const types = await streamTypes(t, streamOf(customer));
    expect(types.filter((type) => type === 'SubscriptionChargeFailed')).toHaveLength(3);
    expect(types[types.length - 1]).toBe('SubscriptionCancelled');
  });

  it('lets the customer update the card and press Renew while charge_failed', async () => {
    const customer = await makeCustomer(t);
    const subscribed = result(await subscribe(t, customer, flirt.userId)).subscription;
    const good = (
      await t.inject({ method: 'GET', url: '/client_api/cards', headers: customer.headers })
    ).json<{
      cards: { id: string }[];
    }>().cards[0]?.id;
    const declining = await addCard(t, customer, SANDBOX_TEST_CARDS.insufficientFunds);
    await t.inject({
      method: 'POST',
      url: `/client_api/cards/${declining}/default`,
      headers: customer.headers,
    });
    const end = subscribed.billingPeriodEnd ?? '';
    await runJob(t, BILLING_JOB, new Date(end));
    clock.advance(new Date(end).getTime() + 60_000 - clock.now().getTime());
    const me = await again(customer);
    await t.inject({
      method: 'POST',
      url: `/client_api/cards/${good}/default`,
      headers: me.headers,
    });
    const renewed = result(
      await t.inject({
        method: 'POST',
        url: `/client_api/subscriptions/${flirt.userId}/resubscribe`,
        headers: me.headers,
      }),
    );
    expect(renewed).toMatchObject({
      charged: true,
      error: null,
      subscription: { status: 'active', billingPeriodStart: end },
    });
  });

  it('unsubscribes to pending_cancel, expires at the period end, and Renew resumes before that', async () => {
    const leaving = await makeCustomer(t);
    const staying = await makeCustomer(t);
    const end =
      result(await subscribe(t, leaving, flirt.userId)).subscription.billingPeriodEnd ?? '';
    result(await subscribe(t, staying, flirt.userId));
    for (const user of [leaving, staying]) {
      const response = await t.inject({
        method: 'DELETE',
        url: `/client_api/subscriptions/${flirt.userId}`,
        headers: user.headers,
      });
      expect(result(response).subscription).toMatchObject({
        status: 'pending_cancel',
        subscription_ends_at: result(response).subscription.billingPeriodEnd,
      });
    }
    const resumed = await t.inject({
      method: 'POST',
      url: `/client_api/subscriptions/${flirt.userId}/resubscribe`,
      headers: staying.headers,
    });
    expect(result(resumed).subscription.status).toBe('active');

    await runJob(t, BILLING_JOB, new Date(new Date(end).getTime() + 1_000));
    expect(await view(leaving)).toMatchObject({
      status: 'cancelled',
      ended_reason: 'expired',
      subscription_ends_at: end,
    });
    const types = await streamTypes(t, streamOf(leaving));
    expect(types.slice(-2)).toEqual(['SubscriptionCancellationRequested', 'SubscriptionExpired']);
    expect(types).not.toContain('SubscriptionRenewed');
  });

  it('asks subscribers to approve a price increase; an approval renews at the new price, no answer expires', async () => {
    const other = await makeFlirt(t, await signInAdmin(t));
    expect((await setPrice(t, other, '5')).statusCode).toBe(200);
    const approving = await makeCustomer(t);
    const silent = await makeCustomer(t);
    const end =
      result(await subscribe(t, approving, other.userId)).subscription.billingPeriodEnd ?? '';
    result(await subscribe(t, silent, other.userId));

    const unconfirmed = await setPrice(t, other, '7.50');
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({ error: { code: 'confirm_price_increase' } });
    const unchanged = await setPrice(t, other, '5.00', true);
    expect(unchanged.json()).toMatchObject({
      error: { fields: { rate: 'Please enter a new price.' } },
    });
    expect((await setPrice(t, other, '7.50', true)).statusCode).toBe(200);
    await reacted(t, SUBSCRIPTION_REACTIONS.name);

    const pending = await t.inject({
      method: 'GET',
      url: `/client_api/subscriptions/${other.userId}`,
      headers: approving.headers,
    });
    expect(pending.json()).toMatchObject({
      status: 'needs_approval',
      rate: 500,
      new_rate: 750,
      needs_approval: true,
    });
    const approve = () =>
      t.inject({
        method: 'POST',
        url: `/client_api/subscriptions/${other.userId}/approve`,
        headers: approving.headers,
        payload: {},
      });
    const approved = await approve();
    expect(result(approved).subscription).toMatchObject({
      status: 'active',
      rate: 750,
      new_rate: null,
    });
    const twice = await approve();
    expect(twice.statusCode).toBe(200);

    await runJob(t, BILLING_JOB, new Date(end));
    const approvingStream = subscriptionStreamId(
      subscriptionIdFor.feed(approving.userId, other.userId),
    );
    expect((await streamTypes(t, approvingStream)).slice(-3)).toEqual([
      'SubscriptionChargeStarted',
      'SubscriptionCharged',
      'SubscriptionRenewed',
    ]);
    const charges = sandboxCharges(t).filter((charge) => charge.status === 'approved');
    expect(charges.some((charge) => charge.amountCents === 750)).toBe(true);
    const silentView = await t.inject({
      method: 'GET',
      url: `/client_api/subscriptions/${other.userId}`,
      headers: (await again(silent)).headers,
    });
    expect(silentView.json()).toMatchObject({
      status: 'cancelled',
      ended_reason: 'expired',
      rate: 500,
    });
  });

  it('finishes a charge the processor approved before a crash, under the same key, without charging again', async () => {
    const customer = await makeCustomer(t);
    const end =
      result(await subscribe(t, customer, flirt.userId)).subscription.billingPeriodEnd ?? '';
    const gateway = t.app.get<PaymentGateway>(PAYMENT_GATEWAY);
    const charge = gateway.charge.bind(gateway);
    let crashes = 0;
    // The processor charges, then the answer is lost (a crash before SubscriptionCharged).
    gateway.charge = async (request) => {
      const answer = await charge(request);
      crashes++;
      throw new Error(`lost the answer ${answer.status}`);
    };
    try {
      await runJob(t, BILLING_JOB, new Date(end));
    } finally {
      gateway.charge = charge;
    }
    expect(crashes).toBeGreaterThan(0);
    expect((await view(customer)).status).toBe('charging');
    const types = await streamTypes(t, streamOf(customer));
    expect(types[types.length - 1]).toBe('SubscriptionChargeStarted');

    await runJob(t, BILLING_JOB, new Date(end));
    expect((await streamTypes(t, streamOf(customer))).slice(-3)).toEqual([
      'SubscriptionChargeStarted',
      'SubscriptionCharged',
      'SubscriptionRenewed',
    ]);
    const events = await t.app.get<EventStore>(EVENT_STORE).readStream(streamOf(customer));
    const keys = events
      .filter((event) => event.type === 'SubscriptionChargeStarted')
      .map((event) => (event.data as { chargeId: string }).chargeId);
    for (const key of keys) {
      expect(sandboxCharges(t).filter((row) => row.idempotencyKey === key)).toHaveLength(1);
    }
    expect((await view(customer)).status).toBe('active');
  });

  it('fails a renewal without a card on file, with its own message', async () => {
    const customer = await makeCustomer(t);
    const end =
      result(await subscribe(t, customer, flirt.userId)).subscription.billingPeriodEnd ?? '';
    const cards = (
      await t.inject({ method: 'GET', url: '/client_api/cards', headers: customer.headers })
    ).json<{
      cards: { id: string }[];
    }>().cards;
    for (const card of cards) {
      await t.inject({
        method: 'DELETE',
        url: `/client_api/cards/${card.id}`,
        headers: customer.headers,
      });
    }
    await runJob(t, BILLING_JOB, new Date(end));
    const types = await streamTypes(t, streamOf(customer));
    expect(types.slice(-1)).toEqual(['SubscriptionChargeFailed']);
    const renew = await t.inject({
      method: 'POST',
      url: `/client_api/subscriptions/${flirt.userId}/resubscribe`,
      headers: (await again(customer)).headers,
    });
    expect(renew.statusCode).toBe(400);
    expect(renew.json()).toMatchObject({
      error: { message: 'You must have a credit card on file to subscribe to this Flirt.' },
    });
  });
});

describe('the billing cycle across a restart and downtime', () => {
  it('catches up after the app was down: one charge for the current period, none for the missed one', async () => {
    const clock = new ManualClock('2026-03-10T08:00:00.000Z');
    const first = await startTestApp({
      clock,
      keepData: true,
      env: { FEATURE_FLAGS: FLAGS_WITHOUT_PACKAGES },
    });
    const flirt = await makeFlirt(first, await signInAdmin(first));
    expect((await setPrice(first, flirt, '12')).statusCode).toBe(200);
    const customer = await makeCustomer(first);
    result(await subscribe(first, customer, flirt.userId));
    await first.close();

    // Down from before April 10 until after May 10: the April period passed unbilled.
    clock.advance(66 * DAY);
    const second = await startTestApp({
      clock,
      dataDir: first.dataDir,
      env: { FEATURE_FLAGS: FLAGS_WITHOUT_PACKAGES },
    });
    await runJob(second, BILLING_JOB, clock.now());
    await runJob(second, BILLING_JOB, clock.now());
    const stream = subscriptionStreamId(subscriptionIdFor.feed(customer.userId, flirt.userId));
    expect(await streamTypes(second, stream)).toEqual([
      'Subscribed',
      'SubscriptionChargeStarted',
      'SubscriptionCharged',
      'SubscriptionChargeStarted',
      'SubscriptionCharged',
      'SubscriptionRenewed',
    ]);
    const me = await signIn(second, customer.login, customer.password);
    const response = await second.inject({
      method: 'GET',
      url: `/client_api/subscriptions/${flirt.userId}`,
      headers: me.headers,
    });
    expect(response.json()).toMatchObject({
      status: 'active',
      billingPeriodStart: '2026-05-10T08:00:00.000Z',
      billingPeriodEnd: '2026-06-10T08:00:00.000Z',
    });
    expect(sandboxCharges(second).filter((c) => c.status === 'approved')).toHaveLength(2);
    await second.close();
  });
});
