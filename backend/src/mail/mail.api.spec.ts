import { activityStreamId, MAIL_MESSAGES } from '@flirtwire/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import { type SignedInUser, signInAdmin } from '../test-support/identity.js';
import { block, caughtUp, makeCustomer, makeFlirt, sandboxCharges } from '../test-support/money.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

describe('paid mail', () => {
  let t: TestApp;
  let store: EventStore;
  let flirt: SignedInUser;
  let customer: SignedInUser;
  let stranger: SignedInUser;
  const send = (who: SignedInUser, payload: Record<string, unknown>, key?: string) =>
    t.inject({
      method: 'POST',
      url: '/client_api/mail',
      payload,
      headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
    });
  const get = (who: SignedInUser, url: string) =>
    t.inject({ method: 'GET', url, headers: who.headers });
  const setPrice = (who: SignedInUser, price: unknown) =>
    t.inject({
      method: 'PUT',
      url: '/client_api/mail_settings',
      payload: { price_cents: price },
      headers: who.headers,
    });

  beforeAll(async () => {
    t = await startTestApp();
    store = t.app.get(EVENT_STORE);
    flirt = await makeFlirt(t, await signInAdmin(t));
    customer = await makeCustomer(t);
    stranger = await makeCustomer(t);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('lets a Flirt set a mail price within the limits, and nobody else', async () => {
    const bad = await setPrice(flirt, 50);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { fields: { price_cents: MAIL_MESSAGES.price } } });
    expect((await setPrice(customer, 299)).statusCode).toBe(403);
    expect((await setPrice(flirt, 299)).statusCode).toBe(200);
    expect((await get(flirt, '/client_api/mail_settings')).json()).toEqual({ price_cents: 299 });
    const quote = await get(customer, `/client_api/mail_quote/${flirt.login}`);
    expect(quote.json()).toMatchObject({ send_cents: 299, paid_mail_cents: 0 });
  });

  it("charges a customer the Flirt's mail price once to send, records PaidMailSold, and files it in both folders", async () => {
    const payload = { recipients: [flirt.login], subject: 'Hi', body: 'A question for you' };
    const first = await send(customer, payload, 'mail-key-1');
    expect(first.statusCode).toBe(201);
    const sent = first.json<{ mail_ids: string[]; paid_cents: number; position: number }>();
    expect(sent).toMatchObject({ sent: 1, paid_cents: 299 });
    const retry = await send(customer, payload, 'mail-key-1');
    expect(retry.json()).toMatchObject({ mail_ids: sent.mail_ids, paid_cents: 299 });
    const [mailId] = sent.mail_ids;
    const chargeStream = activityStreamId('paid-mail', mailId ?? '');
    expect((await store.readStream(chargeStream)).map((e) => e.type)).toEqual(['PaidMailSold']);
    expect(sandboxCharges(t).filter((c) => c.idempotencyKey === chargeStream)).toHaveLength(1);
    await caughtUp(t);
    const inbox = await get(flirt, '/client_api/mail?folder=inbox');
    expect(inbox.json()).toMatchObject({
      mails: [{ id: mailId, subject: 'Hi', read: false, price_cents: 0 }],
    });
    expect((await get(flirt, '/client_api/unread_mail_count')).json()).toEqual({
      unread_mail_count: 1,
    });
    const outbox = await get(customer, '/client_api/mail?folder=sent');
    expect(outbox.json()).toMatchObject({ mails: [{ id: mailId, other: { id: flirt.userId } }] });
    const opened = await t.inject({
      method: 'POST',
      url: `/client_api/mail/${mailId ?? ''}/open`,
      headers: flirt.headers,
    });
    expect(opened.json()).toMatchObject({ mail: { body: 'A question for you', locked: false } });
    await caughtUp(t);
    expect((await get(flirt, '/client_api/unread_mail_count')).json()).toEqual({
      unread_mail_count: 0,
    });
  });

  it("locks a Flirt's paid mail until its recipient pays to open it, once", async () => {
    const first = await send(flirt, {
      recipients: [customer.userId],
      subject: 'Something special',
      body: 'Only for you',
      paid: true,
    });
    expect(first.statusCode).toBe(201);
    const [mailId = ''] = first.json<{ mail_ids: string[] }>().mail_ids;
    const locked = await get(customer, `/client_api/mail/${mailId}`);
    expect(locked.json()).toMatchObject({ locked: true, body: null, price_cents: 299 });
    const open = () =>
      t.inject({
        method: 'POST',
        url: `/client_api/mail/${mailId}/open`,
        headers: customer.headers,
      });
    const paid = await open();
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ mail: { locked: false, body: 'Only for you' } });
    expect((await open()).statusCode).toBe(200);
    const chargeStream = activityStreamId('paid-mail', mailId);
    expect(sandboxCharges(t).filter((c) => c.idempotencyKey === chargeStream)).toHaveLength(1);
    expect((await store.readStream(chargeStream))[0]).toMatchObject({
      type: 'PaidMailSold',
      data: { creatorId: flirt.userId, customerId: customer.userId, amountCents: 299 },
    });
    // Nobody else reads it.
    expect((await get(stranger, `/client_api/mail/${mailId}`)).statusCode).toBe(404);
  });

  it('refuses bad recipients on the recipients field, and mail across a block', async () => {
    const unknown = await send(customer, {
      recipients: ['nobody_here_x'],
      subject: 'a',
      body: 'b',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: { fields: { recipients: MAIL_MESSAGES.unknownRecipient('nobody_here_x') } },
    });
    const peer = await send(customer, { recipients: [stranger.login], subject: 'a', body: 'b' });
    expect(peer.statusCode).toBe(422);
    const empty = await send(customer, { recipients: [], subject: '', body: 'b' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      error: {
        fields: { recipients: MAIL_MESSAGES.noRecipients, subject: MAIL_MESSAGES.subjectBlank },
      },
    });
    const attaching = await send(customer, {
      recipients: [flirt.login],
      subject: 'a',
      body: 'b',
      attachments: ['x'],
    });
    expect(attaching.json()).toMatchObject({
      error: { fields: { attachments: MAIL_MESSAGES.attachmentsFlirtOnly } },
    });
    const fan = await makeCustomer(t);
    await block(t, flirt.userId, fan.userId);
    const blocked = await send(fan, { recipients: [flirt.login], subject: 'a', body: 'b' });
    expect(blocked.statusCode).toBe(403);
  });

  it("hands My Customers' bulk Mail form to the compose page as a draft only its Flirt reads", async () => {
    const form = (csrf: string | null) =>
      t.inject({
        method: 'POST',
        url: '/messages/compose',
        headers: {
          cookie: flirt.headers.cookie,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({
          'message[recipients_list]': `${customer.login},${stranger.login}`,
          ...(csrf === null ? {} : { csrf_token: csrf }),
        }).toString(),
      });
    expect((await form(null)).statusCode).toBe(403);
    expect((await form('forged')).statusCode).toBe(403);
    const posted = await form(flirt.csrf);
    expect(posted.statusCode).toBe(303);
    const location = posted.headers.location ?? '';
    expect(location).toMatch(
      /^\/messages\/compose\?draft=[0-9a-f-]{36}&return_to=%2Fmy_customers$/,
    );
    const draftId = new URL(location, 'http://x').searchParams.get('draft') ?? '';
    const draft = await get(flirt, `/client_api/mail_drafts/${draftId}`);
    expect(draft.json()).toMatchObject({
      recipients: [{ login: customer.login }, { login: stranger.login }],
      return_to: '/my_customers',
    });
    const other = await makeFlirt(t, await signInAdmin(t));
    expect((await get(other, `/client_api/mail_drafts/${draftId}`)).statusCode).toBe(404);
    // A form post anywhere else is refused as before.
    const elsewhere = await t.inject({
      method: 'POST',
      url: '/client_api/mail',
      headers: { ...flirt.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'subject=a',
    });
    expect(elsewhere.statusCode).toBe(415);
    // Bulk mail to both, then each finds it in their inbox.
    const sent = await send(
      flirt,
      { recipients: [customer.login, stranger.login], subject: 'News', body: 'Hello all' },
      'bulk-mail-1',
    );
    expect(sent.json()).toMatchObject({ sent: 2, message: MAIL_MESSAGES.sent(2) });
    await caughtUp(t);
    for (const person of [customer, stranger]) {
      const inbox = await get(person, '/client_api/mail');
      expect(inbox.json<{ mails: { subject: string }[] }>().mails.map((m) => m.subject)).toContain(
        'News',
      );
    }
  });
});
