import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ExecutionContext } from '@nestjs/common';
import { loadConfig } from '../../../config/app-config.js';
import {
  EVENT_STORE,
  type EventStore,
} from '../../../infrastructure/event-store/event-store.port.js';
import { report, rowOf, serviceHeaders, signUpFlirt } from '../../../test-support/customers.js';
import { type SignedInUser, signUp } from '../../../test-support/identity.js';
import { ServiceTokenGuard } from '../../service-api/service-token.guard.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';

describe('the service API: outside systems report billable activity', () => {
  let t: TestApp;
  let store: EventStore;
  let flirt: SignedInUser;
  let ann: SignedInUser;
  let bob: SignedInUser;
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
  const call = (overrides: Record<string, unknown> = {}) => ({
    call_id: `call-${Math.random().toString(36).slice(2)}`,
    creator_id: flirt.userId,
    customer_id: ann.userId,
    started_at: minutesAgo(20),
    ended_at: minutesAgo(8),
    minutes: 12,
    free_minutes: 2,
    rate_cents: 199,
    amount_cents: 1_990,
    ...overrides,
  });

  beforeAll(async () => {
    t = await startTestApp();
    store = t.app.get(EVENT_STORE);
    flirt = await signUpFlirt(t);
    ann = await signUp(t);
    bob = await signUp(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a missing or wrong service token with 401 before anything else, appending nothing', async () => {
    const head = await store.headPosition();
    const attempts: Record<string, string>[] = [
      {},
      { 'x-service-token': 'wrong-token-wrong-token-wrong' },
    ];
    for (const headers of attempts) {
      const response = await report(t, 'calls', { nonsense: true }, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'invalid_service_token', message: 'A valid service token is required.' },
      });
    }
    // A signed-in Flirt's session is not a service credential either.
    const asFlirt = await report(t, 'calls', call(), flirt.headers);
    expect(asFlirt.statusCode).toBe(401);
    expect(await store.headPosition()).toBe(head);
  });

  it('records a call once with the platform fee; a repeat answers the first result; other details get 409', async () => {
    const body = call();
    const first = await report(t, 'calls', body);
    expect(first.statusCode).toBe(201);
    const result = first.json<{ streamId: string; revision: number; position: number }>();
    expect(result).toEqual({
      streamId: `call-${body.call_id}`,
      revision: 0,
      position: expect.any(Number),
      duplicate: false,
    });
    const [event] = await store.readStream(result.streamId);
    expect(event).toMatchObject({
      type: 'CallCompleted',
      data: {
        callId: body.call_id,
        chargeId: `call-${body.call_id}`,
        minutes: 12,
        freeMinutes: 2,
        rateCents: 199,
        amountCents: 1_990,
        platformFeeCents: 597,
        at: new Date(body.ended_at).toISOString(),
      },
      metadata: { actor: { id: 'service-api', role: 'service' } },
    });

    const head = await store.headPosition();
    const again = await Promise.all(Array.from({ length: 5 }, () => report(t, 'calls', body)));
    for (const response of again) {
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ ...result, duplicate: true });
    }
    const conflict = await report(t, 'calls', { ...body, amount_cents: 1_000 });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      error: {
        code: 'activity_conflict',
        message: 'This activity was already reported with other details.',
      },
    });
    expect(await store.headPosition()).toBe(head);
  });

  it('answers bad reports with 400, the field and the message, appending nothing', async () => {
    const head = await store.headPosition();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { amount_cents: 1_991 },
        { amount_cents: 'The amount cannot be more than the billed minutes times the rate.' },
      ],
      [
        { free_minutes: 13 },
        { free_minutes: 'Free minutes cannot be more than the minutes of the call.' },
      ],
      [{ ended_at: minutesAgo(30) }, { ended_at: 'A call cannot end before it starts.' }],
      [
        { ended_at: minutesAgo(-60) },
        { ended_at: 'Activity cannot be reported before it happened.' },
      ],
      [
        { started_at: minutesAgo(60 * 24 * 32), ended_at: minutesAgo(60 * 24 * 31) },
        { ended_at: 'Activity older than 30 days cannot be reported.' },
      ],
    ];
    for (const [overrides, fields] of cases) {
      const response = await report(t, 'calls', call(overrides));
      expect({
        overrides,
        status: response.statusCode,
        fields: response.json<{ error: { fields: unknown } }>().error.fields,
      }).toEqual({
        overrides,
        status: 400,
        fields,
      });
    }
    const malformed = await report(
      t,
      'calls',
      call({ creator_id: 'nobody', minutes: 1.5, amount_cents: -1 }),
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      error: {
        code: 'validation_failed',
        fields: { creator_id: 'must be a UUID', minutes: expect.any(String) },
      },
    });
    expect(await store.headPosition()).toBe(head);
  });

  it('refuses unknown people, a customer reported as the Flirt, and one person on both sides', async () => {
    const unknown = await report(
      t,
      'calls',
      call({ customer_id: '0190a000-0000-7000-8000-000000000abc' }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      error: { code: 'unknown_party', message: 'No such customer or Flirt.' },
    });
    const notFlirt = await report(t, 'calls', call({ creator_id: bob.userId }));
    expect(notFlirt.json()).toEqual({
      error: { code: 'not_a_flirt', message: 'Activity can only be reported for a Flirt.' },
    });
    const same = await report(t, 'calls', call({ customer_id: flirt.userId }));
    expect(same.json()).toEqual({
      error: {
        code: 'same_party',
        message: 'A customer and a Flirt must be two different people.',
      },
    });
  });

  it('records chat volleys, paid mail, goodies sales, messages and referrals, each shown on the customer’s row', async () => {
    const pair = { creator_id: flirt.userId, customer_id: ann.userId };
    const responses = [
      await report(t, 'chat_volleys', {
        volley_id: 'v-1',
        ...pair,
        chat_id: 'chat-ann',
        at: minutesAgo(7),
        amount_cents: 299,
      }),
      await report(t, 'paid_mail', {
        mail_id: 'm-1',
        ...pair,
        at: minutesAgo(6),
        amount_cents: 500,
      }),
      await report(t, 'goodies_sales', {
        sale_id: 's-1',
        ...pair,
        goody_bag_id: 'bag-9',
        title: 'Beach set',
        at: minutesAgo(5),
        amount_cents: 1_500,
      }),
      await report(t, 'messages', {
        message_id: 'msg-1',
        ...pair,
        direction: 'to_advisor',
        channel: 'chat',
        chat_id: 'chat-ann',
        at: minutesAgo(4),
      }),
      await report(t, 'messages', {
        message_id: 'msg-2',
        ...pair,
        direction: 'from_advisor',
        channel: 'mail',
        at: minutesAgo(3),
      }),
      await report(t, 'affiliate_referrals', { ...pair, at: minutesAgo(90) }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const streams = responses.map((r) => r.json<{ streamId: string }>().streamId);
    expect(streams).toEqual([
      'chat-volley-v-1',
      'paid-mail-m-1',
      'goody-sale-s-1',
      'message-msg-1',
      'message-msg-2',
      `affiliate-referral-${flirt.userId}-${ann.userId}`,
    ]);
    const last = Math.max(...responses.map((r) => r.json<{ position: number }>().position));
    const row = await rowOf(t, flirt, ann.login, last);
    expect(row).toMatchObject({
      seeker_id: ann.userId,
      has_chat_earnings: true,
      chat_slug: 'chat-ann',
      num_messages_sent_to_advisor: 1,
      num_messages_sent_from_advisor: 1,
      last_contact_type: 'Mail',
      last_contact_id: 'msg-2',
      last_contact_link_info: { url: '/messages/msg-2', label: 'Mail' },
      system_tags: expect.arrayContaining(['Affiliate Referral']),
    });
    expect(row?.skr_lt_earnings).toBeGreaterThanOrEqual(299 + 500 + 1_500);
  });

  it('follows an offer from made to redeemed (a payment on its channel), refusing what does not fit', async () => {
    const pair = { creator_id: flirt.userId, customer_id: ann.userId };
    const made = await report(t, 'offers', {
      offer_id: 'offer-1',
      ...pair,
      channel: 'Calls',
      amount_cents: 999,
      description: '10 minutes for $9.99',
      at: minutesAgo(10),
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(made.statusCode).toBe(201);
    const wrongCustomer = await report(t, 'offers/offer-1/redemption', {
      customer_id: bob.userId,
      at: minutesAgo(2),
      amount_cents: 999,
    });
    expect(wrongCustomer.json()).toEqual({
      error: { code: 'offer_customer', message: 'This offer was made to another customer.' },
    });
    const redeemed = await report(t, 'offers/offer-1/redemption', {
      customer_id: ann.userId,
      at: minutesAgo(2),
      amount_cents: 999,
    });
    expect(redeemed.statusCode).toBe(201);
    expect((await store.readStream('offer-offer-1')).map((e) => e.type)).toEqual([
      'OfferMade',
      'OfferRedeemed',
    ]);
    const expire = await report(t, 'offers/offer-1/expiry', { at: minutesAgo(1) });
    expect(expire.json()).toEqual({
      error: { code: 'offer_redeemed', message: 'This offer was already redeemed.' },
    });
    const missing = await report(t, 'offers/nope/redemption', {
      customer_id: ann.userId,
      at: minutesAgo(2),
      amount_cents: 5,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: { code: 'offer_not_found', message: 'No such offer.' },
    });

    await report(t, 'offers', {
      offer_id: 'offer-2',
      ...pair,
      channel: 'Chat',
      amount_cents: 500,
      description: 'Chat special',
      at: minutesAgo(10),
      expires_at: minutesAgo(5),
    });
    const late = await report(t, 'offers/offer-2/redemption', {
      customer_id: ann.userId,
      at: minutesAgo(1),
      amount_cents: 500,
    });
    expect(late.json()).toEqual({
      error: { code: 'offer_expired', message: 'This offer has expired.' },
    });
    expect((await report(t, 'offers/offer-2/expiry', { at: minutesAgo(1) })).statusCode).toBe(201);
  });

  it('takes the token from configuration, and refuses every call when production has none', async () => {
    const other = await startTestApp({
      env: { SERVICE_API_TOKEN: 'a-configured-token-of-24-chars' },
    });
    try {
      expect((await report(other, 'calls', {}, serviceHeaders)).statusCode).toBe(401);
      expect(
        (await report(other, 'calls', {}, { 'x-service-token': 'a-configured-token-of-24-chars' }))
          .statusCode,
      ).toBe(400);
    } finally {
      await other.close();
    }
    const production = loadConfig({
      NODE_ENV: 'production',
      DATA_KEY_SECRET: 'Zq7vN2pLr9Xw4Tb6Hm1Kd8Fs3Jg5YcQ0aE',
      TURNSTILE_SITE_KEY: '0x4AAAAAAAB3vQmZ8kLpW2xY',
      TURNSTILE_SECRET: '0x4AAAAAAAB3vQ-Rt7NcKw9ZpLq2Hs5Vj8Xd',
    });
    expect(production.serviceApiToken).toBeNull();
    const guard = new ServiceTokenGuard(production);
    const request = { headers: serviceHeaders };
    const context = {
      switchToHttp: () => ({ getRequest: () => request }),
    } as unknown as ExecutionContext;
    expect(() => guard.canActivate(context)).toThrow('A valid service token is required.');
  });
});
