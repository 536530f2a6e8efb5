import type Database from 'better-sqlite3';
import { openPrivateDatabase } from '../../files/private-files.js';
import { type Clock, systemClock } from '../../../shared/domain/clock.js';
import { stampCreatedAt } from '../../payments/sandbox/sandbox-payment-gateway.js';
import type {
  PayoutInstruction,
  PayoutRails,
  PayoutSendResult,
  RailPayout,
} from '../payout-rail.port.js';

/** The amount the sandbox refuses, to try a failed payout: $66.60. */
const SANDBOX_FAILING_PAYOUT_CENTS = 6_660;

/**
 * The development and test payout service: it accepts every payout once (keyed by payout id,
 * in its own SQLite file, so a repeat after a crash gets the first answer and pays nothing
 * again) and refuses an amount of exactly $66.60.
 */
export class SandboxPayoutRails implements PayoutRails {
  private readonly db: Database.Database;
  private readonly select;
  private readonly insert;
  private readonly payoutsIn;

  constructor(file: string, clock: Clock = systemClock) {
    this.db = openPrivateDatabase(file);
    this.db.pragma('journal_mode = WAL');
    this.db.exec(`CREATE TABLE IF NOT EXISTS payouts (payout_id TEXT PRIMARY KEY,
      payee_id TEXT NOT NULL, rail TEXT NOT NULL, amount_cents INTEGER NOT NULL,
      result TEXT NOT NULL) STRICT;`);
    stampCreatedAt(this.db, ['payouts'], clock);
    this.select = this.db.prepare<[string], { result: string }>(
      'SELECT result FROM payouts WHERE payout_id = ?',
    );
    this.insert = this.db.prepare(
      'INSERT INTO payouts (payout_id, payee_id, rail, amount_cents, result) VALUES (?, ?, ?, ?, ?)',
    );
    this.payoutsIn = this.db.prepare<
      [string, string],
      Omit<RailPayout, 'status' | 'reference'> & { result: string }
    >(
      `SELECT payout_id AS payoutId, payee_id AS payeeId, rail, amount_cents AS amountCents, result,
        created_at AS createdAt FROM payouts
        WHERE created_at >= ? AND created_at < ? ORDER BY created_at, rowid`,
    );
  }

  listPayouts(period: { readonly from: string; readonly to: string }): Promise<RailPayout[]> {
    return Promise.resolve(
      this.payoutsIn.all(period.from, period.to).map(({ result, ...row }) => {
        const answer = JSON.parse(result) as PayoutSendResult;
        return {
          ...row,
          status: answer.status,
          reference: answer.status === 'sent' ? answer.reference : null,
        };
      }),
    );
  }

  send(instruction: PayoutInstruction): Promise<PayoutSendResult> {
    const earlier = this.select.get(instruction.payoutId);
    if (earlier) return Promise.resolve(JSON.parse(earlier.result) as PayoutSendResult);
    const result: PayoutSendResult =
      instruction.amountCents === SANDBOX_FAILING_PAYOUT_CENTS
        ? { status: 'failed', reason: 'The sandbox refused this payout.' }
        : { status: 'sent', reference: `sandbox-${instruction.rail}-${instruction.payoutId}` };
    this.insert.run(
      instruction.payoutId,
      instruction.payeeId,
      instruction.rail,
      instruction.amountCents,
      JSON.stringify(result),
    );
    return Promise.resolve(result);
  }

  close(): void {
    this.db.close();
  }
}
