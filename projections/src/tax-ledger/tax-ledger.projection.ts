import {
  type AnyEventEnvelope,
  GROSS_PAYMENT_TYPES,
  MONTH_BOXES,
  zonedDay,
  READ_MODELS,
} from '@flirtwire/contracts';
import { defineFigure } from '../figures.js';
import { defineProjection, type DocumentOp, documentOp } from '../projection.js';

export const TAX_LEDGER_ENTRIES = READ_MODELS.taxLedgerEntries;
export const TAX_LEDGER_YEARS = READ_MODELS.taxLedgerYears;

/**
 * The reporting time zone of Form 1099-K (docs/adr/0080): a payment belongs to the calendar
 * year and month it happened in at the company's seat (San Francisco, ToS §disputes). One zone
 * for every payee, so the same payment is never in two months.
 */
export const REPORTING_TIME_ZONE = 'America/Los_Angeles';

export const MONTH_FIELDS = [
  'm01',
  'm02',
  'm03',
  'm04',
  'm05',
  'm06',
  'm07',
  'm08',
  'm09',
  'm10',
  'm11',
  'm12',
] as const;
export type MonthField = (typeof MONTH_FIELDS)[number];

/** The ledger field of a month (1-12); box 5a-5l of that month is FORM_1099K_BOXES's. */
export const monthField = (month: number): MonthField => MONTH_FIELDS[month - 1] ?? 'm01';

/** One gross payment to one payee: the events behind every box of a form. */
export type TaxLedgerEntryDoc = {
  _id: string;
  payeeId: string;
  customerId: string;
  taxYear: number;
  /** 1-12 in the reporting time zone. */
  month: number;
  amountCents: number;
  type: string;
  streamId: string;
  position: number;
  at: string;
};

/**
 * One payee account's gross payments in one calendar year: box 1a (`grossCents`), box 3
 * (`transactions`) and boxes 5a-5l (`monthCents.m01`..`m12`). Refunds, chargebacks and fees
 * never reduce them (spec/README.md; docs/adr/0005).
 */
export type TaxLedgerYearDoc = {
  _id: string;
  payeeId: string;
  taxYear: number;
  grossCents: number;
  transactions: number;
  monthCents: Partial<Record<MonthField, number>>;
  lastPosition: number;
};

type Handled = Extract<AnyEventEnvelope, { type: (typeof GROSS_PAYMENT_TYPES)[number] }>;

/** When a gross payment happened: activity reports carry `at`; the others are their event. */
export function paidAt(event: Handled): string {
  switch (event.type) {
    case 'TipSent':
    case 'SubscriptionCharged':
      return event.occurredAt;
    case 'CallCompleted':
    case 'ChatVolleyBilled':
    case 'PaidMailSold':
    case 'GoodiesSold':
    case 'OfferRedeemed':
      return event.data.at;
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** Year and month (1-12) of an instant in the reporting time zone. */
export function reportingMonth(iso: string): { taxYear: number; month: number } {
  const day = zonedDay(iso, REPORTING_TIME_ZONE);
  return { taxYear: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

/** The instants [from, to) of a tax year in the reporting time zone (for trace scans). */
export function taxYearRange(taxYear: number): { from: string; to: string } {
  // Pacific time is UTC-8 or UTC-7: scan a day wider each side, the month check narrows it.
  return {
    from: new Date(Date.UTC(taxYear - 1, 11, 31)).toISOString(),
    to: new Date(Date.UTC(taxYear + 1, 0, 2)).toISOString(),
  };
}

/** A gross payment counted on a 1099-K, or null (free volleys and calls, self-payments). */
export function ledgerEntryOf(event: Handled): TaxLedgerEntryDoc | null {
  const { creatorId, customerId, amountCents } = event.data;
  if (amountCents <= 0 || creatorId === customerId) return null;
  const at = paidAt(event);
  return {
    _id: event.id,
    payeeId: creatorId,
    customerId,
    ...reportingMonth(at),
    amountCents,
    type: event.type,
    streamId: event.streamId,
    position: event.position,
    at,
  };
}

const yearFigure = (field: string, label: string, month: number | null) =>
  defineFigure<TaxLedgerYearDoc, Handled>({
    collection: TAX_LEDGER_YEARS,
    field,
    label,
    description:
      'Form 1099-K: every gross payment to this payee account in the tax year (reporting time zone America/Los_Angeles); refunds, chargebacks and fees do not reduce it',
    sources: (row) => ({
      scan: { eventTypes: [...GROSS_PAYMENT_TYPES], ...taxYearRange(row.taxYear) },
    }),
    counts: (event, row) => {
      const entry = ledgerEntryOf(event);
      return (
        entry !== null &&
        entry.payeeId === row.payeeId &&
        entry.taxYear === row.taxYear &&
        (month === null || entry.month === month)
      );
    },
    recompute: (events) =>
      field === 'transactions'
        ? events.length
        : events.reduce((sum, event) => sum + event.data.amountCents, 0),
  });

/**
 * The tax ledger: per payee account, calendar year and month, the gross of every payment and
 * the number of transactions (docs/adr/0080). One entry per payment event guards the sums, so
 * a redelivered event changes nothing.
 */
export const taxLedgerProjection = defineProjection<Handled>({
  name: 'tax-ledger',
  version: 1,
  eventTypes: GROSS_PAYMENT_TYPES,
  collections: {
    [TAX_LEDGER_ENTRIES]: { indexes: [{ key: { payeeId: 1, taxYear: 1, month: 1 } }] },
    [TAX_LEDGER_YEARS]: { indexes: [{ key: { taxYear: 1, payeeId: 1 } }] },
  },
  figures: [
    yearFigure('grossCents', 'Form 1099-K box 1a: gross amount (cents)', null),
    yearFigure('transactions', 'Form 1099-K box 3: number of payment transactions', null),
    ...MONTH_BOXES.map((box) =>
      yearFigure(
        `monthCents.${monthField(box.month)}`,
        `Form 1099-K box ${box.key}: gross in ${box.label} (cents)`,
        box.month,
      ),
    ),
  ],
  handle: async (event, context) => {
    const entry = ledgerEntryOf(event);
    if (!entry) return [];
    const entries = context.collection<TaxLedgerEntryDoc>(TAX_LEDGER_ENTRIES);
    if (await entries.findOne({ _id: entry._id })) return [];
    const { _id, ...row } = entry;
    const month = monthField(entry.month);
    const ops: DocumentOp[] = [
      documentOp<TaxLedgerEntryDoc>(TAX_LEDGER_ENTRIES, {
        replaceOne: { filter: { _id }, replacement: row, upsert: true },
      }),
      documentOp<TaxLedgerYearDoc>(TAX_LEDGER_YEARS, {
        updateOne: {
          filter: { _id: `${entry.payeeId}:${entry.taxYear}` },
          update: {
            $inc: {
              grossCents: entry.amountCents,
              transactions: 1,
              [`monthCents.${month}`]: entry.amountCents,
            },
            $max: { lastPosition: entry.position },
            $setOnInsert: { payeeId: entry.payeeId, taxYear: entry.taxYear },
          },
          upsert: true,
        },
      }),
    ];
    return ops;
  },
});
