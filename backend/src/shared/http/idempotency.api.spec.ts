import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RequestMethod } from '@nestjs/common';
import { SANDBOX_TEST_CARDS } from '../../infrastructure/payments/sandbox/sandbox-test-cards.js';
import { addCard, type SignedInUser, signUp } from '../../test-support/identity.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { routeHandlers, writeInterceptions } from './write-routes.js';

/** Issue 30 item 5: an Idempotency-Key is bound to the request it was first used for. */
describe('Idempotency-Key bound to its request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const cardIds = async (user: SignedInUser) =>
    (await t.inject({ method: 'GET', url: '/client_api/cards', headers: user.headers }))
      .json<{ cards: { id: string }[] }>()
      .cards.map((card) => card.id);
  const removeCard = (user: SignedInUser, id: string, key: string) =>
    t.inject({
      method: 'DELETE',
      url: `/client_api/cards/${id}`,
      headers: { ...user.headers, 'idempotency-key': key },
    });

  it('refuses DELETE of card B with the key that deleted card A (422), and B stays', async () => {
    const ann = await signUp(t);
    const a = await addCard(t, ann, SANDBOX_TEST_CARDS.approve);
    const b = await addCard(t, ann, SANDBOX_TEST_CARDS.approveMastercard);

    const first = await removeCard(ann, a, 'remove-card-1');
    expect(first.statusCode).toBe(200);
    const second = await removeCard(ann, b, 'remove-card-1');
    expect(second.statusCode).toBe(422);
    expect(second.json()).toEqual({
      error: {
        code: 'idempotency_key_reused',
        message: 'This Idempotency-Key was already used with a different request.',
      },
    });
    expect(await cardIds(ann)).toEqual([b]);
    expect((await removeCard(ann, b, 'remove-card-2')).statusCode).toBe(200);
  });

  it('binds the key to the body and the query too, not to the order of their parts', async () => {
    const ann = await signUp(t);
    // A refusal is an answer too (404: no such card), remembered and replayed like a success.
    const tag = (query: string, key: string, name = 'VIP') =>
      t.inject({
        method: 'POST',
        url: `/client_api/bonuses${query}`,
        headers: { ...ann.headers, 'idempotency-key': key },
        payload: { amount_text: '5', advisor_id: `nobody-${name}` },
      });
    const first = await tag('?a=1&b=2', 'body-key');
    const reordered = await tag('?b=2&a=1', 'body-key');
    expect(reordered.statusCode).toBe(first.statusCode);
    expect(reordered.headers['idempotent-replayed']).toBe('true');
    expect(first.statusCode).not.toBe(422);
    const reused = { error: { code: 'idempotency_key_reused' } };
    expect((await tag('?a=1&b=3', 'body-key')).json()).toMatchObject(reused);
    expect((await tag('?a=1&b=2', 'body-key', 'other')).json()).toMatchObject(reused);
  });

  it('wraps every write route of every controller, and no read route', () => {
    const writes = new Set<unknown>([
      RequestMethod.POST,
      RequestMethod.PUT,
      RequestMethod.PATCH,
      RequestMethod.DELETE,
    ]);
    const routes = { writes: 0, reads: 0, wrong: [] as string[] };
    for (const route of routeHandlers(t.app)) {
      const write = writes.has(route.method);
      routes[write ? 'writes' : 'reads'] += 1;
      if (writeInterceptions(route.handler) !== (write ? 1 : 0)) {
        routes.wrong.push(`${route.controller}.${route.name}`);
      }
    }
    expect(routes.wrong).toEqual([]);
    expect(routes.writes).toBeGreaterThan(100);
    expect(routes.reads).toBeGreaterThan(100);
  });
});
