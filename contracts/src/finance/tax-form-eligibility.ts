import { z } from 'zod';

/** Spec 002 §3 payout info `taxable_status`: 0 non-US, 10 US eligible, 20 company. */
export const TAXABLE_STATUS_LABELS: Readonly<Record<number, string>> = {
  0: 'Non-US',
  10: 'US eligible',
  20: 'Company',
};

export const TAX_FORM_ELIGIBILITY_MESSAGES = {
  notUsTaxable:
    'Not a US taxpayer: no Form 1099-K. Tax forms are for Flirts eligible to work in the US; payments to foreign payees are reported on Form 1042-S, which this product does not issue.',
  noPayoutInfo:
    'No payout info on file: the payee must save their name, address and taxable status before a form can be issued.',
} as const;

/** The answer's code, as the finance console's rows carry it. */
export const TaxFormEligibilityCode = z.enum(['eligible', 'not_us_taxable', 'no_payout_info']);
export type TaxFormEligibilityCode = z.infer<typeof TaxFormEligibilityCode>;

export type TaxFormEligibility =
  | { readonly eligible: true; readonly code: 'eligible'; readonly message: null }
  | {
      readonly eligible: false;
      readonly code: Exclude<TaxFormEligibilityCode, 'eligible'>;
      readonly message: string;
    };

/** The payout facts eligibility depends on (null: the account never saved payout info). */
export interface PayeeTaxStatus {
  readonly taxableStatus: number | null;
}

/**
 * Whether a filing group (the accounts sharing a tax id, or one account) gets a Form 1099-K.
 * Spec 001 §1: "Tax forms are for Flirts eligible to work in the US" — taxable status 10 (US
 * eligible, wherever they live) or 20 (company). Status 0 is a foreign payee: Form 1042-S
 * territory, never a 1099-K. An account that never saved payout info cannot be issued a form
 * (no name, address or status to file), though its figures can be drafted and reviewed.
 */
export function taxFormEligibility(
  payees: readonly (PayeeTaxStatus | null | undefined)[],
): TaxFormEligibility {
  const statuses = payees.flatMap((p) => (p && p.taxableStatus !== null ? [p.taxableStatus] : []));
  if (statuses.some((s) => s === 10 || s === 20)) {
    return { eligible: true, code: 'eligible', message: null };
  }
  if (statuses.length > 0) {
    return {
      eligible: false,
      code: 'not_us_taxable',
      message: TAX_FORM_ELIGIBILITY_MESSAGES.notUsTaxable,
    };
  }
  return {
    eligible: false,
    code: 'no_payout_info',
    message: TAX_FORM_ELIGIBILITY_MESSAGES.noPayoutInfo,
  };
}
