import type { TaxIdKind } from './payout.validation.js';
import type { FormFigures } from './finance.events.js';
import type { Jurisdiction, ThresholdRule } from './tax-thresholds.js';
import type { TaxFormEligibility } from './tax-form-eligibility.js';
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
}

/** One row of the payee's tax form list (spec 001 §3: id, order_year, short_name). */
export interface TaxFormListItem {
  readonly id: string;
  readonly order_year: number;
  readonly short_name: string;
}

/** Spec 001 §3 tax form detail. Amounts are decimal dollars text; TIN masked. */
export interface TaxFormDetail {
  readonly id: string;
  readonly order_year: number;
  readonly short_name: string;
  readonly corrected: boolean;
  readonly data: {
    readonly payee_name: string;
    readonly address_line1: string;
    readonly address_line2?: string;
    readonly city: string;
    readonly state: string;
    readonly zip: string;
    readonly TIN: string;
    readonly filer: FilerInfo;
    readonly total_1a: string;
    readonly num_trans_3: number;
  } & { readonly [K in MonthDetailKey]: string };
}

/** The fixed filer block (the platform as payment settlement entity). */
export interface FilerInfo {
  readonly name: string;
  readonly address: string;
  readonly city_state_zip: string;
  readonly phone: string;
  readonly tin: string;
  readonly filer_type: string;
}

/** The detail fields of boxes 5a-5l, January first (from FORM_1099K_BOXES). */
export const MONTH_KEYS: readonly MonthDetailKey[] = MONTH_BOXES.map((box) => box.detailKey);

export type FormStatus = 'none' | 'draft' | 'issued' | 'correction_needed';

/** A payee (a tax id, or an account without one) in the finance console for a year. */
export interface FinancePayeeRow {
  readonly filing_key: string;
  readonly payee_ids: readonly string[];
  readonly logins: readonly string[];
  readonly tax_id: string | null;
  readonly state: string | null;
  /** The primary account's payout country and taxable status (null: no payout info saved). */
  readonly country: string | null;
  readonly taxable_status: number | null;
  /** Whether a 1099-K may be issued (spec 001 §1), and why not. */
  readonly eligibility: TaxFormEligibility['code'];
  /** Why the payee has no form (not US-taxable, no payout info, no threshold crossed), else null. */
  readonly no_form_reason: string | null;
  /** Why the issued form needs a correction: its figures, its payee details, or both. */
  readonly correction_reasons: readonly ('figures' | 'payee')[];
  /** Every form of the payee this year (whatever changed since), newest last. */
  readonly form_ids: readonly string[];
  readonly gross_cents: number;
  readonly transactions: number;
  readonly crossed: readonly Jurisdiction[];
  readonly why: readonly string[];
  readonly federal_filing: boolean;
  readonly status: FormStatus;
  readonly form_id: string | null;
  readonly issued_gross_cents: number | null;
}

export interface FinanceFormView {
  readonly id: string;
  readonly tax_year: number;
  readonly filing_key: string;
  readonly status: 'draft' | 'issued' | 'superseded';
  readonly corrected: boolean;
  readonly correction_of: string | null;
  readonly corrected_by: string | null;
  readonly payee_ids: readonly string[];
  readonly primary_payee_id: string;
  readonly tax_id: string | null;
  readonly federal_filing: boolean;
  readonly crossed: readonly { readonly jurisdiction: Jurisdiction; readonly why: string }[];
  /** As drafted or issued: never changes once issued. */
  readonly figures: FormFigures;
  /** From the ledger now: differs from `figures` when a payment landed later. */
  readonly current: FormFigures;
  readonly differs: boolean;
  /** An issued form whose payee (name, address or tax id) changed since: a correction is due. */
  readonly payee_changed: boolean;
  /** Whether its payees may be issued a 1099-K now (spec 001 §1). */
  readonly eligibility: TaxFormEligibility['code'];
  readonly issued_at: string | null;
}

export interface ThresholdView extends ThresholdRule {
  readonly edited: boolean;
}
