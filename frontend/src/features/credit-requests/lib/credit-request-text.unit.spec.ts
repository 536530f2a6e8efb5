import { describe, expect, it } from '@jest/globals';
import type { CreditRequestRow } from '@flirtwire/contracts';
import { describeCreditRequest, describeDecision, whyNotDecide } from './credit-request-text';

const row: CreditRequestRow = {
  request_id: 'req-1',
  customer_id: 'cus-1',
  customer_login: 'ann',
  amount_cents: 4000,
  reason: 'Long outage',
  requested_by: 'mod-1',
  requested_by_login: 'mod_1',
  requested_at: '2025-04-01T09:00:00.000Z',
  cap: 'per_grant',
  status: 'pending',
  decided_by: null,
  decided_by_login: null,
  decided_at: null,
  decision_note: null,
};

describe('the credit approval screen', () => {
  it('says what, for whom, by whom and which cap', () => {
    expect(describeCreditRequest(row)).toBe('$40.00 for ann by mod_1, above the per-credit limit');
    expect(describeCreditRequest({ ...row, customer_login: null, cap: 'recipient_day' })).toBe(
      "$40.00 for cus-1 by mod_1, above the customer's daily credit limit",
    );
  });

  it('offers the decision to a second person only: not the requester, not the recipient', () => {
    expect(whyNotDecide(row, 'fin-1')).toBeNull();
    expect(whyNotDecide(row, 'mod-1')).toBe(
      'You asked for this credit: someone else in finance decides it.',
    );
    expect(whyNotDecide(row, 'cus-1')).toBe(
      'This credit is for your own account: someone else decides it.',
    );
  });

  it('names who decided and why', () => {
    expect(
      describeDecision({
        ...row,
        status: 'rejected',
        decided_by: 'fin-1',
        decided_by_login: 'fin_1',
        decision_note: 'Already credited',
      }),
    ).toBe('Rejected by fin_1: Already credited');
    expect(
      describeDecision({ ...row, status: 'approved', decided_by: 'fin-1', decided_by_login: null }),
    ).toBe('Approved by fin-1');
  });
});
