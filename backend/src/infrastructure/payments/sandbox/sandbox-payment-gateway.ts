import { randomBytes, timingSafeEqual } from 'node:crypto';
import type Database from 'better-sqlite3';
import { openPrivateDatabase } from '../../files/private-files.js';
import type { Clock } from '../../../shared/domain/clock.js';
import { ValidationError } from '../../../shared/errors.js';
import type {
  CardDetails,
  CardVerification,
  ChargeRequest,
  ChargeResult,
  PaymentGateway,
  ProcessorCharge,
  ProcessorPeriod,
  ProcessorRecords,
  ProcessorRefund,
  RefundRequest,
  RefundResult,
} from '../payment-gateway.port.js';
import { behaviourOf, brandOf, luhnValid, type SandboxBehaviour } from './sandbox-test-cards.js';

export interface TokenizeInput {
  readonly number: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvc: string;
  readonly billingZip: string;
}

interface CardRow {
  token: string;
  brand: CardDetails['brand'];
  last4: string;
  /** The processor's own record of trailing digits, for cardholder checks. Never leaves here. */
  last8: string;
  zip: string;
  expMonth: number;
  expYear: number;
  behaviour: SandboxBehaviour;
}

/**
 * The development and test processor: it plays the part of a real processor's tokenization API
 * and card vault (see `sandbox-test-cards.ts` for the documented cards). Its records live in
 * its own SQLite file, apart from our events and logs.
 */
export class SandboxPaymentGateway implements PaymentGateway {
  private readonly db: Database.Database;
  private readonly insertCard;
  private readonly selectCard;
  private readonly selectCharge;
  private readonly insertCharge;
  private readonly selectRefund;
  private readonly chargeById;
  private readonly refundedOf;
  private readonly insertRefund;
  private readonly claim;
  private readonly chargesIn;
  private readonly refundsIn;

  constructor(
    file: string,
    private readonly clock: Clock,
  ) {
    this.db = openPrivateDatabase(file);
    this.db.pragma('journal_mode = WAL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS cards (token TEXT PRIMARY KEY, brand TEXT NOT NULL, last4 TEXT NOT NULL,
        last8 TEXT NOT NULL, zip TEXT NOT NULL, exp_month INTEGER NOT NULL, exp_year INTEGER NOT NULL,
        behaviour TEXT NOT NULL, owner TEXT) STRICT;
      CREATE TABLE IF NOT EXISTS charges (idempotency_key TEXT PRIMARY KEY, charge_id TEXT NOT NULL,
        token TEXT NOT NULL, amount_cents INTEGER NOT NULL, result TEXT NOT NULL) STRICT;
      CREATE TABLE IF NOT EXISTS refunds (idempotency_key TEXT PRIMARY KEY, charge_id TEXT NOT NULL,
        amount_cents INTEGER NOT NULL, result TEXT NOT NULL) STRICT;
      -- A refund looks its charge up by id: without these, every refund read every charge.
      CREATE INDEX IF NOT EXISTS charges_by_charge_id ON charges (charge_id);
      CREATE INDEX IF NOT EXISTS refunds_by_charge_id ON refunds (charge_id);`);
    stampCreatedAt(this.db, ['charges', 'refunds'], clock);
    this.insertCard = this.db.prepare(
      'INSERT INTO cards (token, brand, last4, last8, zip, exp_month, exp_year, behaviour) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.selectCard = this.db.prepare<[string], CardRow>(
      'SELECT token, brand, last4, last8, zip, exp_month AS expMonth, exp_year AS expYear, behaviour FROM cards WHERE token = ?',
    );
    this.selectCharge = this.db.prepare<[string], { result: string; chargeId: string }>(
      'SELECT result, charge_id AS chargeId FROM charges WHERE idempotency_key = ?',
    );
    this.insertCharge = this.db.prepare(
      'INSERT INTO charges (idempotency_key, charge_id, token, amount_cents, result) VALUES (?, ?, ?, ?, ?)',
    );
    this.claim = this.db.prepare(
      'UPDATE cards SET owner = ? WHERE token = ? AND (owner IS NULL OR owner = ?)',
    );
    this.selectRefund = this.db.prepare<[string], { result: string }>(
      'SELECT result FROM refunds WHERE idempotency_key = ?',
    );
    this.chargeById = this.db.prepare<[string], { amount: number; result: string }>(
      'SELECT amount_cents AS amount, result FROM charges WHERE charge_id = ?',
    );
    this.refundedOf = this.db.prepare<[string], { total: number | null }>(
      `SELECT SUM(amount_cents) AS total FROM refunds WHERE charge_id = ? AND result LIKE '%"refunded"%'`,
    );
    this.insertRefund = this.db.prepare(
      'INSERT INTO refunds (idempotency_key, charge_id, amount_cents, result) VALUES (?, ?, ?, ?)',
    );
    this.chargesIn = this.db.prepare<[string, string], RecordRow & { chargeId: string }>(
      `SELECT charge_id AS chargeId, idempotency_key AS idempotencyKey, amount_cents AS amountCents,
        result, created_at AS createdAt FROM charges
        WHERE created_at >= ? AND created_at < ? ORDER BY created_at, rowid`,
    );
    this.refundsIn = this.db.prepare<[string, string], RecordRow & { chargeId: string }>(
      `SELECT charge_id AS chargeId, idempotency_key AS idempotencyKey, amount_cents AS amountCents,
        result, created_at AS createdAt FROM refunds
        WHERE created_at >= ? AND created_at < ? ORDER BY created_at, rowid`,
    );
  }

  listRecords(period: ProcessorPeriod): Promise<ProcessorRecords> {
    const charges = this.chargesIn.all(period.from, period.to).map((row): ProcessorCharge => ({
      chargeId: row.chargeId,
      idempotencyKey: row.idempotencyKey,
      amountCents: row.amountCents,
      status: (JSON.parse(row.result) as ChargeResult).status,
      createdAt: row.createdAt,
    }));
    const refunds = this.refundsIn.all(period.from, period.to).map((row): ProcessorRefund => {
      const result = JSON.parse(row.result) as RefundResult;
      return {
        refundId: result.status === 'refunded' ? result.refundId : null,
        idempotencyKey: row.idempotencyKey,
        chargeId: row.chargeId,
        amountCents: row.amountCents,
        status: result.status,
        createdAt: row.createdAt,
      };
    });
    return Promise.resolve({ charges, refunds });
  }

  /** The processor's tokenization call (POST /sandbox-gateway/tokens). */
  tokenize(input: TokenizeInput): CardDetails & { token: string } {
    if (!luhnValid(input.number)) {
      throw new ValidationError({ number: 'Your card number is invalid.' });
    }
    const now = this.clock.now();
    const year = now.getUTCFullYear();
    const month = now.getUTCMonth() + 1;
    if (input.expYear < year || (input.expYear === year && input.expMonth < month)) {
      throw new ValidationError({ exp_year: 'Your card has expired.' });
    }
    const token = `tok_sandbox_${randomBytes(18).toString('base64url')}`;
    const card = {
      token,
      brand: brandOf(input.number),
      last4: input.number.slice(-4),
      expMonth: input.expMonth,
      expYear: input.expYear,
    };
    this.insertCard.run(
      token,
      card.brand,
      card.last4,
      input.number.slice(-8),
      normalizeZip(input.billingZip),
      card.expMonth,
      card.expYear,
      behaviourOf(input.number),
    );
    return card;
  }

  describeToken(token: string): Promise<CardDetails | null> {
    const row = this.selectCard.get(token);
    return Promise.resolve(
      row
        ? { brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear }
        : null,
    );
  }

  async claimToken(token: string, customerId: string): Promise<CardDetails | null> {
    const claimed = this.claim.run(customerId, token, customerId).changes === 1;
    return claimed ? this.describeToken(token) : null;
  }

  verifyCardholder(
    token: string,
    proof: { readonly trailingDigits?: string; readonly billingZip?: string },
  ): Promise<boolean> {
    const row = this.selectCard.get(token);
    if (!row) return Promise.resolve(false);
    let ok = true;
    if (proof.trailingDigits !== undefined) {
      const digits = proof.trailingDigits;
      ok =
        digits.length >= 4 &&
        digits.length <= 8 &&
        equal(row.last8.slice(-digits.length), digits) &&
        ok;
    }
    if (proof.billingZip !== undefined) {
      ok = row.zip !== '' && equal(row.zip, normalizeZip(proof.billingZip)) && ok;
    }
    return Promise.resolve(ok);
  }

  /** A zero-amount check: only the card its issuer always declines fails it (see the table). */
  verifyCard(token: string): Promise<CardVerification> {
    const card = this.selectCard.get(token);
    let result: CardVerification;
    if (!card) result = { status: 'declined', reason: 'unknown_card' };
    else if (expired(card, this.clock.now()))
      result = { status: 'declined', reason: 'expired_card' };
    else if (card.behaviour === 'decline') result = { status: 'declined', reason: 'card_declined' };
    else result = { status: 'verified' };
    return Promise.resolve(result);
  }

  charge(request: ChargeRequest): Promise<ChargeResult> {
    const earlier = this.selectCharge.get(request.idempotencyKey);
    if (earlier) return Promise.resolve(JSON.parse(earlier.result) as ChargeResult);
    if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
      return Promise.resolve({ status: 'declined', reason: 'invalid_amount' });
    }
    const card = this.selectCard.get(request.token);
    const chargeId = `ch_sandbox_${randomBytes(12).toString('base64url')}`;
    let result: ChargeResult;
    if (!card) result = { status: 'declined', reason: 'unknown_card' };
    else if (expired(card, this.clock.now()))
      result = { status: 'declined', reason: 'expired_card' };
    else {
      switch (card.behaviour) {
        case 'approve':
          result = { status: 'approved', chargeId };
          break;
        case 'decline':
        case 'decline_on_charge':
          result = { status: 'declined', reason: 'card_declined' };
          break;
        case 'insufficient_funds':
          result = { status: 'insufficient_funds' };
          break;
        case 'processor_error':
          result = { status: 'processor_error', message: 'The processor is unavailable.' };
          break;
      }
    }
    this.insertCharge.run(
      request.idempotencyKey,
      chargeId,
      request.token,
      request.amountCents,
      JSON.stringify(result),
    );
    return Promise.resolve(result);
  }

  refund(request: RefundRequest): Promise<RefundResult> {
    const earlier = this.selectRefund.get(request.idempotencyKey);
    if (earlier) return Promise.resolve(JSON.parse(earlier.result) as RefundResult);
    const charges = this.chargeById.get(request.chargeId);
    const refunded = this.refundedOf.get(request.chargeId)?.total ?? 0;
    let result: RefundResult;
    if (!charges || (JSON.parse(charges.result) as ChargeResult).status !== 'approved') {
      result = { status: 'failed', reason: 'unknown_charge' };
    } else if (request.amountCents <= 0 || refunded + request.amountCents > charges.amount) {
      result = { status: 'failed', reason: 'amount_exceeds_charge' };
    } else {
      result = {
        status: 'refunded',
        refundId: `re_sandbox_${randomBytes(12).toString('base64url')}`,
        amountCents: request.amountCents,
      };
    }
    this.insertRefund.run(
      request.idempotencyKey,
      request.chargeId,
      request.amountCents,
      JSON.stringify(result),
    );
    return Promise.resolve(result);
  }

  /** What the processor has refunded of a charge in total, as its own records say (for audits). */
  refundedCents(chargeId: string): number {
    return this.refundedOf.get(chargeId)?.total ?? 0;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}

interface RecordRow {
  idempotencyKey: string;
  amountCents: number;
  result: string;
  createdAt: string | null;
}

/**
 * Dates every new row of the tables with the processor's clock, without touching the code that
 * inserts them: a `created_at` column (added in place to a file made before it existed; its old
 * rows stay undated) filled by a trigger that lives only on this connection (TEMP), so the file
 * never depends on a function another program would lack.
 */
export function stampCreatedAt(db: Database.Database, tables: readonly string[], clock: Clock) {
  db.function('sandbox_now', { deterministic: false }, () => clock.now().toISOString());
  for (const table of tables) {
    const columns = db.prepare<[], { name: string }>(`PRAGMA table_info(${table})`).all();
    if (!columns.some((column) => column.name === 'created_at')) {
      db.exec(`ALTER TABLE ${table} ADD COLUMN created_at TEXT`);
    }
    db.exec(`CREATE INDEX IF NOT EXISTS ${table}_by_created_at ON ${table} (created_at);
      CREATE TEMP TRIGGER IF NOT EXISTS ${table}_created_at AFTER INSERT ON main.${table}
      WHEN NEW.created_at IS NULL
      BEGIN UPDATE main.${table} SET created_at = sandbox_now() WHERE rowid = NEW.rowid; END;`);
  }
}

function normalizeZip(zip: string): string {
  return zip.replace(/\s+/g, '').toUpperCase();
}

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function expired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  const year = now.getUTCFullYear();
  return card.expYear < year || (card.expYear === year && card.expMonth < now.getUTCMonth() + 1);
}
