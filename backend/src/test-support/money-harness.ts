import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { EventStore } from '../infrastructure/event-store/event-store.port.js';
import { sandboxCharges } from './money.js';
import type { TestApp } from './test-app.js';

/** The sandbox processor's refunds (its SQLite file), as an auditor would read them. */
export function sandboxRefunds(
  dataDir: string,
): { idempotencyKey: string; chargeId: string; amountCents: number }[] {
  const db = new Database(join(dataDir, 'sandbox-gateway.db'), { readonly: true });
  try {
    return db
      .prepare<[], { idempotencyKey: string; chargeId: string; amountCents: number }>(
        'SELECT idempotency_key AS idempotencyKey, charge_id AS chargeId, amount_cents AS amountCents FROM refunds',
      )
      .all();
  } finally {
    db.close();
  }
}

/** What the processor and the ledger hold at one moment, to compare before and after. */
export interface MoneyBooks {
  /** Approved processor charges. */
  readonly charges: number;
  readonly chargedCents: number;
  readonly refunds: number;
  readonly refundedCents: number;
  /** Money events by type. */
  readonly events: Record<string, number>;
  /** What happened between `before` and this: only the event types that moved. */
  minus(before: MoneyBooks): Omit<MoneyBooks, 'minus'>;
}

/** Reads the processor's SQLite and counts the money events of `types` in the store. */
export async function moneyBooks(
  t: Pick<TestApp, 'dataDir'>,
  store: EventStore,
  types: readonly string[],
): Promise<MoneyBooks> {
  const charges = sandboxCharges(t as TestApp).filter((c) => c.status === 'approved');
  const refunds = sandboxRefunds(t.dataDir);
  const events: Record<string, number> = {};
  for (const event of await store.readAll({
    filter: { eventTypes: [...types] },
    maxCount: 1_000_000,
  })) {
    events[event.type] = (events[event.type] ?? 0) + 1;
  }
  const books: MoneyBooks = {
    charges: charges.length,
    chargedCents: charges.reduce((sum, c) => sum + c.amountCents, 0),
    refunds: refunds.length,
    refundedCents: refunds.reduce((sum, r) => sum + r.amountCents, 0),
    events,
    minus: (before) => {
      const moved: Record<string, number> = {};
      for (const type of new Set([...Object.keys(events), ...Object.keys(before.events)])) {
        const n = (events[type] ?? 0) - (before.events[type] ?? 0);
        if (n !== 0) moved[type] = n;
      }
      return {
        charges: books.charges - before.charges,
        chargedCents: books.chargedCents - before.chargedCents,
        refunds: books.refunds - before.refunds,
        refundedCents: books.refundedCents - before.refundedCents,
        events: moved,
      };
    },
  };
  return books;
}

/** A compact fixed-width table for the figures a harness prints. */
export function moneyTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
