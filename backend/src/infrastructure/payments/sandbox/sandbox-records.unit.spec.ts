import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { SandboxPayoutRails } from '../../payouts/sandbox/sandbox-payout-rails.js';
import { SandboxPaymentGateway } from './sandbox-payment-gateway.js';
import { SANDBOX_TEST_CARDS } from './sandbox-test-cards.js';

/** The processors' record lists the reconciliation reads (issue 30 Build 6). */
describe('sandbox processor records', () => {
  let now = new Date('2026-03-15T12:00:00.000Z');
  const clock = { now: () => now };
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const card = (gateway: SandboxPaymentGateway, number: string = SANDBOX_TEST_CARDS.approve) =>
    gateway.tokenize({ number, expMonth: 12, expYear: 2030, cvc: '123', billingZip: '10001' })
      .token;

  it('lists the charges and refunds of a period with their keys, amounts, statuses and dates', async () => {
    const gateway = new SandboxPaymentGateway(':memory:', clock);
    const token = card(gateway);
    now = new Date('2026-03-15T12:00:00.000Z');
    const first = await gateway.charge({
      token,
      amountCents: 500,
      idempotencyKey: 'tip-1',
      description: 'x',
    });
    const declined = card(gateway, SANDBOX_TEST_CARDS.decline);
    await gateway.charge({
      token: declined,
      amountCents: 700,
      idempotencyKey: 'tip-2',
      description: 'x',
    });
    if (first.status !== 'approved') throw new Error('not approved');
    const refund = await gateway.refund({
      chargeId: first.chargeId,
      amountCents: 200,
      idempotencyKey: 'r-1',
    });
    now = new Date('2026-03-16T00:00:00.000Z');
    await gateway.charge({ token, amountCents: 900, idempotencyKey: 'tip-3', description: 'x' });

    const records = await gateway.listRecords({
      from: '2026-03-15T00:00:00.000Z',
      to: '2026-03-16T00:00:00.000Z',
    });
    expect(records.charges).toEqual([
      {
        chargeId: first.chargeId,
        idempotencyKey: 'tip-1',
        amountCents: 500,
        status: 'approved',
        createdAt: '2026-03-15T12:00:00.000Z',
      },
      expect.objectContaining({ idempotencyKey: 'tip-2', amountCents: 700, status: 'declined' }),
    ]);
    expect(records.refunds).toEqual([
      {
        refundId: refund.status === 'refunded' ? refund.refundId : 'none',
        idempotencyKey: 'r-1',
        chargeId: first.chargeId,
        amountCents: 200,
        status: 'refunded',
        createdAt: '2026-03-15T12:00:00.000Z',
      },
    ]);
    gateway.close();
  });

  it('adds the date column to a file made before it, keeping its old rows (undated)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-records-'));
    dirs.push(dir);
    const file = join(dir, 'sandbox-gateway.db');
    const old = new Database(file);
    old.exec(`CREATE TABLE charges (idempotency_key TEXT PRIMARY KEY, charge_id TEXT NOT NULL,
        token TEXT NOT NULL, amount_cents INTEGER NOT NULL, result TEXT NOT NULL) STRICT;
      CREATE TABLE refunds (idempotency_key TEXT PRIMARY KEY, charge_id TEXT NOT NULL,
        amount_cents INTEGER NOT NULL, result TEXT NOT NULL) STRICT;
      INSERT INTO charges VALUES ('old', 'ch_old', 'tok', 100, '{"status":"approved","chargeId":"ch_old"}');`);
    old.close();
    now = new Date('2026-03-15T12:00:00.000Z');
    const gateway = new SandboxPaymentGateway(file, clock);
    await gateway.charge({
      token: card(gateway),
      amountCents: 300,
      idempotencyKey: 'new',
      description: 'x',
    });
    const { charges } = await gateway.listRecords({
      from: '2000-01-01T00:00:00.000Z',
      to: '2100-01-01T00:00:00.000Z',
    });
    expect(charges.map((c) => c.idempotencyKey)).toEqual(['new']);
    gateway.close();
    // Another program (no trigger, no function) still writes the file.
    const other = new Database(file);
    other.exec(
      `INSERT INTO charges (idempotency_key, charge_id, token, amount_cents, result) VALUES ('x', 'ch_x', 'tok', 1, '{}')`,
    );
    expect(other.prepare('SELECT COUNT(*) AS n FROM charges').get()).toEqual({ n: 3 });
    other.close();
  });

  it('lists the payouts of a period with their status and reference', async () => {
    const rails = new SandboxPayoutRails(':memory:', clock);
    now = new Date('2026-03-15T12:00:00.000Z');
    await rails.send({ payoutId: 'p-1', payeeId: 'a', rail: 'ach', amountCents: 11_500 });
    await rails.send({ payoutId: 'p-2', payeeId: 'a', rail: 'ach', amountCents: 6_660 });
    now = new Date('2026-03-17T12:00:00.000Z');
    await rails.send({ payoutId: 'p-3', payeeId: 'a', rail: 'ach', amountCents: 100 });
    expect(
      await rails.listPayouts({ from: '2026-03-15T00:00:00.000Z', to: '2026-03-16T00:00:00.000Z' }),
    ).toEqual([
      {
        payoutId: 'p-1',
        payeeId: 'a',
        rail: 'ach',
        amountCents: 11_500,
        status: 'sent',
        reference: 'sandbox-ach-p-1',
        createdAt: '2026-03-15T12:00:00.000Z',
      },
      {
        payoutId: 'p-2',
        payeeId: 'a',
        rail: 'ach',
        amountCents: 6_660,
        status: 'failed',
        reference: null,
        createdAt: '2026-03-15T12:00:00.000Z',
      },
    ]);
    rails.close();
  });
});
