import { subscriptionStreamId } from '@flirtwire/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SubscriptionView } from '@flirtwire/contracts';
import { v7 as uuidv7 } from 'uuid';
import {
  EVENT_STORE,
  type EventStore,
} from '../../../infrastructure/event-store/event-store.port.js';
import { SANDBOX_TEST_CARDS } from '../../../infrastructure/payments/sandbox/sandbox-test-cards.js';
import { type SignedInUser, signInAdmin, signUp } from '../../../test-support/identity.js';
import {
  block,
  caughtUp,
  FLAGS_WITHOUT_PACKAGES,
  makeCustomer,
  makeFlirt,
  result,
  sandboxCharges,
  setPrice,
  streamTypes,
  subscribe,
} from '../../../test-support/money.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { subscriptionIdFor } from '../../subscription.decider.js';

describe('POST /client_api/subscriptions/:advisorId (packages flag off)', () => {
  let t: TestApp;
  let flirt: SignedInUser;
  let offeringId: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { FEATURE_FLAGS: FLAGS_WITHOUT_PACKAGES } });
    flirt = await makeFlirt(t, await signInAdmin(t));
    const price = await setPrice(t, flirt, '9.99');
    expect(price.statusCode).toBe(200);
    offeringId = price.json<{ offering: { id: string } }>().offering.id;
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('charges once and answers charged when the request carries an Idempotency-Key, also on a retry', async () => {
    const customer = await makeCustomer(t);
    const keyed = () =>
      t.inject({
        method: 'POST',
        url: `/client_api/subscriptions/${flirt.userId}?offering_id=${offeringId}`,
        headers: { ...customer.headers, 'idempotency-key': `subscribe-${customer.userId}` },
      });
    const [first, second] = await Promise.all([keyed(), keyed()]);
    for (const answer of [first, second, await keyed()]) {
      expect(result(answer)).toMatchObject({
        charged: true,
        error: null,
        subscription: { status: 'active', rate: 999 },
      });
    }
    const id = subscriptionIdFor.feed(customer.userId, flirt.userId);
    expect(await streamTypes(t, subscriptionStreamId(id))).toEqual([
      'Subscribed',
      'SubscriptionChargeStarted',
      'SubscriptionCharged',
    ]);
  });

  it('charges the default card and answers charged, with the subscription active', async () => {
    const customer = await makeCustomer(t);
    const body = result(await subscribe(t, customer, flirt.userId, `?offering_id=${offeringId}`));
    expect(body).toMatchObject({
      charged: true,
      error: null,
      subscription: {
        type: 'feed',
        status: 'active',
        rate: 999,
        advisor_id: flirt.userId,
        advisor_login: flirt.login,
        advisor_blocked: false,
        needs_approval: false,
        available_offerings: [{ id: offeringId, rate: 999 }],
      },
    });
    const id = subscriptionIdFor.feed(customer.userId, flirt.userId);
    expect(body.subscription.renewalDate).toEqual(body.subscription.billingPeriodEnd);
    expect(await streamTypes(t, subscriptionStreamId(id))).toEqual([
      'Subscribed',
      'SubscriptionChargeStarted',
      'SubscriptionCharged',
    ]);
    const again = await t.inject({
      method: 'GET',
      url: `/client_api/subscriptions/${flirt.userId}`,
      headers: customer.headers,
    });
    expect(again.json<SubscriptionView>()).toEqual(body.subscription);
  });

  it('answers a declined card with charged false and the error; the subscription stays incomplete', async () => {
    const customer = await makeCustomer(t, SANDBOX_TEST_CARDS.declineOnCharge);
    const body = result(await subscribe(t, customer, flirt.userId));
    expect(body).toMatchObject({
      charged: false,
      error: 'Your card was declined. Please try another card.',
      subscription: { status: 'incomplete' },
    });
    const poor = await makeCustomer(t, SANDBOX_TEST_CARDS.insufficientFunds);
    expect(result(await subscribe(t, poor, flirt.userId)).error).toBe(
      'Your card has insufficient funds. Please try another card.',
    );
  });

  it('refuses subscribing to yourself', async () => {
    const response = await subscribe(t, flirt, flirt.userId);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: { code: 'cannot_subscribe_to_yourself', message: "You can't subscribe to yourself" },
    });
  });

  it('answers 404 with the spec message for an unknown Flirt or offering, appending nothing', async () => {
    const customer = await makeCustomer(t);
    for (const target of [uuidv7(), 'not-an-id', (await signUp(t)).userId]) {
      const response = await subscribe(t, customer, target);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: { message: 'Sorry something went wrong. Please try again.' },
      });
    }
    const wrongOffering = await subscribe(t, customer, flirt.userId, `?offering_id=${uuidv7()}`);
    expect(wrongOffering.statusCode).toBe(404);
    const badQuery = await subscribe(t, customer, flirt.userId, '?offering_id=nope');
    expect(badQuery.statusCode).toBe(400);
    expect(
      await streamTypes(
        t,
        subscriptionStreamId(subscriptionIdFor.feed(customer.userId, flirt.userId)),
      ),
    ).toEqual([]);
  });

  it('needs a card on file', async () => {
    const customer = await signUp(t);
    const response = await subscribe(t, customer, flirt.userId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'You must have a credit card on file to subscribe to this Flirt.',
        fields: { card: 'You must have a credit card on file to subscribe to this Flirt.' },
      },
    });
  });

  it('refuses subscribing across a block, whoever blocked', async () => {
    for (const by of ['creator', 'customer'] as const) {
      const customer = await makeCustomer(t);
      await block(t, flirt.userId, customer.userId, by);
      const response = await subscribe(t, customer, flirt.userId);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: {
          code: 'blocked',
          message:
            "We're sorry, you are unable to subscribe this Flirt because this Flirt blocked you or you blocked this Flirt.",
        },
      });
    }
  });

  it('asks visitors to sign in', async () => {
    const response = await t.inject({
      method: 'POST',
      url: `/client_api/subscriptions/${flirt.userId}`,
    });
    expect(response.statusCode).toBe(401);
  });

  it('turns 20 concurrent subscribe requests for one customer and Flirt into one subscription and one charge', async () => {
    const customer = await makeCustomer(t);
    const chargesBefore = sandboxCharges(t).length;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => subscribe(t, customer, flirt.userId)),
    );
    expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([200]));
    for (const response of responses) expect(response.json()).toMatchObject({ charged: true });
    const id = subscriptionIdFor.feed(customer.userId, flirt.userId);
    expect(await streamTypes(t, subscriptionStreamId(id))).toEqual([
      'Subscribed',
      'SubscriptionChargeStarted',
      'SubscriptionCharged',
    ]);
    const chargeId = responses[0]?.json<{ subscription: { id: string } }>().subscription.id;
    expect(chargeId).toBe(id);
    const [started] = (
      await t.app.get<EventStore>(EVENT_STORE).readStream(subscriptionStreamId(id))
    ).filter((event) => event.type === 'SubscriptionChargeStarted');
    const key = (started?.data as { chargeId: string }).chargeId;
    expect(sandboxCharges(t).filter((charge) => charge.idempotencyKey === key)).toEqual([
      expect.objectContaining({ status: 'approved', amountCents: 999 }),
    ]);
    // Nothing else reached the processor either (no second charge under another key).
    expect(sandboxCharges(t)).toHaveLength(chargesBefore + 1);
    await caughtUp(t);
    const listed = await t.inject({
      method: 'GET',
      url: '/client_api/subscriptions?filter=all',
      headers: customer.headers,
    });
    expect(listed.json<{ subscriptions: { id: string }[] }>().subscriptions).toEqual([
      expect.objectContaining({ id }),
    ]);
  });
});

describe('subscriptions with recurring_package_tributes on', () => {
  it('does not sell the plain subscription: the offering cannot be set, subscribing answers 404', async () => {
    const t = await startTestApp();
    const flirt = await makeFlirt(t, await signInAdmin(t));
    const price = await setPrice(t, flirt, '9.99');
    expect(price.statusCode).toBe(409);
    expect(price.json()).toMatchObject({
      error: {
        code: 'packages_replace_subscriptions',
        message: 'Subscriptions are sold as packages. Please manage your packages instead.',
      },
    });
    const customer = await makeCustomer(t);
    const response = await subscribe(t, customer, flirt.userId);
    expect(response.statusCode).toBe(404);
    await t.close();
  });
});
