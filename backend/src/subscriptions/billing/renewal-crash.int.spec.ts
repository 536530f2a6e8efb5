import { userStreamId, subscriptionStreamId } from '@flirtwire/contracts';
import { join } from 'node:path';
import { expect } from '@jest/globals';
import type { SubscriptionEvent } from '@flirtwire/contracts';
import Database from 'better-sqlite3';
import { v7 as uuidv7 } from 'uuid';
import { ChainedEventStore } from '../../infrastructure/event-store/chained-event-store.js';
import type { NewEvent } from '../../infrastructure/event-store/event-store.port.js';
import { SqliteEventLog } from '../../infrastructure/event-store/sqlite/sqlite-event-log.js';
import { SandboxPaymentGateway } from '../../infrastructure/payments/sandbox/sandbox-payment-gateway.js';
import { SANDBOX_TEST_CARDS } from '../../infrastructure/payments/sandbox/sandbox-test-cards.js';
import { fold } from '../../shared/domain/decider.js';
import { testMetadata } from '../../test-support/events.js';
import { describeJobKill } from '../../test-support/job-child.js';
import { subscriptionDecider, subscriptionIdFor } from '../subscription.decider.js';
import { signedUpData } from '../../test-support/events.js';

const SUBSCRIPTIONS = 1_000;
/** Subscriptions whose renewal charge a previous crash left in flight. */
const IN_FLIGHT = 10;
const SUBSCRIBED_AT = '2026-01-01T00:00:00.000Z';
const PERIOD_END = '2026-02-01T00:00:00.000Z';
const RENEWAL_RUN_AT = '2026-02-01T06:00:00.000Z';

const event = (type: string, data: unknown, occurredAt: string): NewEvent => ({
  id: uuidv7(),
  type,
  data,
  occurredAt,
  metadata: testMetadata(),
});

/**
 * The data of a running product: one Flirt and 1,000 customers, each with a card on file and a
 * feed subscription paid for January, all due for renewal on February 1 (the sandbox holds the
 * January charges, as it would).
 */
async function seed(dataDir: string): Promise<string[]> {
  const store = new ChainedEventStore(
    new SqliteEventLog({ file: join(dataDir, 'events.db'), synchronous: 'NORMAL' }),
  );
  const gateway = new SandboxPaymentGateway(join(dataDir, 'sandbox-gateway.db'), {
    now: () => new Date(SUBSCRIBED_AT),
  });
  const signedUp = (userId: string, login: string) =>
    event('UserSignedUp', signedUpData(userId, login), SUBSCRIBED_AT);
  const creatorId = uuidv7();
  await store.appendToStream(userStreamId(creatorId), [signedUp(creatorId, 'seedflirt')]);
  const offeringId = uuidv7();
  const ids: string[] = [];
  for (let i = 0; i < SUBSCRIPTIONS; i++) {
    const customerId = uuidv7();
    const cardId = uuidv7();
    const card = gateway.tokenize({
      number: SANDBOX_TEST_CARDS.approve,
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
      billingZip: '10001',
    });
    await store.appendToStream(userStreamId(customerId), [
      signedUp(customerId, `seed${i}`),
      event(
        'CardAdded',
        {
          userId: customerId,
          cardId,
          token: card.token,
          brand: card.brand,
          last4: card.last4,
          expMonth: 12,
          expYear: 2099,
        },
        SUBSCRIBED_AT,
      ),
      event('DefaultCardChanged', { userId: customerId, cardId }, SUBSCRIBED_AT),
    ]);
    const subscriptionId = subscriptionIdFor.feed(customerId, creatorId);
    const started = subscriptionDecider.decide(
      {
        type: 'Subscribe',
        subscriptionId,
        customerId,
        creatorId,
        plan: { kind: 'feed', offeringId },
        rateCents: 999,
        cardId,
        blocked: false,
        now: SUBSCRIBED_AT,
      },
      subscriptionDecider.initialState,
    );
    const state = fold(subscriptionDecider, started);
    const chargeId = state.charge?.chargeId ?? '';
    const charge = await gateway.charge({
      token: card.token,
      amountCents: 999,
      idempotencyKey: chargeId,
      description: 'seed',
    });
    if (charge.status !== 'approved') throw new Error('the seed charge was not approved');
    const charged = subscriptionDecider.decide(
      {
        type: 'RecordChargeResult',
        chargeId,
        result: { status: 'approved', gatewayReference: charge.chargeId },
        now: SUBSCRIBED_AT,
      },
      state,
    );
    const history = [...started, ...charged].map((e: SubscriptionEvent) =>
      event(e.type, e.data, SUBSCRIBED_AT),
    );
    // The last few were caught by an earlier crash in the February run, whatever the kill
    // below hits: the renewal charge started (and for half of them the processor already
    // approved it), but its result was never recorded. They too must be charged exactly once.
    if (i >= SUBSCRIPTIONS - IN_FLIGHT) {
      const renewing = subscriptionDecider.decide(
        { type: 'Renew', cardId, ending: null, now: PERIOD_END },
        fold(subscriptionDecider, [...started, ...charged]),
      );
      const renewal = fold(subscriptionDecider, [...started, ...charged, ...renewing]).charge;
      if (!renewal) throw new Error('the seed renewal did not start a charge');
      if (i % 2 === 0) {
        const early = await gateway.charge({
          token: card.token,
          amountCents: 999,
          idempotencyKey: renewal.chargeId,
          description: 'seed renewal before a crash',
        });
        if (early.status !== 'approved') throw new Error('the seed renewal was not approved');
      }
      history.push(...renewing.map((e: SubscriptionEvent) => event(e.type, e.data, PERIOD_END)));
    }
    await store.appendToStream(subscriptionStreamId(subscriptionId), history);
    ids.push(subscriptionId);
  }
  gateway.close();
  await store.close();
  return ids;
}

describeJobKill(
  'kill -9 during a renewal run of 1,000 due subscriptions',
  'charges every subscription exactly once for the period, in the events and at the processor',
  {
    script: 'renewal-child.ts',
    nowIso: RENEWAL_RUN_AT,
    step: 'renewed ',
    steps: SUBSCRIPTIONS,
    killAfter: { count: 300, what: '300 renewals' },
    seed,
    check: async (dataDir, subscriptionIds) => {
      // 3. The events: per subscription, one renewal charge for the February period.
      const store = new ChainedEventStore(
        new SqliteEventLog({ file: join(dataDir, 'events.db'), synchronous: 'NORMAL' }),
      );
      const renewalChargeIds = new Map<string, string>();
      for (const subscriptionId of subscriptionIds) {
        const events = await store.readStream(subscriptionStreamId(subscriptionId));
        const charged = events.filter(
          (e) => e.type === 'SubscriptionCharged' && (e.data as { renewal: boolean }).renewal,
        );
        const started = events.filter(
          (e) => e.type === 'SubscriptionChargeStarted' && (e.data as { renewal: boolean }).renewal,
        );
        expect({ subscriptionId, charged: charged.length, started: started.length }).toEqual({
          subscriptionId,
          charged: 1,
          started: 1,
        });
        const data = charged[0]?.data as {
          chargeId: string;
          periodStart: string;
          amountCents: number;
        };
        expect(data.periodStart).toBe(PERIOD_END);
        renewalChargeIds.set(data.chargeId, subscriptionId);
        expect(events.map((e) => e.type)).not.toContain('SubscriptionChargeFailed');
        await expect(
          store.verifyStream(subscriptionStreamId(subscriptionId)),
        ).resolves.toMatchObject({ ok: true });
      }
      await store.close();
      expect(renewalChargeIds.size).toBe(SUBSCRIPTIONS);

      // 4. The processor's own records: exactly one approved charge per subscription and period.
      const db = new Database(join(dataDir, 'sandbox-gateway.db'), { readonly: true });
      const rows = db
        .prepare<[], { key: string; result: string; amount: number }>(
          'SELECT idempotency_key AS key, result, amount_cents AS amount FROM charges',
        )
        .all();
      db.close();
      const approved = rows.filter(
        (row) => (JSON.parse(row.result) as { status: string }).status === 'approved',
      );
      expect(approved).toHaveLength(2 * SUBSCRIPTIONS);
      const renewals = approved.filter((row) => renewalChargeIds.has(row.key));
      expect(renewals).toHaveLength(SUBSCRIPTIONS);
      expect(new Set(renewals.map((row) => renewalChargeIds.get(row.key))).size).toBe(
        SUBSCRIPTIONS,
      );
      expect(renewals.every((row) => row.amount === 999)).toBe(true);
    },
  },
);
