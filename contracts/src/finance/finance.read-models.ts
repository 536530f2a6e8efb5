import { z } from 'zod';
import type { TaxIdKind } from './payout.validation.js';
import { FormFigures } from './finance.events.js';
import { Jurisdiction, ThresholdRule } from './tax-thresholds.js';
import { TaxFormEligibilityCode } from './tax-form-eligibility.js';
import { MONTH_BOXES, type MonthDetailKey } from './tax-form-boxes.js';

/** GET /client_api/account/payout_info → `data` (spec 002 §3 payout info). */
export interface PayoutInfoView {
  readonly balances: {
    readonly payable_cents: number;
    readonly total_cents: number;
    readonly payable: string;
    readonly total: string;
  };
  readonly payment_request: {
    readonly payee_name: string;
    readonly address_line1: string;
    readonly address_line2: string;
    readonly city: string;
    readonly state: string;
    readonly zip_code: string;
    readonly country: string;
    readonly taxable_status: number;
    readonly payment_period: number;
    readonly balance_to_keep: string;
    readonly tax_id_type: TaxIdKind | null;
    /** Masked: only the last four show. */
    readonly tax_payer_id: string | null;
  };
  readonly bank_account: {
    readonly bank_name: string;
    readonly routing_number: string;
    readonly account_number: string;
    readonly account_type: number;
  };
  readonly user_paxum: { readonly email: string };
  readonly masspay_email: string;
  readonly eligible: boolean;
  readonly payout_fee_cents: number;
  readonly show_payout_warning: boolean;
  readonly payout_warning: string | null;
  readonly saved: boolean;
  // payout runs
  /** The next pay date (`YYYY-MM-DD`) for the chosen method, or null when paused. */
  readonly next_payout_date: string | null;
  /** What that payout would send now (after any fee), 0 while held. */
  readonly next_payout_cents: number;
  /** Why payouts are held (the reason's words), or null. */
  readonly hold_reason: string | null;
}

/*
 * The responses below are zod schemas so the screens parse what they read (the types are their
 * `z.infer`, read-only as the API hands them out); the backend builds them with the same types.
 */

/** One row of the payee's tax form list (spec 001 §3: id, order_year, short_name). */
export const TaxFormListItem = z
  .object({
    id: z.string(),
    order_year: z.number().int(),
    short_name: z.string(),
  })
  .readonly();
export type TaxFormListItem = z.infer<typeof TaxFormListItem>;

/** GET /client_api/tax_forms: the payee's forms. */
export const TaxFormList = z.array(TaxFormListItem);
export type TaxFormList = z.infer<typeof TaxFormList>;

/** The fixed filer block (the platform as payment settlement entity). */
export const FilerInfo = z
  .object({
    name: z.string(),
    address: z.string(),
    city_state_zip: z.string(),
    phone: z.string(),
    tin: z.string(),
    filer_type: z.string(),
  })
  .readonly();
export type FilerInfo = z.infer<typeof FilerInfo>;

/** The detail fields of boxes 5a-5l, January first (from FORM_1099K_BOXES). */
export const MONTH_KEYS: readonly MonthDetailKey[] = MONTH_BOXES.map((box) => box.detailKey);

/** Boxes 5a-5l of the detail: decimal dollars text each. */
const MonthAmounts = Object.fromEntries(MONTH_KEYS.map((key) => [key, z.string()])) as Record<
  MonthDetailKey,
  z.ZodString
>;

/** Spec 001 §3 tax form detail. Amounts are decimal dollars text; TIN masked. */
export const TaxFormDetail = z
  .object({
    id: z.string(),
    order_year: z.number().int(),
    short_name: z.string(),
    corrected: z.boolean(),
    data: z
      .object({
        payee_name: z.string(),
        address_line1: z.string(),
        address_line2: z.string().optional(),
        city: z.string(),
        state: z.string(),
        zip: z.string(),
        TIN: z.string(),
        filer: FilerInfo,
        total_1a: z.string(),
        num_trans_3: z.number().int(),
        ...MonthAmounts,
      })
      .readonly(),
  })
  .readonly();
export type TaxFormDetail = z.infer<typeof TaxFormDetail>;

export const FormStatus = z.enum(['none', 'draft', 'issued', 'correction_needed']);
export type FormStatus = z.infer<typeof FormStatus>;

/** A payee (a tax id, or an account without one) in the finance console for a year. */
export const FinancePayeeRow = z
  .object({
    filing_key: z.string(),
    payee_ids: z.array(z.string()).readonly(),
    logins: z.array(z.string()).readonly(),
    tax_id: z.string().nullable(),
    state: z.string().nullable(),
    /** The primary account's payout country and taxable status (null: no payout info saved). */
    country: z.string().nullable(),
    taxable_status: z.number().int().nullable(),
    /** Whether a 1099-K may be issued (spec 001 §1), and why not. */
    eligibility: TaxFormEligibilityCode,
    /** Why the payee has no form (not US-taxable, no payout info, no threshold crossed), else null. */
    no_form_reason: z.string().nullable(),
    /** Why the issued form needs a correction: its figures, its payee details, or both. */
    correction_reasons: z.array(z.enum(['figures', 'payee'])).readonly(),
    /** Every form of the payee this year (whatever changed since), newest last. */
    form_ids: z.array(z.string()).readonly(),
    gross_cents: z.number().int(),
    transactions: z.number().int(),
    crossed: z.array(Jurisdiction).readonly(),
    why: z.array(z.string()).readonly(),
    federal_filing: z.boolean(),
    status: FormStatus,
    form_id: z.string().nullable(),
    issued_gross_cents: z.number().int().nullable(),
  })
  .readonly();
export type FinancePayeeRow = z.infer<typeof FinancePayeeRow>;

/** GET /finance/tax_years/{year}/payees */
export const FinancePayeesResponse = z.object({ rows: z.array(FinancePayeeRow) });
export type FinancePayeesResponse = z.infer<typeof FinancePayeesResponse>;

export const FinanceFormView = z
  .object({
    id: z.string(),
    tax_year: z.number().int(),
    filing_key: z.string(),
    status: z.enum(['draft', 'issued', 'superseded']),
    corrected: z.boolean(),
    correction_of: z.string().nullable(),
    corrected_by: z.string().nullable(),
    payee_ids: z.array(z.string()).readonly(),
    primary_payee_id: z.string(),
    tax_id: z.string().nullable(),
    federal_filing: z.boolean(),
    crossed: z
      .array(z.object({ jurisdiction: Jurisdiction, why: z.string() }).readonly())
      .readonly(),
    /** As drafted or issued: never changes once issued. */
    figures: FormFigures,
    /** From the ledger now: differs from `figures` when a payment landed later. */
    current: FormFigures,
    differs: z.boolean(),
    /** An issued form whose payee (name, address or tax id) changed since: a correction is due. */
    payee_changed: z.boolean(),
    /** Whether its payees may be issued a 1099-K now (spec 001 §1). */
    eligibility: TaxFormEligibilityCode,
    issued_at: z.string().nullable(),
  })
  .readonly();
export type FinanceFormView = z.infer<typeof FinanceFormView>;

/** GET /finance/tax_years/{year}/forms */
export const FinanceFormsResponse = z.object({ forms: z.array(FinanceFormView) });
export type FinanceFormsResponse = z.infer<typeof FinanceFormsResponse>;

/** A year's rule for one jurisdiction, and whether finance edited it (else the default). */
export const ThresholdView = ThresholdRule.extend({ edited: z.boolean() });
export type ThresholdView = z.infer<typeof ThresholdView>;

/** GET /finance/thresholds/{year} */
export const ThresholdsResponse = z.object({ thresholds: z.array(ThresholdView) });
export type ThresholdsResponse = z.infer<typeof ThresholdsResponse>;
