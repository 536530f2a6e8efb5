import { z } from 'zod';
import { Uuid } from '../shared/ids.js';
import { nameText } from '../shared/names.js';
import { Comparison, Jurisdiction, TaxYear } from './tax-thresholds.js';

/** Names and address lines: no control or bidi characters (stripUnsafeNameCharacters). */
const Text = (max: number) => nameText().max(max).default('');
const Digits = (max: number) => z.string().max(max).default('');

/**
 * POST /client_api/account/payout_info (spec 002 §7: save sends payment_request, bank_account,
 * user_paxum). Shapes only here; the rules and their messages are `payoutErrors`.
 */
export const SavePayoutInfoBody = z.object({
  payment_request: z.object({
    payee_name: Text(100),
    address_line1: Text(200),
    address_line2: Text(200),
    city: Text(100),
    state: Text(3),
    zip_code: Text(20),
    country: z.string().max(2).default('US'),
    taxable_status: z.union([z.literal(0), z.literal(10), z.literal(20)]),
    payment_period: z.union([
      z.literal(0),
      z.literal(1),
      z.literal(2),
      z.literal(4),
      z.literal(5),
      z.literal(6),
    ]),
    balance_to_keep: z.string().max(12).default('0'),
    /** Spec 002 §5: SSN 3-2-4 or EIN 2-7, the parts separately; all empty keeps the one on file. */
    tax_id_type: z.enum(['ssn', 'ein']).default('ssn'),
    ssn_part1: Digits(3),
    ssn_part2: Digits(2),
    ssn_part3: Digits(4),
    ein_part1: Digits(2),
    ein_part2: Digits(7),
  }),
  bank_account: z
    .object({
      bank_name: Text(100),
      routing_number: Digits(20),
      account_number: Digits(30),
      account_number_confirmation: Digits(30),
      account_type: z.union([z.literal(0), z.literal(1)]).default(0),
    })
    .optional(),
  user_paxum: z.object({ email: Text(254) }).optional(),
  masspay_email: Text(254),
});
export type SavePayoutInfoBody = z.infer<typeof SavePayoutInfoBody>;
export type SavePayoutInfoInput = z.input<typeof SavePayoutInfoBody>;
type PayoutRequestInput = SavePayoutInfoInput['payment_request'];

/**
 * The payout page's request for a payee outside the US (a London address, taxable status 0,
 * so no tax id and no Form 1099-K): the demo seed's foreign payees and the tests' default one.
 */
export function foreignPayoutRequest(
  payeeName: string,
  paymentPeriod: PayoutRequestInput['payment_period'],
): PayoutRequestInput {
  return {
    payee_name: payeeName,
    payment_period: paymentPeriod,
    balance_to_keep: '0',
    address_line1: '221B Baker Street',
    city: 'London',
    state: '',
    zip_code: 'NW1 6XE',
    country: 'GB',
    taxable_status: 0,
    ssn_part1: '',
    ssn_part2: '',
    ssn_part3: '',
  };
}

export const RevealTaxIdBody = z.object({
  reason: z
    .string({ error: 'Please say why you need to see the tax id.' })
    .trim()
    .min(3, 'Please say why you need to see the tax id.')
    .max(500, 'Please keep the reason under 500 characters.'),
  form_id: Uuid.optional(),
});
export type RevealTaxIdBody = z.infer<typeof RevealTaxIdBody>;

const DOLLARS = /^\d{1,9}(?:\.\d{1,2})?$/;

/** PUT /finance/thresholds/{year}/{jurisdiction} */
export const SetThresholdBody = z.object({
  min_gross: z
    .string()
    .regex(DOLLARS, 'Please enter a dollar amount, with up to 2 decimals.')
    .max(12),
  gross_comparison: Comparison,
  min_transactions: z
    .number({ error: 'Please enter a whole number of transactions from 0 to 1,000,000.' })
    .int('Please enter a whole number of transactions from 0 to 1,000,000.')
    .min(0, 'Please enter a whole number of transactions from 0 to 1,000,000.')
    .max(1_000_000, 'Please enter a whole number of transactions from 0 to 1,000,000.'),
  transactions_comparison: Comparison,
  note: z.string().max(500, 'Please keep the note under 500 characters.').default(''),
});
export type SetThresholdBody = z.infer<typeof SetThresholdBody>;

export const TaxYearParam = TaxYear;
export const JurisdictionParam = Jurisdiction;

export const ExportFormat = z.enum(['fire', 'iris']);
