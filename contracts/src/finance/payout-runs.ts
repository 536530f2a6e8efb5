import { z } from 'zod';
import type { PaymentPeriod } from './payout.validation.js';

/**
 * Payout runs (spec 002 §9): what a payout run records and shows. One table for the backend,
 * the read model and the screens: hold reasons with their words, statuses, methods and the
 * files finance hands out per method.
 */
export const PAYOUT_HOLD_REASONS = {
  paused: 'Payments are paused',
  not_in_good_standing: 'The account is not in good standing',
  not_verified: 'The payee information is not verified',
  below_minimum: 'The payable balance is below $10.00',
} as const;
export type PayoutHoldReason = keyof typeof PAYOUT_HOLD_REASONS;
export const PayoutHoldReasonSchema = z.enum([
  'paused',
  'not_in_good_standing',
  'not_verified',
  'below_minimum',
]);

export const PAYOUT_STATUSES = ['held', 'scheduled', 'sent', 'failed', 'returned'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  held: 'Held',
  scheduled: 'Scheduled',
  sent: 'Sent',
  failed: 'Failed',
  returned: 'Returned',
};

/** How each paying method reaches the payee: the file finance hands out, or Express Pay's API. */
export const PAYOUT_RAILS = {
  0: 'check',
  1: 'express',
  2: 'ach',
  5: 'masspay',
  6: 'paxum',
} as const satisfies Record<Exclude<PaymentPeriod, 4>, string>;
export type PayoutRail = (typeof PAYOUT_RAILS)[keyof typeof PAYOUT_RAILS];

/** The files finance downloads for a run: kind → file name suffix and what it is. */
export const PAYOUT_FILES = {
  ach: { label: 'NACHA ACH file (direct deposits)', extension: 'ach' },
  check: { label: 'Check register (CSV)', extension: 'csv' },
  paxum: { label: 'Paxum batch (CSV)', extension: 'csv' },
  masspay: { label: 'MassPay batch (CSV)', extension: 'csv' },
} as const;
export type PayoutFileKind = keyof typeof PAYOUT_FILES;
export const PayoutFileKindSchema = z.enum(['ach', 'check', 'paxum', 'masspay']);

/** ACH return reason codes finance can mark (NACHA's most common ones). */
export const PAYOUT_RETURN_CODES = {
  R01: 'Insufficient funds',
  R02: 'Account closed',
  R03: 'No account / unable to locate account',
  R04: 'Invalid account number',
  R16: 'Account frozen',
  R20: 'Non-transaction account',
  X01: 'Returned by the payment service',
} as const;
export const PayoutReturnCodeSchema = z.enum(['R01', 'R02', 'R03', 'R04', 'R16', 'R20', 'X01']);

/** POST /finance/payouts/:payoutId/return: finance marks a payout returned. */
export const MarkPayoutReturnedInput = z.object({
  code: PayoutReturnCodeSchema,
  note: z.string().max(500).default(''),
});
export type MarkPayoutReturnedInput = z.infer<typeof MarkPayoutReturnedInput>;

/** One payout as its payee and finance see it. Money in cents. */
export const PayoutRow = z.object({
  payoutId: z.string(),
  payeeId: z.string(),
  login: z.string(),
  periodKey: z.string(),
  paymentPeriod: z.number().int(),
  method: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  holdReason: PayoutHoldReasonSchema.nullable(),
  debitCents: z.number().int(),
  feeCents: z.number().int(),
  amountCents: z.number().int(),
  scheduledAt: z.string(),
  updatedAt: z.string(),
  returnCode: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type PayoutRow = z.infer<typeof PayoutRow>;

/** GET /client_api/transactions/payment_history: the signed-in payee's own payouts. */
export const PaymentHistoryResponse = z.object({ payouts: z.array(PayoutRow) });
export type PaymentHistoryResponse = z.infer<typeof PaymentHistoryResponse>;

/** One payee in the upcoming run: paid (amount, fee) or held (reason). */
export const UpcomingPayoutRow = z.object({
  payeeId: z.string(),
  login: z.string(),
  paymentPeriod: z.number().int(),
  method: z.string(),
  periodKey: z.string().nullable(),
  nextPayoutDate: z.string().nullable(),
  payableCents: z.number().int(),
  feeCents: z.number().int(),
  amountCents: z.number().int(),
  holdReason: PayoutHoldReasonSchema.nullable(),
  holdText: z.string().nullable(),
});
export type UpcomingPayoutRow = z.infer<typeof UpcomingPayoutRow>;

/** A past run: the payouts of one period key and method, with the file to download. */
export const PayoutRunRow = z.object({
  periodKey: z.string(),
  file: PayoutFileKindSchema.nullable(),
  method: z.string(),
  payouts: z.number().int(),
  amountCents: z.number().int(),
  feeCents: z.number().int(),
});
export type PayoutRunRow = z.infer<typeof PayoutRunRow>;

/** GET /finance/payouts: the finance payouts console. */
export const FinancePayoutsResponse = z.object({
  upcoming: z.array(UpcomingPayoutRow),
  runs: z.array(PayoutRunRow),
  payouts: z.array(PayoutRow),
});
export type FinancePayoutsResponse = z.infer<typeof FinancePayoutsResponse>;

/** The payout rules the payout page states, in the product's words (spec 002 §6 and §9). */
export const PAYOUT_RULES = [
  'Payout eligibility: payable balance of at least $10.00 and an account in good standing.',
  'Minimum payable balance $10.00; a $5 fee for Paxum, MassPay and check methods; Express Pay deducted daily; Paxum paid on the 1st and 15th; other monthly methods on the 1st; balance to keep 0 to 99999.',
] as const;
