import { describe, expect, it } from '@jest/globals';
import { taxFormEligibility } from './tax-form-eligibility.js';

describe('taxFormEligibility (spec 001 §1: tax forms are for Flirts eligible to work in the US)', () => {
  it('gives a form to US-eligible payees and companies', () => {
    expect(taxFormEligibility([{ taxableStatus: 10 }]).eligible).toBe(true);
    expect(taxFormEligibility([{ taxableStatus: 20 }]).eligible).toBe(true);
    // Accounts sharing a tax id: one US-eligible account makes the group eligible.
    expect(taxFormEligibility([{ taxableStatus: 0 }, { taxableStatus: 10 }]).eligible).toBe(true);
  });

  it('gives no 1099-K to a non-US payee, saying why (Form 1042-S territory)', () => {
    const verdict = taxFormEligibility([{ taxableStatus: 0 }]);
    expect(verdict).toMatchObject({ eligible: false, code: 'not_us_taxable' });
    expect(verdict.message).toContain('1042-S');
  });

  it('cannot issue to an account that never saved payout info', () => {
    expect(taxFormEligibility([null, undefined])).toMatchObject({
      eligible: false,
      code: 'no_payout_info',
    });
  });
});
