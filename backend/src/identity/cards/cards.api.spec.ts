import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
} from '../../infrastructure/payments/payment-gateway.port.js';
import { SANDBOX_TEST_CARDS } from '../../infrastructure/payments/sandbox/sandbox-test-cards.js';
import { addCard, type SignedInUser, signUp, tokenizeCard } from '../../test-support/identity.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { UserDirectory } from '../user/user-directory.js';

interface Card {
  id: string;
  brand: string;
  last_four: string;
  exp_month: number;
  exp_year: number;
  is_default: boolean;
}

describe('cards on file', () => {
  let t: TestApp;
  const cards = async (user: SignedInUser) =>
    (await t.inject({ method: 'GET', url: '/client_api/cards', headers: user.headers })).json<{
      cards: Card[];
    }>().cards;
  const defaultCard = async (user: SignedInUser) =>
    (await t.inject({ method: 'GET', url: '/client_api/user', headers: user.headers })).json<{
      default_card: { id: string; last_four: string } | null;
    }>().default_card;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('puts a tokenized card on file; the first card becomes default_card on the user', async () => {
    const ann = await signUp(t);
    expect(await defaultCard(ann)).toBeNull();
    const visa = await addCard(t, ann, SANDBOX_TEST_CARDS.approve);
    expect(await cards(ann)).toEqual([
      {
        id: visa,
        brand: 'visa',
        last_four: '4242',
        exp_month: 12,
        exp_year: 2099,
        is_default: true,
      },
    ]);
    expect(await defaultCard(ann)).toEqual({ id: visa, last_four: '4242' });
    const mastercard = await addCard(t, ann, SANDBOX_TEST_CARDS.approveMastercard);
    expect(await defaultCard(ann)).toEqual({ id: visa, last_four: '4242' });

    const made = await t.inject({
      method: 'POST',
      url: `/client_api/cards/${mastercard}/default`,
      headers: ann.headers,
    });
    expect(made.statusCode).toBe(200);
    expect(await defaultCard(ann)).toEqual({ id: mastercard, last_four: '4444' });

    const removed = await t.inject({
      method: 'DELETE',
      url: `/client_api/cards/${mastercard}`,
      headers: ann.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await defaultCard(ann)).toEqual({ id: visa, last_four: '4242' });
    await t.inject({ method: 'DELETE', url: `/client_api/cards/${visa}`, headers: ann.headers });
    expect(await defaultCard(ann)).toBeNull();
    expect(await cards(ann)).toEqual([]);
  });

  it('never takes a card number: only a token the processor knows, claimed by one person', async () => {
    const ann = await signUp(t);
    const bob = await signUp(t);
    const number = await t.inject({
      method: 'POST',
      url: '/client_api/cards',
      headers: ann.headers,
      payload: { number: SANDBOX_TEST_CARDS.approve, exp_month: 12, exp_year: 2099, cvc: '123' },
    });
    expect(number.statusCode).toBe(400);
    expect(number.json()).toMatchObject({
      error: { fields: { token: 'Please add a card through the card form.' } },
    });
    const unknown = await t.inject({
      method: 'POST',
      url: '/client_api/cards',
      headers: ann.headers,
      payload: { token: 'tok_sandbox_madeup' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      error: {
        code: 'card_not_added',
        message: 'This card could not be added. Please check it and try again.',
      },
    });
    const token = await tokenizeCard(t);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/client_api/cards',
          headers: ann.headers,
          payload: { token },
        })
      ).statusCode,
    ).toBe(201);
    const stolen = await t.inject({
      method: 'POST',
      url: '/client_api/cards',
      headers: bob.headers,
      payload: { token },
    });
    expect(stolen.statusCode).toBe(422);
    expect(await cards(bob)).toEqual([]);
  });

  it('refuses a card its issuer declines when it is added: 422 on the card, nothing on file', async () => {
    const ann = await signUp(t);
    const declined = await t.inject({
      method: 'POST',
      url: '/client_api/cards',
      headers: ann.headers,
      payload: { token: await tokenizeCard(t, SANDBOX_TEST_CARDS.decline) },
    });
    expect(declined.statusCode).toBe(422);
    expect(declined.json()).toEqual({
      error: {
        code: 'card_declined',
        message: 'Your card was declined. Please try another card.',
        fields: { token: 'Your card was declined. Please try another card.' },
      },
    });
    expect(await cards(ann)).toEqual([]);
    expect(await defaultCard(ann)).toBeNull();
    // The card that verifies but declines its charges goes on file (and becomes the default).
    const onFile = await addCard(t, ann, SANDBOX_TEST_CARDS.declineOnCharge);
    expect(await defaultCard(ann)).toEqual({ id: onFile, last_four: '0341' });
    // A declined card added later does not take the default from it.
    const again = await t.inject({
      method: 'POST',
      url: '/client_api/cards',
      headers: ann.headers,
      payload: { token: await tokenizeCard(t, SANDBOX_TEST_CARDS.decline) },
    });
    expect(again.statusCode).toBe(422);
    expect((await cards(ann)).map((card) => card.last_four)).toEqual(['0341']);
  });

  it("answers 404 for someone else's card and changes nothing", async () => {
    const ann = await signUp(t);
    const bob = await signUp(t);
    const annCard = await addCard(t, ann);
    for (const request of [
      { method: 'POST' as const, url: `/client_api/cards/${annCard}/default` },
      { method: 'DELETE' as const, url: `/client_api/cards/${annCard}` },
    ]) {
      const response = await t.inject({ ...request, headers: bob.headers });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('4242');
    }
    expect(await cards(ann)).toHaveLength(1);
  });

  it('refuses invalid and expired cards at the sandbox processor', async () => {
    const invalid = await t.inject({
      method: 'POST',
      url: '/sandbox-gateway/tokens',
      payload: { number: '4242 4242 4242 4241', exp_month: 12, exp_year: 2099, cvc: '123' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      error: { fields: { number: 'Your card number is invalid.' } },
    });
    const expired = await t.inject({
      method: 'POST',
      url: '/sandbox-gateway/tokens',
      payload: { number: SANDBOX_TEST_CARDS.approve, exp_month: 1, exp_year: 2020, cvc: '123' },
    });
    expect(expired.json()).toMatchObject({
      error: { fields: { exp_year: 'Your card has expired.' } },
    });
  });

  it('charges cards on file through the gateway port with each test card’s documented result', async () => {
    const gateway = t.app.get<PaymentGateway>(PAYMENT_GATEWAY);
    const directory = t.app.get(UserDirectory);
    const ann = await signUp(t);
    const expected = {
      [SANDBOX_TEST_CARDS.approve]: 'approved',
      [SANDBOX_TEST_CARDS.declineOnCharge]: 'declined',
      [SANDBOX_TEST_CARDS.insufficientFunds]: 'insufficient_funds',
      [SANDBOX_TEST_CARDS.processorError]: 'processor_error',
    };
    for (const number of Object.keys(expected)) await addCard(t, ann, number);
    const onFile = (await directory.load(ann.userId)).cards;
    const results = await Promise.all(
      onFile.map((card, i) =>
        gateway.charge({
          token: card.token,
          amountCents: 999,
          idempotencyKey: `${ann.userId}-${i}`,
          description: 'test',
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Object.values(expected));
  });
});
