import { describe, expect, it } from '@jest/globals';
import { isKnownCountry, isKnownState } from './countries.js';
import {
  isValidRoutingNumber,
  joinTaxIdParts,
  maskTaxId,
  PAYOUT_MESSAGES,
  type PayoutInput,
  payoutErrors,
  payoutFeeCents,
} from './payout.validation.js';

const valid: PayoutInput = {
  payeeName: 'Ann',
  addressLine1: '1 Main St',
  city: 'Burlington',
  state: 'VT',
  zipCode: '05401',
  country: 'US',
  taxableStatus: 10,
  paymentPeriod: 2,
  balanceToKeep: '0',
  taxId: { kind: 'ssn', parts: ['512', '34', '6789'] },
  hasTaxIdOnFile: false,
  bank: {
    bankName: 'Bank',
    routingNumber: '011000015',
    accountNumber: '1234567',
    accountNumberConfirmation: '1234567',
  },
  paxumEmail: '',
  masspayEmail: '',
};
const errors = (overrides: Partial<PayoutInput>) =>
  payoutErrors({ ...valid, ...overrides }, isKnownCountry, isKnownState);

describe('payout rules (spec 002 §5, §8, §9)', () => {
  it('checks routing numbers with the 3-7-1 weights', () => {
    expect(isValidRoutingNumber('011000015')).toBe(true);
    expect(isValidRoutingNumber('021000021')).toBe(true);
    expect(isValidRoutingNumber('011000016')).toBe(false);
    expect(isValidRoutingNumber('01100001')).toBe(false);
    expect(isValidRoutingNumber('01100001a')).toBe(false);
  });
  it('takes SSN as 3-2-4 and EIN as 2-7 digits, and masks to the last four', () => {
    expect(joinTaxIdParts('ssn', ['512', '34', '6789'])).toBe('512346789');
    expect(joinTaxIdParts('ssn', ['51', '34', '6789'])).toBeNull();
    expect(joinTaxIdParts('ein', ['12', '3456789'])).toBe('123456789');
    expect(joinTaxIdParts('ein', ['12', '345678x'])).toBeNull();
    expect(maskTaxId('ssn', '6789')).toBe('***-**-6789');
    expect(maskTaxId('ein', '6789')).toBe('**-***6789');
  });
  it('accepts valid info', () => {
    expect(errors({})).toEqual([]);
  });
  it('gives each broken rule its field and message', () => {
    expect(errors({ country: 'US', taxableStatus: 0 })).toContainEqual({
      field: 'taxable_in_us',
      message: "We're sorry, you must have an address outside of the US to select this option.",
    });
    expect(
      errors({
        bank: { ...valid.bank!, routingNumber: '123456789', accountNumberConfirmation: '1' },
      }),
    ).toEqual([
      { field: 'routing_number', message: 'Routing Number is invalid' },
      { field: 'account_number_confirmation', message: PAYOUT_MESSAGES.accountMismatch },
    ]);
    expect(errors({ paymentPeriod: 6, paxumEmail: 'bad' })).toEqual([
      { field: 'email', message: 'Invalid email format' },
    ]);
    expect(errors({ paymentPeriod: 5, masspayEmail: 'bad' })).toEqual([
      { field: 'masspay_email', message: 'Invalid email format' },
    ]);
    expect(errors({ balanceToKeep: '100000' })).toEqual([
      { field: 'balance_to_keep', message: PAYOUT_MESSAGES.balanceToKeep },
    ]);
    expect(errors({ balanceToKeep: '99999' })).toEqual([]);
    expect(errors({ taxId: null })).toEqual([
      { field: 'tax_payer_id', message: PAYOUT_MESSAGES.taxIdRequired },
    ]);
    expect(errors({ taxId: null, hasTaxIdOnFile: true })).toEqual([]);
    expect(errors({ taxableStatus: 20 })).toEqual([
      { field: 'taxable_pay_company', message: PAYOUT_MESSAGES.companyNeedsEin },
    ]);
    expect(
      errors({ payeeName: ' ', addressLine1: '', city: '', zipCode: '', state: '' }),
    ).toHaveLength(5);
    expect(PAYOUT_MESSAGES.heading(3)).toBe('3 error(s) prohibited this payout from being saved.');
  });
  it('charges $5 for Paxum, MassPay and check only', () => {
    expect([0, 1, 2, 4, 5, 6].map((p) => payoutFeeCents(p as 0))).toEqual([500, 0, 0, 0, 500, 500]);
  });
});
