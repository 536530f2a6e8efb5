import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SubscriptionsPage } from '@flirtwire/contracts';
import { SANDBOX_TEST_CARDS } from '../../../infrastructure/payments/sandbox/sandbox-test-cards.js';
import { addCard, type SignedInUser, signInAdmin, signUp } from '../../../test-support/identity.js';
import {
  caughtUp,
  FLAGS_WITHOUT_PACKAGES,
  makeFlirt,
  result,
  setPrice,
  subscribe,
} from '../../../test-support/money.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';

/** The subscriptions page tabs (spec 000 §2, §4) and their empty states (spec 000 §8). */
describe('GET /client_api/subscriptions?filter=', () => {
  let t: TestApp;
  const flirts: SignedInUser[] = [];

  const list = async (customer: SignedInUser, filter?: string) => {
    const response = await t.inject({
      method: 'GET',
      url: `/client_api/subscriptions${filter === undefined ? '' : `?filter=${filter}`}`,
      headers: customer.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<SubscriptionsPage>();
  };
  const rows = async (customer: SignedInUser, filter: string) =>
    (await list(customer, filter)).subscriptions.map((s) => `${s.advisor_id}:${s.status}`).sort();

  beforeAll(async () => {
    t = await startTestApp({ env: { FEATURE_FLAGS: FLAGS_WITHOUT_PACKAGES } });
    const admin = await signInAdmin(t);
    for (let i = 0; i < 3; i++) {
      const flirt = await makeFlirt(t, admin);
      expect((await setPrice(t, flirt, '9.99')).statusCode).toBe(200);
      flirts.push(flirt);
    }
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('shows each tab’s empty message to a customer with no subscriptions', async () => {
    const customer = await signUp(t);
    const empty = {
      active: 'No active subscriptions.',
      needs_attention: 'Yay! There is nothing here for you to review.',
      expired: 'Hooray! You don’t have anything expiring soon.',
      all: 'No active subscriptions.',
    };
    for (const [filter, message] of Object.entries(empty)) {
      expect(await list(customer, filter)).toEqual({
        filter,
        subscriptions: [],
        page: 1,
        more: false,
        empty_message: message,
      });
    }
    expect((await list(customer)).filter).toBe('all');
  });

  it('lists active, needs-attention and ending subscriptions under their own tabs', async () => {
    const [a, b, c] = flirts as [SignedInUser, SignedInUser, SignedInUser];
    const customer = await signUp(t);
    const declining = await addCard(t, customer, SANDBOX_TEST_CARDS.declineOnCharge);
    expect(result(await subscribe(t, customer, c.userId))).toMatchObject({ charged: false });
    const good = await addCard(t, customer);
    const makeDefault = await t.inject({
      method: 'POST',
      url: `/client_api/cards/${good}/default`,
      headers: customer.headers,
    });
    expect(makeDefault.statusCode).toBeLessThan(300);
    expect(declining).not.toBe(good);
    expect(result(await subscribe(t, customer, a.userId))).toMatchObject({ charged: true });
    expect(result(await subscribe(t, customer, b.userId))).toMatchObject({ charged: true });
    const unsubscribed = await t.inject({
      method: 'DELETE',
      url: `/client_api/subscriptions/${b.userId}`,
      headers: customer.headers,
    });
    expect(unsubscribed.statusCode).toBe(200);
    await caughtUp(t);

    expect(await rows(customer, 'active')).toEqual([`${a.userId}:active`]);
    expect(await rows(customer, 'needs_attention')).toEqual([`${c.userId}:incomplete`]);
    expect(await rows(customer, 'expired')).toEqual([`${b.userId}:pending_cancel`]);
    expect(await rows(customer, 'all')).toEqual(
      [`${a.userId}:active`, `${b.userId}:pending_cancel`, `${c.userId}:incomplete`].sort(),
    );
    expect((await list(customer, 'active')).empty_message).toBeNull();
  });

  it('answers an unknown filter with 400, never 5xx, and keeps customers apart', async () => {
    const customer = await signUp(t);
    const response = await t.inject({
      method: 'GET',
      url: '/client_api/subscriptions?filter=everything',
      headers: customer.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { fields: { filter: expect.any(String) } } });
    expect((await list(customer, 'all')).subscriptions).toEqual([]);
  });
});
