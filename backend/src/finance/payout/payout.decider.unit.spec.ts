import { describe, expect, it } from '@jest/globals';
import type { PayoutInfoSaved, TaxIdentitySet } from '@flirtwire/contracts';
import { spec } from '../../test-support/decider-spec.js';
import { fold } from '../../shared/domain/decider.js';
import { isPayeeVerified, payoutDecider } from './payout.decider.js';

const payee = '0190a000-0000-7000-8000-000000000001';
const staff = '0190a000-0000-7000-8000-000000000002';
const info: PayoutInfoSaved['data'] = {
  payeeId: payee,
  country: 'US',
  state: 'VT',
  taxableStatus: 10,
  paymentPeriod: 2,
  balanceToKeepCents: 0,
  bankAccountType: 0,
  sealedDetails: 'pd1.aaaa.bbbb',
  accountLast4: '9012',
};
const taxId = (index: string): TaxIdentitySet['data'] => ({
  payeeId: payee,
  kind: 'ssn',
  sealedTaxId: 'pd1.cccc.dddd',
  taxIdIndex: index.repeat(64),
  last4: '6789',
});
const saved = { type: 'PayoutInfoSaved' as const, data: info };
const set = (index: string) => ({ type: 'TaxIdentitySet' as const, data: taxId(index) });

describe('payout decider', () => {
  it('records payout info and a new tax id', () => {
    spec(payoutDecider)
      .given([])
      .when({ type: 'SavePayoutInfo', info, taxId: taxId('a') })
      .then([saved, set('a')]);
  });
  it('records the same tax id only once, and a changed one again', () => {
    spec(payoutDecider)
      .given([saved, set('a')])
      .when({ type: 'SavePayoutInfo', info, taxId: taxId('a') })
      .then([saved]);
    spec(payoutDecider)
      .given([saved, set('a')])
      .when({ type: 'SavePayoutInfo', info, taxId: taxId('b') })
      .then([saved, set('b')]);
  });
  it('records every reveal with who and why', () => {
    spec(payoutDecider)
      .given([saved, set('a')])
      .when({
        type: 'RevealTaxId',
        payeeId: payee,
        revealedBy: staff,
        reason: 'B-notice',
        formId: null,
      })
      .then([
        {
          type: 'TaxIdRevealed',
          data: { payeeId: payee, revealedBy: staff, reason: 'B-notice', formId: null },
        },
      ]);
  });
  it('cannot reveal a tax id that is not on file', () => {
    spec(payoutDecider)
      .given([saved])
      .when({ type: 'RevealTaxId', payeeId: payee, revealedBy: staff, reason: 'x', formId: null })
      .thenThrows({ code: 'no_tax_id', status: 404 });
  });

  // payout runs
  it('a returned payout puts the payee information on hold until it is saved again', () => {
    const payoutId = '0190a000-0000-7000-8000-0000000000a1';
    const unverified = {
      type: 'PayoutInfoUnverified' as const,
      data: { payeeId: payee, payoutId, code: 'R03' },
    };
    const mark = {
      type: 'MarkPayoutInfoUnverified' as const,
      payeeId: payee,
      payoutId,
      code: 'R03',
    };
    spec(payoutDecider)
      .given([saved, set('a')])
      .when(mark)
      .then([unverified]);
    spec(payoutDecider)
      .given([saved, set('a'), unverified])
      .when(mark)
      .then([]);
    expect(isPayeeVerified(fold(payoutDecider, [saved, set('a')]))).toBe(true);
    expect(isPayeeVerified(fold(payoutDecider, [saved, set('a'), unverified]))).toBe(false);
    expect(isPayeeVerified(fold(payoutDecider, [saved, set('a'), unverified, saved]))).toBe(true);
  });
  it('counts US-taxable payout info without a tax id as not verified; non-US needs none', () => {
    expect(isPayeeVerified(fold(payoutDecider, [saved]))).toBe(false);
    expect(
      isPayeeVerified(
        fold(payoutDecider, [{ type: 'PayoutInfoSaved', data: { ...info, taxableStatus: 0 } }]),
      ),
    ).toBe(true);
    expect(isPayeeVerified(payoutDecider.initialState)).toBe(false);
  });
});
