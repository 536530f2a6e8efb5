import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import {
  EVENT_STORE,
  type EventStore,
} from '../../../infrastructure/event-store/event-store.port.js';
import { type TestSignIn, TestSessions } from '../../../test-support/sessions.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { tipStreamId } from '../tip.decider.js';

describe('POST /client_api/bonuses', () => {
  let t: TestApp;
  let sessions: TestSessions;
  let store: EventStore;
  let customer: TestSignIn;
  const tip = (
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
    auth: Record<string, string> = customer.headers,
  ) =>
    t.inject({
      method: 'POST',
      url: '/client_api/bonuses',
      payload: body,
      headers: { ...auth, ...headers },
    });

  beforeAll(async () => {
    t = await startTestApp();
    sessions = TestSessions.install(t);
    store = t.app.get(EVENT_STORE);
    customer = sessions.signIn(['customer']);
  });
  afterAll(async () => {
    await t.close();
  });

  it('records a tip and answers with the stream, revision and position', async () => {
    const creatorId = uuidv7();
    const response = await tip({
      amount_text: '12.50',
      advisor_id: creatorId,
      bonus_message: 'thanks!',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<{
      streamId: string;
      revision: number;
      position: number;
      tipId: string;
    }>();
    expect(body).toMatchObject({
      streamId: tipStreamId(customer.principal.userId, creatorId),
      revision: 0,
    });
    const [event] = await store.readStream(body.streamId);
    expect(event).toMatchObject({
      type: 'TipSent',
      position: body.position,
      data: { amountCents: 1250, creatorId, message: 'thanks!' },
    });
    expect(event?.metadata.actor).toEqual({ id: customer.principal.userId, role: 'customer' });
  });

  it('asks visitors to sign in', async () => {
    const response = await tip({ amount_text: '5', advisor_id: uuidv7() }, {}, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Please sign in.' },
    });
  });

  it('refuses a bad amount with the field and message, appending nothing', async () => {
    const creatorId = uuidv7();
    const head = await store.headPosition();
    const response = await tip({ amount_text: '10.999', advisor_id: creatorId });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Please enter an amount in dollars, with up to 2 decimals.',
        fields: { amount_text: 'Please enter an amount in dollars, with up to 2 decimals.' },
      },
    });
    const tooMuch = await tip({ amount_text: '1000.01', advisor_id: creatorId });
    expect(tooMuch.json()).toMatchObject({
      error: { fields: { amount_text: 'Please enter an amount between $1 and $1,000.' } },
    });
    expect(await store.headPosition()).toBe(head);
  });

  it('refuses a tip to yourself', async () => {
    const response = await tip({ amount_text: '5', advisor_id: customer.principal.userId });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: { code: 'cannot_tip_yourself', message: "You can't tip yourself" },
    });
  });

  it('answers malformed bodies with 400, never 5xx', async () => {
    const missing = await tip({ advisor_id: uuidv7() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { amount_text: expect.any(String) } },
    });
    const wrongType = await tip({ amount_text: 5, advisor_id: uuidv7(), from_nf_chat: 'yes' });
    expect(wrongType.statusCode).toBe(400);
    const notJson = await t.inject({
      method: 'POST',
      url: '/client_api/bonuses',
      payload: '{"amount_text": ',
      headers: { ...customer.headers, 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({
      error: { code: 'bad_request', message: 'The request body is not valid JSON.' },
    });
    const noCreator = await tip({ amount_text: '5' });
    expect(noCreator.json()).toMatchObject({
      error: { fields: { advisor_id: 'Please choose the Flirt to tip.' } },
    });
  });

  it('applies 50 concurrent tips on one stream exactly once each, with contiguous revisions', async () => {
    const creatorId = uuidv7();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        tip({ amount_text: String(i + 1), advisor_id: creatorId }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const events = await store.readStream(tipStreamId(customer.principal.userId, creatorId));
    expect(events.map((e) => e.revision)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    const amounts = events
      .map((e) => (e.data as { amountCents: number }).amountCents)
      .sort((a, b) => a - b);
    expect(amounts).toEqual(Array.from({ length: 50 }, (_, i) => (i + 1) * 100));
    await expect(
      store.verifyStream(tipStreamId(customer.principal.userId, creatorId)),
    ).resolves.toMatchObject({ ok: true });
  });

  it('gives ten concurrent requests with one Idempotency-Key one event and ten identical responses', async () => {
    const creatorId = uuidv7();
    const key = `key-${uuidv7()}`;
    const body = { amount_text: '7', advisor_id: creatorId };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => tip(body, { 'idempotency-key': key })),
    );
    expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([201]));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(await store.readStream(tipStreamId(customer.principal.userId, creatorId))).toHaveLength(
      1,
    );

    const again = await tip(body, { 'idempotency-key': key });
    expect(again.body).toBe(responses[0]?.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const otherBody = await tip({ ...body, amount_text: '8' }, { 'idempotency-key': key });
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toMatchObject({ error: { code: 'idempotency_key_reused' } });
    expect(await store.readStream(tipStreamId(customer.principal.userId, creatorId))).toHaveLength(
      1,
    );
  });

  it('replays the first error for a repeated key, and keys are per person', async () => {
    const key = `key-${uuidv7()}`;
    const first = await tip(
      { amount_text: '0.5', advisor_id: uuidv7() },
      { 'idempotency-key': key },
    );
    const second = await tip(
      { amount_text: '0.5', advisor_id: uuidv7() },
      { 'idempotency-key': key },
    );
    expect(first.statusCode).toBe(400);
    expect(second.statusCode).toBe(422);
    const someoneElse = sessions.signIn(['customer']);
    const theirs = await tip(
      { amount_text: '3', advisor_id: uuidv7() },
      { 'idempotency-key': key },
      someoneElse.headers,
    );
    expect(theirs.statusCode).toBe(201);
  });
});

describe('Idempotency-Key across a restart', () => {
  it('returns the first response and appends nothing after the app restarts', async () => {
    const first = await startTestApp({ keepData: true });
    const sessions = TestSessions.install(first);
    const userId = uuidv7();
    const { headers } = sessions.signIn(['customer'], userId);
    const creatorId = uuidv7();
    const request = {
      method: 'POST' as const,
      url: '/client_api/bonuses',
      payload: { amount_text: '20', advisor_id: creatorId },
      headers: { ...headers, 'idempotency-key': 'restart-key' },
    };
    const before = await first.inject(request);
    expect(before.statusCode).toBe(201);
    await first.close();

    const second = await startTestApp({ dataDir: first.dataDir });
    const again = TestSessions.install(second).signIn(['customer'], userId);
    const after = await second.inject({
      ...request,
      headers: { ...request.headers, ...again.headers },
    });
    expect(after.statusCode).toBe(201);
    expect(after.body).toBe(before.body);
    const store = second.app.get<EventStore>(EVENT_STORE);
    expect(await store.readStream(tipStreamId(userId, creatorId))).toHaveLength(1);
    await second.close();
  });
});
