import { z } from 'zod';
import { defineEvent, type EventsOf } from '../shared/events.js';
import { Uuid } from '../shared/ids.js';
import { NonNegativeCents } from '../shared/money.js';
import { Comparison, Jurisdiction } from './tax-thresholds.js';
import { PayoutHoldReasonSchema } from './payout-runs.js';
import { ReconciliationRunData } from './reconciliation.js';

const Sealed = z.string().regex(/^pd1\.[\w-]+\.[\w-]+$/, 'must be sealed personal data');
const BlindIndex = z.string().regex(/^[0-9a-f]{64}$/);
const Last4 = z.string().regex(/^\d{4}$/);
const IsoTime = z.iso.datetime({ offset: true });
const TaxYearNumber = z.number().int().min(2000).max(2100);
const PeriodKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const PaymentPeriodCode = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(5),
  z.literal(6),
]);

/** Box 1a, box 3 and boxes 5a-5l (index 0 = January) of one form, in cents. */
export const FormFigures = z.object({
  grossCents: NonNegativeCents,
  transactions: z.number().int().nonnegative(),
  monthCents: z.array(NonNegativeCents).length(12),
});
export type FormFigures = z.infer<typeof FormFigures>;

export const CrossedThreshold = z.object({ jurisdiction: Jurisdiction, why: z.string() });

const FormFacts = {
  formId: Uuid,
  taxYear: TaxYearNumber,
  /** The tax id's blind index, or `account-<payeeId>` for a payee without one. */
  filingKey: z.string().min(1).max(100),
  /** Every account sharing the tax id whose payments the figures add up. */
  payeeIds: z.array(Uuid).min(1),
  /** The account whose name, address and key the form carries (the largest gross). */
  primaryPayeeId: Uuid,
  figures: FormFigures,
  crossed: z.array(CrossedThreshold),
  /** True when the federal threshold is crossed: filed with the IRS. */
  federalFiling: z.boolean(),
  /** The form this one corrects (null for an original). */
  correctionOf: Uuid.nullable(),
  /** Global position of the last ledger event the figures include. */
  ledgerPosition: z.number().int().nonnegative(),
};

/**
 * Finance context: payout info and tax identities (stream `payout-<payeeId>`), thresholds
 * (`tax-thresholds`), forms per tax id and year (`taxform-<year>-<filingKey>`) and filing
 * exports (`tax-export-<year>`). Personal data is sealed with the payee's own data key
 * (PersonalDataVault); tax ids appear only sealed, as a blind index, or as the last four.
 */
export const financeEvents = {
  PayoutInfoSaved: defineEvent(
    z.object({
      payeeId: Uuid,
      country: z.string().min(2).max(2),
      state: z.string().max(3).nullable(),
      taxableStatus: z.union([z.literal(0), z.literal(10), z.literal(20)]),
      paymentPeriod: z.union([
        z.literal(0),
        z.literal(1),
        z.literal(2),
        z.literal(4),
        z.literal(5),
        z.literal(6),
      ]),
      balanceToKeepCents: NonNegativeCents,
      bankAccountType: z.union([z.literal(0), z.literal(1)]).nullable(),
      /** JSON of payee name, address, bank details and payment-service emails, sealed. */
      sealedDetails: Sealed,
      accountLast4: Last4.nullable(),
    }),
  ),
  TaxIdentitySet: defineEvent(
    z.object({
      payeeId: Uuid,
      kind: z.enum(['ssn', 'ein']),
      sealedTaxId: Sealed,
      /** HMAC of the digits: accounts sharing a tax id meet here, nobody can guess it back. */
      taxIdIndex: BlindIndex,
      last4: Last4,
    }),
  ),
  TaxIdRevealed: defineEvent(
    z.object({
      payeeId: Uuid,
      revealedBy: Uuid,
      reason: z.string().min(1).max(500),
      /** The form whose page asked for it, if any. */
      formId: Uuid.nullable(),
    }),
  ),
  TaxThresholdSet: defineEvent(
    z.object({
      taxYear: TaxYearNumber,
      jurisdiction: Jurisdiction,
      minGrossCents: NonNegativeCents,
      grossComparison: Comparison,
      minTransactions: z.number().int().nonnegative(),
      transactionsComparison: Comparison,
      note: z.string().max(500),
    }),
  ),
  TaxFormDrafted: defineEvent(z.object(FormFacts)),
  TaxFormIssued: defineEvent(
    z.object({
      ...FormFacts,
      issuedAt: IsoTime,
      /** Copies of the primary payee's sealed values at issue (unreadable once erased). */
      sealedPayee: Sealed.nullable(),
      taxId: z
        .object({ kind: z.enum(['ssn', 'ein']), last4: Last4, sealedTaxId: Sealed })
        .nullable(),
    }),
  ),
  TaxFilingExported: defineEvent(
    z.object({
      exportId: Uuid,
      taxYear: TaxYearNumber,
      format: z.enum(['fire', 'iris']),
      formIds: z.array(Uuid),
      valid: z.boolean(),
      exportedBy: Uuid,
    }),
  ),
  // Payout runs (stream `payoutrun-<payeeId>-<periodKey>`, one per payee and pay date).
  PayoutHeld: defineEvent(
    z.object({
      payeeId: Uuid,
      periodKey: PeriodKey,
      paymentPeriod: PaymentPeriodCode,
      reason: PayoutHoldReasonSchema,
      payableCents: NonNegativeCents,
    }),
  ),
  PayoutScheduled: defineEvent(
    z.object({
      payoutId: Uuid,
      payeeId: Uuid,
      periodKey: PeriodKey,
      paymentPeriod: PaymentPeriodCode,
      /** What leaves the payee's balance: the amount sent plus the fee. */
      debitCents: NonNegativeCents,
      feeCents: NonNegativeCents,
      amountCents: NonNegativeCents,
    }),
  ),
  PayoutSent: defineEvent(
    z.object({ payoutId: Uuid, payeeId: Uuid, reference: z.string().min(1).max(200) }),
  ),
  PayoutFailed: defineEvent(
    z.object({ payoutId: Uuid, payeeId: Uuid, reason: z.string().min(1).max(500) }),
  ),
  PayoutReturned: defineEvent(
    z.object({
      payoutId: Uuid,
      payeeId: Uuid,
      code: z.string().min(1).max(10),
      note: z.string().max(500),
      markedBy: z.string().min(1).max(100),
    }),
  ),
  /** On the payee's `payout-<payeeId>` stream: a return puts payouts on hold until info is saved. */
  PayoutInfoUnverified: defineEvent(
    z.object({ payeeId: Uuid, payoutId: Uuid, code: z.string().min(1).max(10) }),
  ),
  /** A reconciliation run's outcome, on `reconciliation-<from>-<to>` (the daily job's record). */
  ReconciliationCompleted: defineEvent(ReconciliationRunData),
};

export type FinanceEvent = EventsOf<typeof financeEvents>;
export type PayoutInfoSaved = Extract<FinanceEvent, { type: 'PayoutInfoSaved' }>;
export type TaxIdentitySet = Extract<FinanceEvent, { type: 'TaxIdentitySet' }>;
export type TaxFormIssued = Extract<FinanceEvent, { type: 'TaxFormIssued' }>;
export type TaxFormDrafted = Extract<FinanceEvent, { type: 'TaxFormDrafted' }>;
export type PayoutRunEvent = Extract<
  FinanceEvent,
  { type: 'PayoutHeld' | 'PayoutScheduled' | 'PayoutSent' | 'PayoutFailed' | 'PayoutReturned' }
>;
