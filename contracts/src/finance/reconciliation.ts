import { z } from 'zod';
import { Cents, NonNegativeCents } from '../shared/money.js';
import { RECONCILIATION_MAX_DAYS } from './reconciliation.constants.js';
export { RECONCILIATION_MAX_DAYS } from './reconciliation.constants.js';

export const RECONCILIATION_PAGE_SIZES = [25, 50, 100] as const;

export const RECONCILIATION_MESSAGES = {
  day: 'Enter a date as YYYY-MM-DD.',
  order: 'The end date must be on or after the start date.',
  tooLong: `Choose a period of at most ${String(RECONCILIATION_MAX_DAYS)} days.`,
} as const;

const Day = z
  .string({ error: RECONCILIATION_MESSAGES.day })
  .regex(/^\d{4}-\d{2}-\d{2}$/, RECONCILIATION_MESSAGES.day)
  .refine(
    (day) =>
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
      new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    RECONCILIATION_MESSAGES.day,
  );

/** `GET /finance/reconciliation?from=&to=&page=&page_size=`: both days inclusive (UTC). */
export const ReconciliationQuery = z
  .object({
    from: Day,
    to: Day,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce
      .number()
      .int()
      .refine((size) => (RECONCILIATION_PAGE_SIZES as readonly number[]).includes(size))
      .default(50),
  })
  .superRefine((query, ctx) => {
    if (query.to < query.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: RECONCILIATION_MESSAGES.order });
      return;
    }
    const days =
      (Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / 86_400_000 +
      1;
    if (days > RECONCILIATION_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: RECONCILIATION_MESSAGES.tooLong });
    }
  });
export type ReconciliationQuery = z.infer<typeof ReconciliationQuery>;

/** The figures set side by side, one line each. */
export const RECONCILIATION_LINES = [
  'customer_charges',
  'refunds',
  'payouts',
  'flirt_gross',
  'fees',
  'reversals',
  'net_earnings',
  'payable_change',
  'form_1099k_gross',
] as const;
export const ReconciliationLineKey = z.enum(RECONCILIATION_LINES);
export type ReconciliationLineKey = z.infer<typeof ReconciliationLineKey>;

export const RECONCILIATION_LINE_LABELS: Record<ReconciliationLineKey, string> = {
  customer_charges: 'Customer card charges',
  refunds: 'Refunds to cards',
  payouts: 'Payouts sent',
  flirt_gross: 'Flirt gross',
  fees: 'Platform fees',
  reversals: 'Refunds and chargebacks (Flirts)',
  net_earnings: 'Flirt net earnings',
  payable_change: 'Payable: net less standing payouts',
  form_1099k_gross: '1099-K gross',
};

export const ReconciliationLine = z.object({
  key: ReconciliationLineKey,
  label: z.string(),
  /** Null where the side has no such figure (the processor knows no fees). */
  processor_cents: Cents.nullable(),
  ledger_cents: Cents,
  read_models_cents: Cents.nullable(),
  status: z.enum(['match', 'mismatch']),
});
export type ReconciliationLine = z.infer<typeof ReconciliationLine>;

export const RECONCILIATION_DIFFERENCE_KINDS = [
  'charge_without_sale',
  'sale_without_charge',
  'charge_amount_mismatch',
  'refund_without_ledger',
  'ledger_refund_without_processor',
  'refund_amount_mismatch',
  'payout_mismatch',
  'read_model_mismatch',
] as const;
export const ReconciliationDifferenceKind = z.enum(RECONCILIATION_DIFFERENCE_KINDS);
export type ReconciliationDifferenceKind = z.infer<typeof ReconciliationDifferenceKind>;

export const RECONCILIATION_KIND_LABELS: Record<ReconciliationDifferenceKind, string> = {
  charge_without_sale: 'Charged at the processor, no sale in the ledger',
  sale_without_charge: 'Sale in the ledger, no charge at the processor',
  charge_amount_mismatch: 'Charge amount differs',
  refund_without_ledger: 'Refunded at the processor, not in the ledger',
  ledger_refund_without_processor: 'Refund in the ledger, not at the processor',
  refund_amount_mismatch: 'Refund amount differs',
  payout_mismatch: 'Payout differs',
  read_model_mismatch: 'Read model differs from the events',
};

/** An event an auditor can open (`/audit/console/events/<position>`). */
export const ReconciliationEventRef = z.object({
  id: z.string(),
  type: z.string(),
  stream_id: z.string(),
  position: z.number().int().nonnegative(),
});
export type ReconciliationEventRef = z.infer<typeof ReconciliationEventRef>;

export const ReconciliationDifference = z.object({
  /** Stable within a run: kind and subject. */
  id: z.string(),
  kind: ReconciliationDifferenceKind,
  /** The processor's or the ledger's id, or `<metric>` for a read model figure. */
  subject: z.string(),
  flirt_id: z.string().nullable(),
  /** What the ledger (the events) says; the other side's figure; other − ledger. */
  ledger_cents: Cents,
  other_cents: Cents,
  difference_cents: Cents,
  /** Which side disagrees with the ledger. */
  side: z.enum(['processor', 'read_models']),
  detail: z.string(),
  events: z.array(ReconciliationEventRef),
  /** How many events stand behind it (the list shows the first 20). */
  event_count: z.number().int().nonnegative(),
  at: z.string().nullable(),
});
export type ReconciliationDifference = z.infer<typeof ReconciliationDifference>;

export const ReconciliationResponse = z.object({
  from: z.string(),
  to: z.string(),
  /** The head position the ledger side was read up to. */
  position: z.number().int().nonnegative(),
  status: z.enum(['green', 'red']),
  columns: z.object({
    processor: z.enum(['green', 'red']),
    ledger: z.enum(['green', 'red']),
    read_models: z.enum(['green', 'red']),
  }),
  lines: z.array(ReconciliationLine),
  differences: z.array(ReconciliationDifference),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
});
export type ReconciliationResponse = z.infer<typeof ReconciliationResponse>;

/** What the daily job records of each run (event `ReconciliationCompleted`). */
export const ReconciliationRunData = z.object({
  runId: z.string().min(1),
  from: z.string(),
  to: z.string(),
  position: z.number().int().nonnegative(),
  status: z.enum(['green', 'red']),
  differences: z.number().int().nonnegative(),
  differenceCents: NonNegativeCents,
  kinds: z.partialRecord(ReconciliationDifferenceKind, z.number().int().positive()),
  lines: z.array(
    z.object({
      key: ReconciliationLineKey,
      processorCents: Cents.nullable(),
      ledgerCents: Cents,
      readModelsCents: Cents.nullable(),
    }),
  ),
});
export type ReconciliationRunData = z.infer<typeof ReconciliationRunData>;

export const ReconciliationRunRow = z.object({
  run_id: z.string(),
  from: z.string(),
  to: z.string(),
  ran_at: z.string(),
  status: z.enum(['green', 'red']),
  differences: z.number().int().nonnegative(),
  difference_cents: NonNegativeCents,
  event: ReconciliationEventRef,
});
export type ReconciliationRunRow = z.infer<typeof ReconciliationRunRow>;

export const ReconciliationRunsResponse = z.object({ runs: z.array(ReconciliationRunRow) });
export type ReconciliationRunsResponse = z.infer<typeof ReconciliationRunsResponse>;
