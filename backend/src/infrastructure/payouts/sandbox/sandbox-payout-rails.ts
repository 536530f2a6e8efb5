import type Database from 'better-sqlite3';
import { openPrivateDatabase } from '../../files/private-files.js';
import type { PayoutInstruction, PayoutRails, PayoutSendResult } from '../payout-rail.port.js';

/** The amount the sandbox refuses, to try a failed payout: $66.60. */
export const SANDBOX_FAILING_PAYOUT_CENTS = 6_660;

/**
 * The development and test payout service: it accepts every payout once (keyed by payout id,
 * in its own SQLite file, so a repeat after a crash gets the first answer and pays nothing
 * again) and refuses an amount of exactly $66.60.
 */
export class SandboxPayoutRails implements PayoutRails {
  private readonly db: Database.Database;
  private readonly select;
  private readonly insert;

  constructor(file: string) {
    this.db = openPrivateDatabase(file);
    this.db.pragma('journal_mode = WAL');
    this.db.exec(`CREATE TABLE IF NOT EXISTS payouts (payout_id TEXT PRIMARY KEY,
      payee_id TEXT NOT NULL, rail TEXT NOT NULL, amount_cents INTEGER NOT NULL,
      result TEXT NOT NULL) STRICT;`);
    this.select = this.db.prepare<[string], { result: string }>(
      'SELECT result FROM payouts WHERE payout_id = ?',
    );
    this.insert = this.db.prepare(
      'INSERT INTO payouts (payout_id, payee_id, rail, amount_cents, result) VALUES (?, ?, ?, ?, ?)',
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
