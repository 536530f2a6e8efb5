import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { purchaseStreamId, type SiteDollarsResponse } from '@flirtwire/contracts';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
} from '../infrastructure/payments/payment-gateway.port.js';
import { CommandProcessor } from '../shared/commands/command-processor.js';
import { idFromKey } from '../shared/domain/ids.js';
import { type SignedInUser, signInAdmin } from '../test-support/identity.js';
import { makeCustomer, makeFlirt, sandboxCharges } from '../test-support/money.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { MoneyFacts } from '../subscriptions/money-facts.js';
import { purchaseDecider } from './purchase.decider.js';

/**
 * ADR 0108's known gap, closed by ADR 0117: a tip whose card charge went through but whose
 * payment and sale were never recorded (the app died in between), retried with the same key
 * after the balance grew enough to cover it, must finish the card payment it started — never
 * pay a second time from the balance.
 */
describe('a purchase retried after a crash between the charge and its record', () => {
  let t: TestApp;
  let flirt: SignedInUser;

  beforeAll(async () => {
    t = await startTestApp();
    flirt = await makeFlirt(t, await signInAdmin(t));
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('finishes the card payment it started, even when the balance now covers the price', async () => {
    const fan = await makeCustomer(t);
    const key = `crash-tip-${fan.userId}`;
    const tipId = idFromKey('tip', fan.userId, key);
    // The first attempt: the payment decided (card) and charged, then the process died.
    const facts = t.app.get(MoneyFacts);
    const cardId = await facts.defaultCardId(fan.userId);
    const token = cardId ? await facts.cardToken(fan.userId, cardId) : null;
    if (!cardId || !token) throw new Error('the customer has no card');
    await t.app.get(CommandProcessor).handle(
      purchaseStreamId(tipId),
      purchaseDecider,
      {
        type: 'StartPayment',
        purchaseId: tipId,
        customerId: fan.userId,
        amountCents: 500,
        source: 'card',
        cardId,
        chargeKey: tipId,
        description: 'Tribute',
        at: new Date().toISOString(),
      },
      {
        correlationId: key,
        causationId: key,
        actor: { id: fan.userId, role: 'customer' },
        now: new Date(),
      },
    );
    const charged = await t.app
      .get<PaymentGateway>(PAYMENT_GATEWAY)
      .charge({ token, amountCents: 500, idempotencyKey: tipId, description: 'FW*SERVICES' });
    expect(charged.status).toBe('approved');
    // Meanwhile the balance grew enough to pay the tip.
    const topUp = await t.inject({
      method: 'POST',
      url: '/client_api/site_dollars',
      payload: { amount_text: '50' },
      headers: fan.headers,
    });
    expect(topUp.statusCode).toBe(201);
    // The client retries the tip with its key.
    const retry = await t.inject({
      method: 'POST',
      url: '/client_api/bonuses',
      payload: { amount_text: '5', advisor_id: flirt.userId },
      headers: { ...fan.headers, 'idempotency-key': key },
    });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toMatchObject({ paid_from: 'card' });
    expect(sandboxCharges(t).filter((c) => c.idempotencyKey === tipId)).toHaveLength(1);
    const balance = await t.inject({
      method: 'GET',
      url: '/client_api/site_dollars',
      headers: fan.headers,
    });
    expect(balance.json<SiteDollarsResponse>().balance_cents).toBe(5000);
    const store = t.app.get<EventStore>(EVENT_STORE);
    expect((await store.readStream(purchaseStreamId(tipId))).map((e) => e.type)).toEqual([
      'PurchasePaymentStarted',
      'PurchasePaid',
    ]);
  });
});
