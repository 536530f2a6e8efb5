import { relationshipStreamId } from '@flirtwire/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BulkActionResult, CustomerOverviewResponse, CustomerRow } from '@flirtwire/contracts';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import { appendEvents, get, rowOf, search, signUpFlirt, tip } from '../test-support/customers.js';
import { type SignedInUser, signUp } from '../test-support/identity.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { CANNED_GREETINGS } from './chat/suggest-chat-message/suggest-chat-message.http.js';

describe('acting on customers: blocks, chat, mail, notes, autocomplete', () => {
  let t: TestApp;
  let store: EventStore;
  let flirt: SignedInUser;
  let rival: SignedInUser;
  let ann: SignedInUser;
  let bob: SignedInUser;
  let cat: SignedInUser;
  let last = 0;

  const post = async (url: string, payload: unknown, who: SignedInUser = flirt) => {
    const response = await t.inject({
      method: 'POST',
      url,
      headers: who.headers,
      payload: payload as object,
    });
    if (response.statusCode < 300) {
      const position = response.json<{ position?: number }>().position;
      if (position !== undefined) last = Math.max(last, position);
    }
    return response;
  };

  beforeAll(async () => {
    t = await startTestApp();
    store = t.app.get(EVENT_STORE);
    flirt = await signUpFlirt(t);
    rival = await signUpFlirt(t);
    ann = await signUp(t, { login: `Annie_${Date.now() % 100_000}` });
    bob = await signUp(t);
    cat = await signUp(t);
    await tip(t, flirt.userId, ann.userId, 2_000);
    await tip(t, flirt.userId, bob.userId, 1_000);
    await appendEvents(t, relationshipStreamId(flirt.userId, cat.userId), [
      { type: 'Followed', data: { creatorId: flirt.userId, customerId: cat.userId } },
    ]);
    last = await tip(t, rival.userId, ann.userId, 700);
  });
  afterAll(async () => {
    await t.close();
  });

  it('blocks customers from My Customers (CustomerBlocked by the creator), once, and unblocks them', async () => {
    const blocked = await post('/client_api/customers/blockings', {
      ids: [bob.userId, cat.userId],
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json<BulkActionResult>()).toMatchObject({
      applied: 2,
      skipped: 0,
      message: '2 customers blocked.',
    });
    const [event] = await store.readStream(relationshipStreamId(flirt.userId, bob.userId));
    expect(event).toMatchObject({
      type: 'CustomerBlocked',
      data: { creatorId: flirt.userId, customerId: bob.userId, by: 'creator' },
      metadata: { actor: { id: flirt.userId } },
    });
    const again = await post('/client_api/customers/blockings', { ids: [bob.userId] });
    expect(again.json()).toMatchObject({ applied: 0, skipped: 1, message: '0 customers blocked.' });
    expect(await rowOf(t, flirt, bob.login, last)).toMatchObject({
      system_tags: ['Blocked'],
      system_tag_list: 'Blocked',
      not_blocked: false,
    });
    // The block is this Flirt's: the same customer at another Flirt is not blocked.
    expect((await search(t, rival, {}, last)).customers[0]?.not_blocked).toBe(true);

    const unblocked = await post('/client_api/customers/blockings/unblock', {
      filters: { hasTags: ['Blocked'] },
    });
    expect(unblocked.json()).toMatchObject({ applied: 2, message: '2 customers unblocked.' });
    expect((await rowOf(t, flirt, bob.login, last))?.not_blocked).toBe(true);
    const none = await post('/client_api/customers/blockings', {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      error: { fields: { ids: 'Please choose some customers first.' } },
    });
  });

  it('sends a chat message of at most 1000 characters to unblocked customers, counting it as contact', async () => {
    await post('/client_api/customers/blockings', { ids: [cat.userId] });
    const sent = await post('/client_api/customers/chat_messages', {
      ids: [ann.userId, bob.userId, cat.userId],
      message: 'x'.repeat(1_000),
    });
    expect(sent.json<BulkActionResult>()).toMatchObject({
      applied: 2,
      skipped: 1,
      message: 'Message sent to 2 customers.',
    });
    const [event] = await store.readStream(`customer-chat-${flirt.userId}`);
    expect(event).toMatchObject({
      type: 'ChatMessageSentToCustomers',
      data: { customerIds: expect.arrayContaining([ann.userId, bob.userId]) },
    });
    expect(await rowOf(t, flirt, ann.login, last)).toMatchObject({
      num_messages_sent_from_advisor: 1,
      last_contact_type: 'Chat',
    });
    const long = await post('/client_api/customers/chat_messages', {
      ids: [ann.userId],
      message: 'x'.repeat(1_001),
    });
    expect(long.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Messages can be at most 1000 characters.',
        fields: { message: 'Messages can be at most 1000 characters.' },
      },
    });
    const empty = await post('/client_api/customers/chat_messages', {
      ids: [ann.userId],
      message: '   ',
    });
    expect(empty.json()).toMatchObject({
      error: { fields: { message: 'Please enter a message.' } },
    });
    const suggestion = await get<{ message: string }>(
      t,
      flirt,
      '/client_api/customers/chat_messages/suggestion',
    );
    expect(CANNED_GREETINGS).toContain(suggestion.body.message);
  });

  it('hands the mail recipients (logins, blocked left out) to the compose page', async () => {
    const response = await post('/client_api/customers/mail_recipients', { filters: {} });
    expect(response.json()).toEqual({
      recipients_list: expect.arrayContaining([ann.login, bob.login]),
      compose_url: '/messages/compose',
      skipped: 1,
    });
    expect(response.json<{ recipients_list: string[] }>().recipients_list).toHaveLength(2);
  });

  it('keeps a note per customer, sealed in the event log, saved and cleared by login', async () => {
    const patch = (login: string, body: unknown, who: SignedInUser = flirt) =>
      t.inject({
        method: 'PATCH',
        url: `/client_api/customers/${encodeURIComponent(login)}`,
        headers: who.headers,
        payload: body as object,
      });
    const saved = await patch(ann.login.toLowerCase(), {
      login: ann.login,
      seekerId: ann.userId,
      note: 'Likes long calls on Sundays',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ note: 'Likes long calls on Sundays', revision: 0 });
    last = saved.json<{ position: number }>().position;
    const events = await store.readStream(`customer-note-${flirt.userId}-${ann.userId}`);
    expect(JSON.stringify(events)).not.toContain('Sundays');
    expect(events[0]?.data).toMatchObject({ sealedNote: expect.stringMatching(/^pd1\./) });
    expect((await rowOf(t, flirt, ann.login, last))?.note).toBe('Likes long calls on Sundays');
    const overview = await get<CustomerOverviewResponse>(
      t,
      flirt,
      `/client_api/customers/${ann.login}/overview`,
      last,
    );
    expect(overview.body.note).toBe('Likes long calls on Sundays');

    expect((await patch(ann.login, { note: 'n'.repeat(2_001) })).json()).toMatchObject({
      error: { fields: { note: 'Notes can be at most 2,000 characters.' } },
    });
    expect((await patch(ann.login, { note: 'x', seekerId: bob.userId })).statusCode).toBe(404);
    const rivals = await patch(ann.login, { note: 'mine now' }, rival);
    expect(rivals.statusCode).toBe(200);
    expect(
      (await rowOf(t, flirt, ann.login, rivals.json<{ position: number }>().position))?.note,
    ).toBe('Likes long calls on Sundays');
    expect((await patch('nobody-here', { note: 'x' })).json()).toEqual({
      error: { code: 'customer_not_found', message: 'Customer not found.' },
    });
    const cleared = await patch(ann.login, { note: '' });
    expect(
      (await rowOf(t, flirt, ann.login, cleared.json<{ position: number }>().position))?.note,
    ).toBeNull();
  });

  it('autocompletes logins from 3 characters, optionally without zero-spend customers', async () => {
    const logins = async (login: string, zero = 'true') =>
      get<{ logins: { login: string }[]; error?: { fields: unknown } }>(
        t,
        flirt,
        `/client_api/customers/logins?login=${encodeURIComponent(login)}&includeZeroSpendCustomers=${zero}`,
        last,
      );
    expect((await logins('an')).status).toBe(400);
    expect((await logins('  an ')).body).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Please enter at least 3 characters',
        fields: { login: 'Please enter at least 3 characters' },
      },
    });
    expect((await logins('aNNi')).body.logins).toEqual([
      { seeker_id: ann.userId, login: ann.login },
    ]);
    const prefix = cat.login.slice(0, 4);
    expect((await logins(prefix)).body.logins.map((l) => l.login)).toContain(cat.login);
    expect((await logins(prefix, 'false')).body.logins.map((l) => l.login)).not.toContain(
      cat.login,
    );
    const rivals = await get<{ logins: unknown[] }>(
      t,
      rival,
      `/client_api/customers/logins?login=${bob.login.slice(0, 5)}`,
      last,
    );
    expect(rivals.body.logins).toEqual([]);
  });

  it('keeps every customer row to its own Flirt', async () => {
    const mine = (await search(t, flirt, {}, last)).customers
      .map((row: CustomerRow) => row.seeker_id)
      .sort();
    expect(mine).toEqual([ann.userId, bob.userId, cat.userId].sort());
    const theirs = (await search(t, rival, {}, last)).customers.map((row) => row.seeker_id);
    expect(theirs).toEqual([ann.userId]);
  });
});
