import { siteDollarsStreamId } from '@flirtwire/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  EVENT_STORE,
  type EventStore,
} from '../../../infrastructure/event-store/event-store.port.js';
import { ManualClock } from '../../../test-support/clock.js';
import {
  type SignedInUser,
  signInAdmin,
  signUp,
  uniquePhone,
} from '../../../test-support/identity.js';
import { makeCustomer, makeFlirt, sandboxCharges } from '../../../test-support/money.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';

const TOO_MANY = {
  error: {
    code: 'too_many_requests',
    message: 'Too many requests. Please wait a moment and try again.',
  },
};

/**
 * Issue 30 item 6 and issue 31 item 24: throttles on money, messaging, sign-ups, code sends
 * and Member Name checks, with the production defaults
 * (THROTTLE_SCALE=1; every other API spec counts 1,000 times higher).
 */
describe('throttles on money and messaging (production defaults)', () => {
  let t: TestApp;
  let store: EventStore;
  let flirt: SignedInUser;
  // Windows start at multiples of their length: 12:00:00 starts a 10-second and a minute window.
  const clock = new ManualClock('2026-03-15T12:00:00.000Z');
  // (The hourly sign-up and code-send limits are tested from addresses used nowhere else.)
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

  it('counts sign-ups per source address: the 6th from one address within an hour is 429', async () => {
    nextWindow();
    for (let i = 0; i < 5; i++) await signUp(t, { remoteAddress: '203.0.113.7' });
    await expect(signUp(t, { remoteAddress: '203.0.113.7' })).rejects.toThrow(
      /sign-up failed: 429/,
    );
    // Another address is not held back.
    await signUp(t, { remoteAddress: '203.0.113.8' });
  });

  it('counts code sends per source address: the 11th within an hour is 429, whoever sends it', async () => {
    nextWindow();
    const send = async (n: number, remoteAddress: string) => {
      const person = await signUp(t, { remoteAddress: `198.51.100.${String(n)}` });
      const added = await t.inject({
        method: 'POST',
        url: '/client_api/phone',
        headers: person.headers,
        payload: { phone_number: uniquePhone() },
        remoteAddress,
      });
      expect(added.statusCode).toBe(201);
      const phoneId = added.json<{ phone: { id: string } }>().phone.id;
      return t.inject({
        method: 'POST',
        url: `/client_api/phone/${phoneId}/phone_verifications`,
        headers: person.headers,
        remoteAddress,
      });
    };
    for (let i = 1; i <= 10; i++) expect((await send(i, '203.0.113.20')).statusCode).toBe(201);
    const eleventh = await send(11, '203.0.113.20');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual(TOO_MANY);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(12, '203.0.113.21')).statusCode).toBe(201);
  });

  it('counts Member Name checks per source address: the 21st within 10 minutes is 429', async () => {
    nextWindow();
    const check = (remoteAddress: string, n: number) =>
      t.inject({ method: 'GET', url: `/client_api/username/Somebody${String(n)}`, remoteAddress });
    for (let i = 0; i < 20; i++) expect((await check('203.0.113.30', i)).statusCode).toBe(200);
    const refused = await check('203.0.113.30', 20);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect((await check('203.0.113.31', 21)).statusCode).toBe(200);
  });
});
