import { payoutRunStreamId, payoutStreamId, userStreamId } from '@flirtwire/contracts';
import { join } from 'node:path';
import { expect } from '@jest/globals';
import Database from 'better-sqlite3';
import { v7 as uuidv7 } from 'uuid';
import { ChainedEventStore } from '../../infrastructure/event-store/chained-event-store.js';
import type { NewEvent } from '../../infrastructure/event-store/event-store.port.js';
import { SqliteEventLog } from '../../infrastructure/event-store/sqlite/sqlite-event-log.js';
import { testMetadata } from '../../test-support/events.js';
import { describeJobKill } from '../../test-support/job-child.js';
import { signedUpData } from '../../test-support/events.js';

const PAYEES = 300;
const EARNED_AT = '2026-11-10T00:00:00.000Z';
const RUN_AT = '2026-12-01T06:00:00.000Z';
const PERIOD_KEY = '2026-12-01';
/** $100.00 gross, $30.00 fee: $70.00 each to pay by direct deposit. */
const GROSS = 10_000;
const NET = 7_000;

const event = (type: string, data: unknown, occurredAt = EARNED_AT): NewEvent => ({
  id: uuidv7(),
  type,
  data,
  occurredAt,
  metadata: testMetadata(),
});

/** 300 Flirts outside the US (no tax id needed), each paid by direct deposit, each owed $70.00. */
async function seed(dataDir: string): Promise<string[]> {
  const store = new ChainedEventStore(
    new SqliteEventLog({ file: join(dataDir, 'events.db'), synchronous: 'NORMAL' }),
  );
  const customerId = uuidv7();
  const ids: string[] = [];
  for (let i = 0; i < PAYEES; i++) {
    const payeeId = uuidv7();
    const login = `payee${String(i)}`;
    await store.appendToStream(userStreamId(payeeId), [
      event('UserSignedUp', signedUpData(payeeId, login, true)),
    ]);
    await store.appendToStream(payoutStreamId(payeeId), [
      event('PayoutInfoSaved', {
        payeeId,
        country: 'CA',
        state: null,
        taxableStatus: 0,
        paymentPeriod: 2,
        balanceToKeepCents: 0,
        bankAccountType: 0,
        sealedDetails: 'pd1.seed.seed',
        accountLast4: '1234',
      }),
    ]);
    await store.appendToStream(`goodies-sale-k${String(i)}`, [
      event('GoodiesSold', {
        saleId: `k${String(i)}`,
        chargeId: `goodies-k${String(i)}`,
        creatorId: payeeId,
        customerId,
        goodyBagId: 'bag',
        title: 'Bag',
        at: EARNED_AT,
        amountCents: GROSS,
        platformFeeCents: GROSS - NET,
      }),
    ]);
    ids.push(payeeId);
  }
  await store.close();
  return ids;
}

describeJobKill(
  'kill -9 during a payout run of 300 payees',
  'pays every payee exactly once for the pay date, in the events and at the payout service',
  {
    script: 'payout-run-child.ts',
    nowIso: RUN_AT,
    step: 'paid ',
    steps: PAYEES,
    killAfter: { count: 60, what: '60 payouts' },
    seed,
    check: async (dataDir, payeeIds) => {
      // 3. The events: per payee, one payout for the pay date, scheduled and sent once.
      const store = new ChainedEventStore(
        new SqliteEventLog({ file: join(dataDir, 'events.db'), synchronous: 'NORMAL' }),
      );
      let scheduledCents = 0;
      for (const payeeId of payeeIds) {
        const events = await store.readStream(payoutRunStreamId(payeeId, PERIOD_KEY));
        expect({ payeeId, types: events.map((e) => e.type) }).toEqual({
          payeeId,
          types: ['PayoutScheduled', 'PayoutSent'],
        });
        scheduledCents += (events[0]?.data as { amountCents: number }).amountCents;
      }
      await store.close();
      expect(scheduledCents).toBe(PAYEES * NET);

      // 4. The payout service's own records: exactly one payout per payee, nothing lost or doubled.
      const db = new Database(join(dataDir, 'sandbox-payouts.db'), { readonly: true });
      const rows = db
        .prepare<[], { payee: string; amount: number }>(
          'SELECT payee_id AS payee, amount_cents AS amount FROM payouts',
        )
        .all();
      db.close();
      expect(rows).toHaveLength(PAYEES);
      expect(new Set(rows.map((row) => row.payee)).size).toBe(PAYEES);
      expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(PAYEES * NET);
    },
  },
);
