import {
  activityStreamId,
  CHAT_MESSAGES,
  chatListingIdOf,
  TIP_MESSAGES,
  tipStreamId,
} from '@flirtwire/contracts';
import { settle, uploadImage } from '../test-support/content.js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import { type SignedInUser, signInAdmin, signUp } from '../test-support/identity.js';
import { block, caughtUp, makeCustomer, makeFlirt, sandboxCharges } from '../test-support/money.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

describe('/client_api/chats', () => {
  let t: TestApp;
  let store: EventStore;
  let flirt: SignedInUser;
  let customer: SignedInUser;
  let stranger: SignedInUser;
  const send = (who: SignedInUser, ref: string, text: string, key?: string) =>
    t.inject({
      method: 'POST',
      url: `/client_api/chats/${ref}/messages`,
      payload: { text },
      headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
    });
  const get = (who: SignedInUser, url: string, after: number) =>
    t.inject({ method: 'GET', url: `${url}?after=${String(after)}`, headers: who.headers });

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

  /** The volley a message opened (its id comes from the conversation's turn, not the message). */
  async function volleyOf(messageId: string): Promise<string> {
    const sent = await store.readAll({
      direction: 'backwards',
      maxCount: 10_000,
      filter: { eventTypes: ['ChatMessageSent'] },
    });
    const event = sent.find((e) => (e.data as { messageId: string }).messageId === messageId);
    const volleyId = (event?.data as { volleyId?: string | null } | undefined)?.volleyId;
    if (!volleyId) throw new Error(`message ${messageId} opened no volley`);
    return volleyId;
  }

  it('charges a volley once when the customer opens it, records the ChatVolleyBilled the service API records, and delivers to both lists', async () => {
    const first = await send(customer, flirt.userId, 'Hi there', 'chat-key-1');
    expect(first.statusCode).toBe(201);
    const body = first.json<{ position: number; message: { id: string; amount_cents: number } }>();
    expect(body.message).toMatchObject({ amount_cents: 99, paid_by: 'card', status: 'sent' });
    // A retry with the same key charges nothing more and records nothing more.
    const retry = await send(customer, flirt.userId, 'Hi there', 'chat-key-1');
    expect(retry.statusCode).toBe(201);
    const volleyStream = activityStreamId('chat-volley', await volleyOf(body.message.id));
    const volley = await store.readStream(volleyStream);
    expect(volley.map((e) => e.type)).toEqual(['ChatVolleyBilled']);
    expect(volley[0]?.data).toMatchObject({
      creatorId: flirt.userId,
      customerId: customer.userId,
      amountCents: 99,
    });
    expect(sandboxCharges(t).filter((c) => c.idempotencyKey === volleyStream)).toHaveLength(1);
    // A second customer message rides on the open volley; the Flirt's answer closes it.
    const second = await send(customer, flirt.userId, 'Are you there?');
    expect(second.json<{ message: { amount_cents: number } }>().message.amount_cents).toBe(0);
    const answer = await send(flirt, customer.userId, 'Yes!');
    expect(answer.statusCode).toBe(201);
    const position = answer.json<{ position: number }>().position;

    const flirtList = await get(flirt, '/client_api/chats', position);
    expect(flirtList.json()).toMatchObject({
      conversations: [{ other: { id: customer.userId }, unread_count: 2, last_text: 'Yes!' }],
    });
    const me = await get(flirt, '/client_api/user', position);
    expect(me.json()).toMatchObject({ hasUnreadChatMessages: true });
    const read = await t.inject({
      method: 'POST',
      url: `/client_api/chats/${customer.userId}/read`,
      headers: flirt.headers,
    });
    expect(read.statusCode).toBe(200);
    const readAt = read.json<{ position: number }>().position;
    const mine = await get(customer, `/client_api/chats/${flirt.userId}/messages`, readAt);
    expect(mine.json()).toMatchObject({
      messages: [
        { text: 'Hi there', mine: true, status: 'read' },
        { text: 'Are you there?', mine: true, status: 'read' },
        { text: 'Yes!', mine: false },
      ],
      price_cents: 99,
    });
    // My Customers' chat id names the same conversation, for its two parties only.
    const byChatId = await get(
      flirt,
      `/client_api/chats/${flirt.userId}-${customer.userId}/messages`,
      readAt,
    );
    expect(byChatId.json<{ messages: unknown[] }>().messages).toHaveLength(3);
    const strangerByChatId = await get(
      stranger,
      `/client_api/chats/${flirt.userId}-${customer.userId}/messages`,
      readAt,
    );
    expect(strangerByChatId.statusCode).toBe(404);
    expect((await get(flirt, '/client_api/user', readAt)).json()).toMatchObject({
      hasUnreadChatMessages: false,
    });
  });

  it('charges one volley per turn when 20 messages race to open it (no keys, or 20 distinct keys)', async () => {
    for (const keyed of [false, true]) {
      const racer = await makeCustomer(t);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          send(racer, flirt.userId, `hello ${i}`, keyed ? `race-${i}-${racer.userId}` : undefined),
        ),
      );
      expect(answers.map((a) => `${a.statusCode} ${a.statusCode === 201 ? '' : a.body}`)).toEqual(
        Array.from({ length: 20 }, () => '201 '),
      );
      const opened = answers.filter(
        (a) => a.json<{ message: { amount_cents: number } }>().message.amount_cents > 0,
      );
      expect(opened).toHaveLength(1);
      const volleyStream = activityStreamId(
        'chat-volley',
        await volleyOf(opened[0]!.json<{ message: { id: string } }>().message.id),
      );
      // One card charge, one sale, whatever raced.
      const charges = sandboxCharges(t).filter((c) => c.idempotencyKey === volleyStream);
      expect(charges).toHaveLength(1);
      const billed = await store.readAll({
        direction: 'backwards',
        maxCount: 10_000,
        filter: { eventTypes: ['ChatVolleyBilled'] },
      });
      expect(
        billed.filter((e) => (e.data as { customerId: string }).customerId === racer.userId),
      ).toHaveLength(1);
    }
  });

  it("puts My Customers' Send Chat Message into each recipient's conversation, once, as the Flirt's message", async () => {
    const sent = await t.inject({
      method: 'POST',
      url: '/client_api/customers/chat_messages',
      headers: { ...flirt.headers, 'idempotency-key': 'bulk-chat-1' },
      payload: { ids: [customer.userId], message: 'A note for my regulars' },
    });
    expect(sent.statusCode).toBeLessThan(300);
    expect(sent.json()).toMatchObject({ applied: 1 });
    const again = await t.inject({
      method: 'POST',
      url: '/client_api/customers/chat_messages',
      headers: { ...flirt.headers, 'idempotency-key': 'bulk-chat-1' },
      payload: { ids: [customer.userId], message: 'A note for my regulars' },
    });
    expect(again.statusCode).toBeLessThan(300);
    // The delivery is a reactor's command: the log moves on after the bulk event.
    await caughtUp(t);
    await caughtUp(t);
    const head = await store.headPosition();
    const mine = await get(customer, `/client_api/chats/${flirt.userId}/messages`, head);
    const texts = mine
      .json<{ messages: { text: string; mine: boolean }[] }>()
      .messages.filter((m) => m.text === 'A note for my regulars');
    expect(texts).toEqual([expect.objectContaining({ mine: false })]);
    const list = await get(customer, '/client_api/chats', head);
    expect(list.json()).toMatchObject({
      conversations: [{ other: { id: flirt.userId }, last_text: 'A note for my regulars' }],
    });
  });

  it('pays a volley from the free-volley perk of a package first, then from the card', async () => {
    const packaged = await makeFlirt(t, await signInAdmin(t));
    const created = await t.inject({
      method: 'POST',
      url: '/client_api/packages',
      headers: packaged.headers,
      payload: { feedAccess: true, freeVolleys: true, volleysPerPeriodAmount: 1 },
    });
    expect(created.statusCode).toBe(201);
    const packageId = created.json<{ package: { id: string } }>().package.id;
    const fan = await makeCustomer(t);
    const bought = await t.inject({
      method: 'POST',
      url: '/client_api/package_subscriptions',
      headers: fan.headers,
      payload: { package_id: packageId },
    });
    expect(bought.statusCode).toBeLessThan(300);
    await caughtUp(t);
    const free = await send(fan, packaged.userId, 'first volley');
    expect(free.json()).toMatchObject({ message: { amount_cents: 0, paid_by: 'perk' } });
    const volleyId = await volleyOf(free.json<{ message: { id: string } }>().message.id);
    const [billed] = await store.readStream(activityStreamId('chat-volley', volleyId));
    expect(billed).toMatchObject({ type: 'ChatVolleyBilled', data: { amountCents: 0 } });
    await send(packaged, fan.userId, 'answer');
    // The month's one free volley is used: the next volley goes to the card.
    const paid = await send(fan, packaged.userId, 'second volley');
    expect(paid.json()).toMatchObject({ message: { amount_cents: 99, paid_by: 'card' } });
  });

  it("bills a volley at the Flirt's chat listing price per volley, $0.99 while none is set", async () => {
    const priced = await makeFlirt(t, await signInAdmin(t));
    const fan = await makeCustomer(t);
    const opened = await t.inject({
      method: 'POST',
      url: '/client_api/listings/chat',
      headers: priced.headers,
    });
    expect(opened.statusCode).toBeLessThan(300);
    const chatListing = chatListingIdOf(priced.userId);
    const edited = await t.inject({
      method: 'PATCH',
      url: `/client_api/listings/${chatListing}`,
      headers: priced.headers,
      payload: { priceCents: 249 },
    });
    expect(edited.statusCode).toBeLessThan(300);
    const first = await send(fan, priced.userId, 'What does this cost?');
    expect(first.json()).toMatchObject({ message: { amount_cents: 249, paid_by: 'card' } });
    const volleyStream = activityStreamId(
      'chat-volley',
      await volleyOf(first.json<{ message: { id: string } }>().message.id),
    );
    expect(sandboxCharges(t).find((c) => c.idempotencyKey === volleyStream)).toMatchObject({
      amountCents: 249,
    });
    const [billed] = await store.readStream(volleyStream);
    expect(billed).toMatchObject({ data: { amountCents: 249 } });
    const view = await get(
      fan,
      `/client_api/chats/${priced.userId}/messages`,
      first.json<{ position: number }>().position,
    );
    expect(view.json()).toMatchObject({ price_cents: 249 });
  });

  it('sends photo, gift and gift-request messages: a gift is a tip from chat, a request is paid once with one click', async () => {
    const giver = await makeCustomer(t);
    const post = (who: SignedInUser, ref: string, payload: Record<string, unknown>) =>
      t.inject({
        method: 'POST',
        url: `/client_api/chats/${ref}/messages`,
        payload,
        headers: who.headers,
      });
    // A photo from the Flirt's own file manager; nobody else's item, and never from a customer.
    const mediaId = await uploadImage(t, flirt);
    const strangersItem = await uploadImage(t, await makeFlirt(t, await signInAdmin(t)));
    const photo = await post(flirt, giver.userId, { kind: 'photo', media_id: mediaId });
    expect(photo.statusCode).toBe(201);
    expect(photo.json()).toMatchObject({ message: { message_class: 'photo_message' } });
    const notMine = await post(flirt, giver.userId, { kind: 'photo', media_id: strangersItem });
    expect(notMine.json()).toMatchObject({
      error: { fields: { media_id: CHAT_MESSAGES.photoNotYours } },
    });
    expect((await post(giver, flirt.userId, { kind: 'photo', media_id: mediaId })).statusCode).toBe(
      403,
    );
    // A gift: charged and recorded as the tip path records it (from chat), no volley opened.
    const gift = await post(giver, flirt.userId, {
      kind: 'gift',
      amount_text: '5',
      text: 'for you',
    });
    expect(gift.statusCode).toBe(201);
    expect(gift.json()).toMatchObject({
      message: { message_class: 'gift_message', gift_cents: 500, amount_cents: 0 },
    });
    const tips = await store.readStream(tipStreamId(giver.userId, flirt.userId));
    expect(tips.map((e) => e.data)).toEqual([
      expect.objectContaining({ amountCents: 500, fromChat: true, message: 'for you' }),
    ]);
    expect(
      (await post(giver, flirt.userId, { kind: 'gift', amount_text: '0.50' })).json(),
    ).toMatchObject({ error: { fields: { amount_text: TIP_MESSAGES.amountRange } } });
    expect((await post(flirt, giver.userId, { kind: 'gift', amount_text: '5' })).statusCode).toBe(
      403,
    );
    // A gift request: the Flirt asks, the customer pays its amount by naming it, once.
    const ask = await post(flirt, giver.userId, { kind: 'gift_request', amount_text: '12.50' });
    expect(ask.statusCode).toBe(201);
    const requestId = ask.json<{ message: { id: string } }>().message.id;
    expect(
      (await post(giver, flirt.userId, { kind: 'gift_request', amount_text: '3' })).statusCode,
    ).toBe(403);
    const pay = await post(giver, flirt.userId, { kind: 'gift', request_id: requestId });
    expect(pay.json()).toMatchObject({ message: { gift_cents: 1250, request_id: requestId } });
    const again = await post(giver, flirt.userId, { kind: 'gift', request_id: requestId });
    expect(again.json()).toMatchObject({ error: { message: CHAT_MESSAGES.requestPaid } });
    const after = await store.readStream(tipStreamId(giver.userId, flirt.userId));
    expect(after.map((e) => (e.data as { amountCents: number }).amountCents)).toEqual([500, 1250]);
    await settle(t);
    const view = await get(
      giver,
      `/client_api/chats/${flirt.userId}/messages`,
      pay.json<{ position: number }>().position,
    );
    const messages = view.json<{ messages: Record<string, unknown>[] }>().messages;
    expect(messages.map((m) => m.message_class)).toEqual([
      'photo_message',
      'gift_message',
      'gift_request_message',
      'gift_message',
    ]);
    expect(messages[0]?.photo).toMatchObject({
      url: expect.stringContaining(`/fm/media/${mediaId}/large`),
    });
    expect(messages[2]).toMatchObject({ gift_cents: 1250, request_paid: true });
    const list = await get(flirt, '/client_api/chats', pay.json<{ position: number }>().position);
    expect(
      list
        .json<{ conversations: { other: { id: string }; last_text: string }[] }>()
        .conversations.find((c) => c.other.id === giver.userId),
    ).toMatchObject({ last_text: 'Sent a gift of $12.50', last_message_class: 'gift_message' });
  });

  it('pages a long conversation newest first, older pages by cursor', async () => {
    const fan = await makeCustomer(t);
    let position = 0;
    for (let i = 1; i <= 52; i++) {
      const r = await send(flirt, fan.userId, `note ${String(i)}`);
      position = r.json<{ position: number }>().position;
    }
    const newest = await get(fan, `/client_api/chats/${flirt.userId}/messages`, position);
    const page = newest.json<{ messages: { text: string }[]; next_cursor: string | null }>();
    expect(page.messages).toHaveLength(50);
    expect(page.messages[0]?.text).toBe('note 3');
    expect(page.messages[49]?.text).toBe('note 52');
    expect(page.next_cursor).not.toBeNull();
    const older = await t.inject({
      method: 'GET',
      url: `/client_api/chats/${flirt.userId}/messages?before=${page.next_cursor ?? ''}`,
      headers: fan.headers,
    });
    expect(older.json()).toMatchObject({
      messages: [{ text: 'note 1' }, { text: 'note 2' }],
      next_cursor: null,
    });
  });

  it('refuses a message over 1000 characters on the text field', async () => {
    const response = await send(customer, flirt.userId, 'x'.repeat(1001));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { fields: { text: 'must be at most 1000 characters' } },
    });
  });

  it('lets nobody chat across a block, nor two customers chat, nor anyone read a conversation they are not in', async () => {
    await block(t, flirt.userId, stranger.userId);
    expect((await send(stranger, flirt.userId, 'hello')).statusCode).toBe(403);
    const other = await signUp(t);
    expect((await send(other, customer.userId, 'hello')).statusCode).toBe(422);
    // A stranger naming the Flirt sees only their own (empty) conversation, never the customer's.
    const theirs = await get(stranger, `/client_api/chats/${flirt.userId}/messages`, 0);
    expect(theirs.json<{ messages: unknown[] }>().messages).toEqual([]);
  });
});
