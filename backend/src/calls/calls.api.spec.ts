import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { callStreamId, type CallView, firstCallStreamId } from '@flirtwire/contracts';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import { rowOf } from '../test-support/customers.js';
import { makeCaller, phoneListing, spendFirstCallOffer } from '../test-support/calls.js';
import {
  addVerifiedPhone,
  type SignedInUser,
  signInAdmin,
  signUp,
} from '../test-support/identity.js';
import { ManualClock } from '../test-support/clock.js';
import { caughtUp, makeCustomer, makeFlirt, sandboxCharges } from '../test-support/money.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

describe('/client_api/listings/{id}/calls', () => {
  let t: TestApp;
  let store: EventStore;
  let admin: SignedInUser;
  let flirt: SignedInUser;
  let customer: SignedInUser;
  let listingId: string;
  // The sandbox provider stamps its reports with the app's clock: a test lengthens a call by
  // moving it, the way time passes for a real provider, never through the end report.
  const clock = new ManualClock();
  const talk = (minutes: number) => {
    clock.advance(minutes * 60_000);
  };

  const post = (who: SignedInUser, url: string, payload?: unknown) =>
    t.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
  const start = (who: SignedInUser, id = listingId) =>
    post(who, `/client_api/listings/${id}/calls`);
  const control = (who: SignedInUser, token: string, payload: unknown) =>
    post(who, `/sandbox-telephony/calls/${token}`, payload);
  const view = async (who: SignedInUser, token: string, after: number, id = listingId) =>
    t.inject({
      method: 'GET',
      url: `/client_api/listings/${id}/calls/${token}?after=${String(after)}`,
      headers: who.headers,
    });

  beforeAll(async () => {
    t = await startTestApp({ clock });
    store = t.app.get(EVENT_STORE);
    admin = await signInAdmin(t);
    flirt = await makeFlirt(t, admin);
    listingId = await phoneListing(t, flirt, admin, 299);
    customer = await makeCaller(t);
    // Her free first minutes (ADR 0118) go to a first call: the calls below are charged in full.
    await spendFirstCallOffer(t, customer, listingId, clock);
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('rings, connects, ends after 4 minutes, bills 4 minutes once and feeds the Flirt’s Calls channel', async () => {
    const started = await start(customer);
    expect(started.statusCode).toBe(201);
    const { token, position } = started.json<{ token: string; position: number }>();
    const ringing = await view(customer, token, position);
    expect(ringing.json<CallView>()).toMatchObject({
      state: 'ringing',
      side: 'customer',
      other_login: flirt.login,
      rate_cents: 299,
      voice_portal_number: '1-800-555-0142',
      sandbox: true,
    });
    // The Flirt sees the incoming call too.
    const incoming = await view(flirt, token, position);
    expect(incoming.json<CallView>()).toMatchObject({ state: 'ringing', side: 'flirt' });

    expect((await control(customer, token, { action: 'connect' })).statusCode).toBe(200);
    talk(4);
    const endBody = { action: 'end' };
    const ended = await control(customer, token, endBody);
    expect(ended.statusCode).toBe(200);
    // The provider reporting the end again, later, bills nothing more.
    talk(10);
    const again = await control(flirt, token, endBody);
    expect(again.statusCode).toBe(200);
    const last = again.json<{ position: number }>().position;

    const done = await view(customer, token, last);
    expect(done.json<CallView>()).toMatchObject({
      state: 'ended',
      minutes: 4,
      free_minutes: 0,
      amount_cents: 1196,
    });
    const events = await store.readStream(callStreamId(token));
    expect(events.map((e) => e.type)).toEqual([
      'CallRequested',
      'CallConnected',
      'CallEnded',
      'CallCompleted',
    ]);
    expect(events[3]?.data).toMatchObject({
      chargeId: callStreamId(token),
      creatorId: flirt.userId,
      customerId: customer.userId,
      minutes: 4,
      rateCents: 299,
      amountCents: 1196,
      listingId,
    });
    const charges = sandboxCharges(t).filter((c) => c.idempotencyKey === callStreamId(token));
    expect(charges).toHaveLength(1);
    expect(charges[0]?.amountCents).toBe(1196);

    const row = await rowOf(t, flirt, customer.login, last);
    expect(row).toMatchObject({ seeker_id: customer.userId, main_spend: 'Calls' });
    expect(row?.skr_lt_earnings).toBeGreaterThan(0);
  });

  it('gives a customer’s first call its first 3 minutes free (the home page’s offer), once', async () => {
    const newcomer = await makeCaller(t);
    const call = async (minutes: number) => {
      const { token } = (await start(newcomer)).json<{ token: string }>();
      await control(newcomer, token, { action: 'connect' });
      talk(minutes);
      const ended = await control(newcomer, token, { action: 'end' });
      const position = ended.json<{ position: number }>().position;
      return { token, view: (await view(newcomer, token, position)).json<CallView>() };
    };
    // The first call, 3 minutes: all free, $0.00, nothing charged at the processor.
    const first = await call(3);
    expect(first.view).toMatchObject({
      state: 'ended',
      minutes: 3,
      free_minutes: 3,
      amount_cents: 0,
      failure: null,
    });
    expect(sandboxCharges(t).filter((c) => c.idempotencyKey === callStreamId(first.token))).toEqual(
      [],
    );
    // The Flirt's record of the call shows the same free minutes.
    const flirtSide = await view(flirt, first.token, 0);
    expect(flirtSide.json<CallView>()).toMatchObject({ free_minutes: 3, amount_cents: 0 });
    // The second call is charged every minute.
    const second = await call(3);
    expect(second.view).toMatchObject({ minutes: 3, free_minutes: 0, amount_cents: 897 });
    expect(
      sandboxCharges(t)
        .filter((c) => c.idempotencyKey === callStreamId(second.token))
        .map((c) => c.amountCents),
    ).toEqual([897]);
    expect((await store.readStream(firstCallStreamId(newcomer.userId))).map((e) => e.data)).toEqual(
      [expect.objectContaining({ callId: first.token, minutes: 3 })],
    );
  });

  it('gives the free minutes to one of two first calls ending at once, never both', async () => {
    const racer = await makeCaller(t);
    const tokens = await Promise.all(
      [1, 2].map(async () => (await start(racer)).json<{ token: string }>().token),
    );
    for (const token of tokens) await control(racer, token, { action: 'connect' });
    talk(3);
    const ended = await Promise.all(
      tokens.map((token) => control(racer, token, { action: 'end' })),
    );
    expect(ended.map((r) => r.statusCode)).toEqual([200, 200]);
    const last = Math.max(...ended.map((r) => r.json<{ position: number }>().position));
    const views = await Promise.all(
      tokens.map(async (token) => (await view(racer, token, last)).json<CallView>()),
    );
    expect(views.map((v) => [v.free_minutes, v.amount_cents]).sort()).toEqual([
      [0, 897],
      [3, 0],
    ]);
    const charged = sandboxCharges(t).filter((c) =>
      tokens.some((token) => c.idempotencyKey === callStreamId(token)),
    );
    expect(charged.map((c) => c.amountCents)).toEqual([897]);
    expect(await store.readStream(firstCallStreamId(racer.userId))).toHaveLength(1);
  });

  it('bills the connected time the provider saw, not the minutes the end action claims', async () => {
    // The probe: {"action":"end","minutes":240} 31 ms after connect charged $477.60.
    const { token } = (await start(customer)).json<{ token: string }>();
    expect((await control(customer, token, { action: 'connect' })).statusCode).toBe(200);
    clock.advance(31);
    const ended = await control(customer, token, { action: 'end', minutes: 240 });
    expect(ended.statusCode).toBe(200);
    const position = ended.json<{ position: number }>().position;
    // 31 ms connected: every started minute counts, so 1 minute at $2.99, and no more.
    expect((await view(customer, token, position)).json<CallView>()).toMatchObject({
      state: 'ended',
      minutes: 1,
      amount_cents: 299,
    });
    const charges = sandboxCharges(t).filter((c) => c.idempotencyKey === callStreamId(token));
    expect(charges.map((c) => c.amountCents)).toEqual([299]);
    const events = await store.readStream(callStreamId(token));
    expect(events.find((e) => e.type === 'CallEnded')?.data).toMatchObject({
      seconds: 1,
      minutes: 1,
      amountCents: 299,
    });
    // Nor can the Flirt, who earns from it, stretch an ended call afterwards.
    const later = await control(flirt, token, { action: 'end', minutes: 240 });
    expect(later.statusCode).toBe(200);
    expect(sandboxCharges(t).filter((c) => c.idempotencyKey === callStreamId(token))).toHaveLength(
      1,
    );
  });

  it('pays a call from the site-dollar balance when it covers the call', async () => {
    const saver = await makeCaller(t);
    await spendFirstCallOffer(t, saver, listingId, clock);
    const topUp = await post(saver, '/client_api/site_dollars', { amount_text: '20' });
    expect(topUp.statusCode).toBe(201);
    const { token } = (await start(saver)).json<{ token: string }>();
    await control(saver, token, { action: 'connect' });
    talk(4);
    const ended = await control(saver, token, { action: 'end' });
    const position = ended.json<{ position: number }>().position;
    expect((await view(saver, token, position)).json<CallView>()).toMatchObject({
      state: 'ended',
      amount_cents: 1196,
    });
    // The balance paid: the card was not charged for the call.
    expect(sandboxCharges(t).filter((c) => c.idempotencyKey === callStreamId(token))).toEqual([]);
    await caughtUp(t);
    const balance = await t.inject({
      method: 'GET',
      url: '/client_api/site_dollars',
      headers: saver.headers,
    });
    expect(balance.json()).toMatchObject({ balance_cents: 2000 - 1196 });
  });

  it('bills nothing for a call that fails before it connects', async () => {
    const started = await start(customer);
    const { token } = started.json<{ token: string }>();
    const failed = await control(customer, token, { action: 'fail' });
    const position = failed.json<{ position: number }>().position;
    expect((await view(customer, token, position)).json<CallView>()).toMatchObject({
      state: 'failed',
      amount_cents: 0,
      failure: 'The call could not be connected.',
    });
    const types = (await store.readStream(callStreamId(token))).map((e) => e.type);
    expect(types).toEqual(['CallRequested', 'CallFailed']);
    expect(sandboxCharges(t).filter((c) => c.idempotencyKey === callStreamId(token))).toEqual([]);
    // A failed call cannot be ended (and billed) afterwards.
    talk(3);
    const late = await control(customer, token, { action: 'end' });
    expect(late.json()).toEqual({
      error: { code: 'not_connected', message: 'This call is not connected.' },
    });
  });

  it('takes the package’s free minutes first, within its calls per month', async () => {
    const packaged = await makeFlirt(t, admin);
    const packagedListing = await phoneListing(t, packaged, admin, 200);
    const created = await post(packaged, '/client_api/packages', {
      freeMinutes: true,
      callsPerSessionAmount: 3,
      callsLimitByPeriod: true,
      callsPerPeriodAmount: 1,
    });
    expect(created.statusCode).toBe(201);
    const packageId = created.json<{ package: { id: string } }>().package.id;
    const fan = await makeCaller(t);
    // The free first minutes go to a call elsewhere, so the package's perk is what is tested.
    await spendFirstCallOffer(t, fan, listingId, clock);
    const bought = await post(fan, '/client_api/package_subscriptions', { package_id: packageId });
    expect(bought.statusCode).toBeLessThan(300);
    await caughtUp(t);
    const call = async (minutes: number): Promise<CallView> => {
      const { token } = (await start(fan, packagedListing)).json<{ token: string }>();
      await control(fan, token, { action: 'connect' });
      talk(minutes);
      const ended = await control(fan, token, { action: 'end' });
      const position = ended.json<{ position: number }>().position;
      return (await view(fan, token, position, packagedListing)).json<CallView>();
    };
    // 5 minutes: 3 free, 2 at $2.00.
    expect(await call(5)).toMatchObject({ minutes: 5, free_minutes: 3, amount_cents: 400 });
    // The month's one free call is used: every minute is charged.
    expect(await call(2)).toMatchObject({ minutes: 2, free_minutes: 0, amount_cents: 400 });
  });

  it('refuses, with the field and the message, a call that cannot be placed', async () => {
    const noPhone = await makeCustomer(t);
    expect((await start(noPhone)).json()).toMatchObject({
      error: {
        message: 'Please add and verify a phone number before starting a call.',
        fields: { phone: 'Please add and verify a phone number before starting a call.' },
      },
    });
    const noCard = await signUp(t);
    await addVerifiedPhone(t, noCard);
    expect((await start(noCard)).json()).toMatchObject({
      error: { fields: { card: 'Please add a credit card before starting a call.' } },
    });
    expect((await start(flirt)).json()).toMatchObject({
      error: { fields: { listing: 'You cannot call your own listing.' } },
    });
    const unknown = await start(customer, '1000000001');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { message: 'Listing not found' } });

    const off = await t.inject({
      method: 'PATCH',
      url: '/client_api/availabilities',
      headers: flirt.headers,
      payload: { available_for_calls: false },
    });
    expect(off.statusCode).toBeLessThan(300);
    await caughtUp(t);
    const unavailable = await start(customer);
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json()).toMatchObject({
      error: { fields: { listing: 'This Flirt is not available for calls right now.' } },
    });
    await t.inject({
      method: 'PATCH',
      url: '/client_api/availabilities',
      headers: flirt.headers,
      payload: { available_for_calls: true },
    });
    await caughtUp(t);
  });

  it('shows a call to its two parties only; nobody else reads it or presses its controls', async () => {
    const started = await start(customer);
    const { token, position } = started.json<{ token: string; position: number }>();
    const stranger = await makeCaller(t);
    const read = await view(stranger, token, position);
    expect(read.statusCode).toBe(404);
    const pressed = await control(stranger, token, { action: 'connect' });
    expect(pressed.statusCode).toBe(404);
    const types = (await store.readStream(callStreamId(token))).map((e) => e.type);
    expect(types).toEqual(['CallRequested']);
  });
});
