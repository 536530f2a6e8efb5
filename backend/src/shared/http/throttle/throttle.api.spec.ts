import { siteDollarsStreamId } from '@flirtwire/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  EVENT_STORE,
  type EventStore,
} from '../../../infrastructure/event-store/event-store.port.js';
import { ManualClock } from '../../../test-support/clock.js';
import { type SignedInUser, signInAdmin, signUp } from '../../../test-support/identity.js';
import { makeCustomer, makeFlirt, sandboxCharges } from '../../../test-support/money.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';

const TOO_MANY = {
  error: {
    code: 'too_many_requests',
    message: 'Too many requests. Please wait a moment and try again.',
  },
};

/**
 * Issue 30 item 6: throttles on money and messaging, with the production defaults
 * (THROTTLE_SCALE=1; every other API spec counts 1,000 times higher).
 */
describe('throttles on money and messaging (production defaults)', () => {
  let t: TestApp;
  let store: EventStore;
  let flirt: SignedInUser;
  // Windows start at multiples of their length: 12:00:00 starts a 10-second and a minute window.
  const clock = new ManualClock('2026-03-15T12:00:00.000Z');
  const nextWindow = () => {
    clock.advance(10 * 60_000);
  };

  beforeAll(async () => {
    t = await startTestApp({ clock, env: { THROTTLE_SCALE: '1' } });
    store = t.app.get(EVENT_STORE);
    flirt = await makeFlirt(t, await signInAdmin(t));
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('lets the first 20 of a burst of 40 chat messages through, then answers 429 with Retry-After', async () => {
    const customer = await makeCustomer(t);
    nextWindow();
    clock.advance(3_000);
    const statuses: number[] = [];
    let refused;
    for (let i = 0; i < 40; i++) {
      const response = await t.inject({
        method: 'POST',
        url: `/client_api/chats/${flirt.userId}/messages`,
        payload: { text: `message ${String(i)}` },
        headers: customer.headers,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) refused ??= response;
    }
    expect(statuses).toEqual([...Array<number>(20).fill(201), ...Array<number>(20).fill(429)]);
    expect(refused?.json()).toEqual(TOO_MANY);
    // 3 seconds into a 10-second window.
    expect(refused?.headers['retry-after']).toBe('7');

    // The other party is counted apart, and the next window admits the customer again.
    const answer = await t.inject({
      method: 'POST',
      url: `/client_api/chats/${customer.userId}/messages`,
      payload: { text: 'Slow down!' },
      headers: flirt.headers,
    });
    expect(answer.statusCode).toBe(201);
    clock.advance(7_000);
    const later = await t.inject({
      method: 'POST',
      url: `/client_api/chats/${flirt.userId}/messages`,
      payload: { text: 'Sorry' },
      headers: customer.headers,
    });
    expect(later.statusCode).toBe(201);
  });

  it('charges at most 5 of 20 concurrent $10 top-ups without a key; the rest are 429', async () => {
    const customer = await makeCustomer(t);
    nextWindow();
    const chargesBefore = sandboxCharges(t).length;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.inject({
          method: 'POST',
          url: '/client_api/site_dollars',
          payload: { amount_text: '10' },
          headers: customer.headers,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(statuses.every((status) => status < 500)).toBe(true);
    const added = (await store.readStream(siteDollarsStreamId(customer.userId))).filter(
      (event) => event.type === 'SiteDollarsAdded',
    );
    expect(added.length).toBeGreaterThanOrEqual(1);
    expect(added.length).toBeLessThanOrEqual(5);
    const charged = sandboxCharges(t)
      .slice(chargesBefore)
      .filter((charge) => charge.status === 'approved');
    expect(statuses.filter((status) => status === 201)).toHaveLength(added.length);
    expect(charged.length).toBe(added.length);
    expect(charged.every((charge) => charge.amountCents === 1000)).toBe(true);
  });

  it('counts sign-ups per source address: the 11th from one address within 10 minutes is 429', async () => {
    nextWindow();
    for (let i = 0; i < 10; i++) await signUp(t, { remoteAddress: '203.0.113.7' });
    await expect(signUp(t, { remoteAddress: '203.0.113.7' })).rejects.toThrow(
      /sign-up failed: 429/,
    );
    // Another address is not held back.
    await signUp(t, { remoteAddress: '203.0.113.8' });
  });
});
