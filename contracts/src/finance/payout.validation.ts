import { EMAIL_PATTERN } from '../identity/identity.validation.js';
import { addressNamesOf } from './countries.js';

/**
 * Pure rules of spec 002 §5 and §8 for payout info, shared by the API and the browser so both
 * say the same words. Where the spec gives a message it is used verbatim; the others are ours.
 */
export const PAYOUT_MESSAGES = {
  // Spec 002 §5 and §8, verbatim.
  routingInvalid: 'Routing Number is invalid',
  emailInvalid: 'Invalid email format',
  usNeedsTaxable: "We're sorry, you must have an address outside of the US to select this option.",
  saved: 'Information saved successfully.',
  heading: (n: number) => `${n} error(s) prohibited this payout from being saved.`,
  // Ours (the spec names the fields but not their words).
  payeeRequired: "Payee name can't be blank",
  addressRequired: "Address can't be blank",
  cityRequired: "City can't be blank",
  zipRequired: (postalCodeName = 'Zip code') => `${postalCodeName} can't be blank`,
  zipInvalid: 'Zip code must be 5 digits, or 5 digits, a dash and 4 digits',
  stateRequired: (stateName = 'State') => `Please choose a ${stateName.toLowerCase()}`,
  countryInvalid: 'Please choose a country',
  bankNameRequired: "Bank name can't be blank",
  accountDigits: 'Account number must contain only digits',
  accountMismatch: "Account number confirmation doesn't match Account number",
  balanceToKeep: 'Balance to keep must be a dollar amount from 0 to 99999',
  ssnInvalid: 'Please enter a Social Security Number as 3, 2 and 4 digits',
  einInvalid: 'Please enter an Employer ID Number as 2 and 7 digits',
  taxIdRequired: 'Please enter your Social Security or Employer ID number',
  companyNeedsEin: 'A company must enter an Employer ID Number',
  onHold:
    'Your payouts are on hold. Payments will resume once your account is in good standing and your payout information is complete.',
  paused: 'Your payouts are paused. Choose a payment method to resume them.',
  disabled: 'Payout info is not available.',
} as const;

/** taxable_status (spec 002 §3): 0 non-US, 10 US eligible, 20 company. */
export const TAXABLE_STATUSES = [0, 10, 20] as const;
export type TaxableStatus = (typeof TAXABLE_STATUSES)[number];
/**
 * Payment period codes (spec 002 §3): 1 Express Pay, 6 semimonthly to Paxum, 5 monthly to
 * MassPay, 2 monthly direct deposit, 0 monthly check, 4 pause.
 */
export const PAYMENT_PERIODS = [0, 1, 2, 4, 5, 6] as const;
export type PaymentPeriod = (typeof PAYMENT_PERIODS)[number];
export const PAYMENT_PERIOD_LABELS: Record<PaymentPeriod, string> = {
  1: 'Express Pay (daily)',
  6: 'Semimonthly to Paxum',
  5: 'Monthly to MassPay',
  2: 'Monthly direct deposit',
  0: 'Monthly check',
  4: 'Pause payments',
};
/** bank_account_type: 0 checking, 1 savings. */
export const BANK_ACCOUNT_TYPES = [0, 1] as const;

/** Spec 002 §9: minimum payable balance $10.00; $5 fee for Paxum, MassPay and check. */
export const PAYOUT_MINIMUM_CENTS = 1_000;
export const PAYOUT_FEE_CENTS = 500;
export const BALANCE_TO_KEEP_MAX = 99_999;
const FEE_PERIODS: readonly PaymentPeriod[] = [6, 5, 0];

export function payoutFeeCents(period: PaymentPeriod): number {
  return FEE_PERIODS.includes(period) ? PAYOUT_FEE_CENTS : 0;
}

/**
 * ABA routing number check (spec 002 §5, weights 3, 7, 1 repeated): nine digits whose weighted
 * sum is 0 modulo 10.
 *
 * @example isValidRoutingNumber('011000015') === true
 */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(value[i]) * (weights[i % 3] ?? 0);
  return sum % 10 === 0;
}

export type TaxIdKind = 'ssn' | 'ein';

/** A tax id entered in parts: SSN 3-2-4 digits, EIN 2-7 digits (spec 002 §5). */
export function joinTaxIdParts(kind: TaxIdKind, parts: readonly string[]): string | null {
  const lengths = kind === 'ssn' ? [3, 2, 4] : [2, 7];
  if (parts.length !== lengths.length) return null;
  for (let i = 0; i < lengths.length; i++) {
    const part = parts[i] ?? '';
    if (!new RegExp(`^\\d{${lengths[i]}}$`).test(part)) return null;
  }
  return parts.join('');
}

/** Masked for display everywhere: only the last four digits show. */
export function maskTaxId(kind: TaxIdKind, last4: string): string {
  return kind === 'ssn' ? `***-**-${last4}` : `**-***${last4}`;
}

/** Formatted in clear (finance reveal, IRS files only). */
export function formatTaxId(kind: TaxIdKind, digits: string): string {
  return kind === 'ssn'
    ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`
    : `${digits.slice(0, 2)}-${digits.slice(2)}`;
}

/** What the save form sends, after the shape check (all text as typed). */
export interface PayoutInput {
  readonly payeeName: string;
  readonly addressLine1: string;
  readonly city: string;
  readonly state: string;
  readonly zipCode: string;
  readonly country: string;
  readonly taxableStatus: number;
  readonly paymentPeriod: number;
  readonly balanceToKeep: string;
  readonly taxId: { readonly kind: TaxIdKind; readonly parts: readonly string[] } | null;
  /** A tax id is already on file (the parts may then be left empty). */
  readonly hasTaxIdOnFile: boolean;
  readonly bank: {
    readonly bankName: string;
    readonly routingNumber: string;
    readonly accountNumber: string;
    readonly accountNumberConfirmation: string;
  } | null;
  readonly paxumEmail: string;
  readonly masspayEmail: string;
}

/**
 * Every broken rule, field by field (spec 002 §5 field names), in the order the form shows
 * them. Empty when the payout info may be saved.
 */
export function payoutErrors(
  input: PayoutInput,
  knownCountry: (code: string) => boolean,
  knownState: (country: string, state: string) => boolean,
): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = [];
  const add = (field: string, message: string) => errors.push({ field, message });
  const blank = (value: string) => value.trim() === '';
  if (blank(input.payeeName)) add('payee_name', PAYOUT_MESSAGES.payeeRequired);
  if (blank(input.addressLine1)) add('address_line1', PAYOUT_MESSAGES.addressRequired);
  if (blank(input.city)) add('city', PAYOUT_MESSAGES.cityRequired);
  const us = input.country === 'US';
  if (!knownCountry(input.country)) add('country', PAYOUT_MESSAGES.countryInvalid);
  if (blank(input.zipCode))
    add('zip_code', PAYOUT_MESSAGES.zipRequired(addressNamesOf(input.country).postalCodeName));
  else if (us && !/^\d{5}(?:-\d{4})?$/.test(input.zipCode.trim()))
    add('zip_code', PAYOUT_MESSAGES.zipInvalid);
  if (knownCountry(input.country) && (us || input.country === 'CA')) {
    if (blank(input.state) || !knownState(input.country, input.state))
      add('state', PAYOUT_MESSAGES.stateRequired(addressNamesOf(input.country).stateName));
  }
  if (us && input.taxableStatus === 0) add('taxable_in_us', PAYOUT_MESSAGES.usNeedsTaxable);
  if (input.taxId) {
    if (joinTaxIdParts(input.taxId.kind, input.taxId.parts) === null) {
      add(
        'tax_payer_id',
        input.taxId.kind === 'ssn' ? PAYOUT_MESSAGES.ssnInvalid : PAYOUT_MESSAGES.einInvalid,
      );
    }
  } else if ((input.taxableStatus === 10 || input.taxableStatus === 20) && !input.hasTaxIdOnFile) {
    add('tax_payer_id', PAYOUT_MESSAGES.taxIdRequired);
  }
  if (input.taxableStatus === 20 && input.taxId && input.taxId.kind !== 'ein') {
    add('taxable_pay_company', PAYOUT_MESSAGES.companyNeedsEin);
  }
  if (!/^\d{1,5}(?:\.\d{1,2})?$/.test(input.balanceToKeep.trim())) {
    add('balance_to_keep', PAYOUT_MESSAGES.balanceToKeep);
  }
  if (input.paymentPeriod === 2) {
    const bank = input.bank ?? {
      bankName: '',
      routingNumber: '',
      accountNumber: '',
      accountNumberConfirmation: '',
    };
    if (blank(bank.bankName)) add('bank_name', PAYOUT_MESSAGES.bankNameRequired);
    if (!isValidRoutingNumber(bank.routingNumber.trim()))
      add('routing_number', PAYOUT_MESSAGES.routingInvalid);
    if (!/^\d{4,17}$/.test(bank.accountNumber.trim()))
      add('account_number', PAYOUT_MESSAGES.accountDigits);
    if (bank.accountNumberConfirmation.trim() !== bank.accountNumber.trim())
      add('account_number_confirmation', PAYOUT_MESSAGES.accountMismatch);
  }
  if (input.paymentPeriod === 6 && !EMAIL_PATTERN.test(input.paxumEmail.trim())) {
    add('email', PAYOUT_MESSAGES.emailInvalid);
  }
  if (input.paymentPeriod === 5 && !EMAIL_PATTERN.test(input.masspayEmail.trim())) {
    add('masspay_email', PAYOUT_MESSAGES.emailInvalid);
  }
  return errors;
}
