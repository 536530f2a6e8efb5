import { describe, expect, it } from '@jest/globals';
import { fold } from '../../shared/domain/decider.js';
import { spec } from '../../test-support/decider-spec.js';
import { maintenanceFeeDue, siteDollarsDecider } from './site-dollars.decider.js';
import {
  customerId,
  creditId,
  feeId,
  feeId2,
  added,
  addSiteDollars,
  fee,
  chargeFee,
  otherCreditId,
  grant,
  granted,
  requested,
  approved,
  approve,
  reject,
  rejected,
} from './site-dollars.decider.fixtures.js';

/** The decider with one pending $40 request (above the per-grant cap) of staff-1's. */
const pendingRequest = () => spec(siteDollarsDecider).given([requested(4000, 'per_grant')]);

describe('site dollars decider', () => {
  it('adds money by card in the range $10 to $500, once per top-up', () => {
    spec(siteDollarsDecider)
      .given([])
      .when(addSiteDollars('20'))
      .then([added(2000)]);
    spec(siteDollarsDecider)
      .given([added(2000)])
      .when(addSiteDollars('20'))
      .then([]);
    for (const amountText of ['9.99', '500.01', '0']) {
      spec(siteDollarsDecider)
        .given([])
        .when(addSiteDollars(amountText))
        .thenThrows({
          status: 400,
          fields: { amount_text: 'Please enter an amount between $10 and $500.' },
        });
    }
  });

  it('grants a satisfaction credit within the caps at once, with a reason, never above $500', () => {
    spec(siteDollarsDecider)
      .given([])
      .when(grant('25'))
      .then([granted(2500)]);
    spec(siteDollarsDecider)
      .given([])
      .when(grant('500.01'))
      .thenThrows({
        status: 400,
        fields: { amount_text: 'A satisfaction credit is between $0.01 and $500.00.' },
      });
    spec(siteDollarsDecider)
      .given([])
      .when(grant('5', '   '))
      .thenThrows({ fields: { reason: 'Please give the reason for the credit.' } });
    // The same credit again (a retried request) is recorded once.
    spec(siteDollarsDecider)
      .given([granted(2500)])
      .when(grant('25'))
      .then([]);
  });

  it('never lets staff credit their own account', () => {
    spec(siteDollarsDecider)
      .given([])
      .when({ ...grant('5'), grantedBy: customerId })
      .thenThrows({
        status: 403,
        code: 'self_credit',
        message: 'You cannot credit your own account. Ask another member of staff.',
      });
  });

  it('turns a credit above the per-grant cap into a request for a second person', () => {
    spec(siteDollarsDecider)
      .given([])
      .when(grant('25.01'))
      .then([requested(2501, 'per_grant')]);
  });

  it("turns a credit past the customer's daily cap into a request; the next day starts afresh", () => {
    const earlier = granted(2500, otherCreditId('1'), 'staff-2');
    const second = granted(2500, otherCreditId('2'));
    spec(siteDollarsDecider)
      .given([earlier, second])
      .when(grant('25'))
      .then([requested(2500, 'recipient_day')]);
    spec(siteDollarsDecider)
      .given([earlier, second])
      .when({ ...grant('25'), at: '2025-04-02T00:00:00.000Z' })
      .then([granted(2500, creditId, 'staff-1', '2025-04-02T00:00:00.000Z')]);
    // An approved request had its second person: it does not use up the day.
    spec(siteDollarsDecider)
      .given([requested(4000, 'per_grant'), approved(4000)])
      .when({ ...grant('25'), creditId: otherCreditId('3') })
      .then([granted(2500, otherCreditId('3'))]);
  });

  it("turns a credit past the staff member's daily cap into a request", () => {
    spec(siteDollarsDecider)
      .given([])
      .when({ ...grant('25'), staffCreditedTodayCents: 8000 })
      .then([requested(2500, 'staff_day')]);
  });

  it('lets a second person approve a pending request, which then reaches the balance', () => {
    pendingRequest()
      .when(approve('finance-1'))
      .then([approved(4000)]);
    const state = fold(siteDollarsDecider, [requested(4000, 'per_grant')]);
    expect(state.balanceCents).toBe(0);
    expect(fold(siteDollarsDecider, [requested(4000, 'per_grant'), approved(4000)])).toMatchObject({
      balanceCents: 4000,
      creditRequests: [{ requestId: creditId, status: 'approved' }],
    });
    // Approving again changes nothing; rejecting after approval is too late.
    spec(siteDollarsDecider)
      .given([requested(4000, 'per_grant'), approved(4000)])
      .when(approve('finance-1'))
      .then([]);
    spec(siteDollarsDecider)
      .given([requested(4000, 'per_grant'), approved(4000)])
      .when(reject('finance-1'))
      .thenThrows({ status: 409, message: 'This credit request was already approved.' });
  });

  it('never lets the requester or the recipient decide a request', () => {
    pendingRequest().when(approve('staff-1')).thenThrows({
      status: 403,
      message:
        'A credit request is decided by someone other than the staff member who asked for it.',
    });
    pendingRequest().when(reject('staff-1')).thenThrows({ status: 403, code: 'self_approval' });
    pendingRequest().when(approve(customerId)).thenThrows({
      status: 403,
      message: 'You cannot decide a credit request for your own account.',
    });
    spec(siteDollarsDecider)
      .given([])
      .when(approve('finance-1'))
      .thenThrows({ status: 404, message: 'No such credit request.' });
  });

  it('rejects a pending request with a reason, leaving the balance alone', () => {
    pendingRequest()
      .when(reject('finance-1'))
      .then([rejected(4000)]);
    pendingRequest()
      .when({ ...reject('finance-1'), reason: ' ' })
      .thenThrows({ fields: { reason: 'Please give the reason for rejecting the credit.' } });
    expect(
      fold(siteDollarsDecider, [requested(4000, 'per_grant'), rejected(4000)]).balanceCents,
    ).toBe(0);
  });

  it('charges the $2.00 fee only once the positive balance has been dormant 12 months', () => {
    // 11 months and a bit after the top-up: not yet.
    spec(siteDollarsDecider)
      .given([added(2000)])
      .when(chargeFee('2026-03-14T23:59:59.000Z'))
      .then([]);
    spec(siteDollarsDecider)
      .given([added(2000)])
      .when(chargeFee('2026-03-15T10:00:00.000Z'))
      .then([fee('2026-03', 200, feeId, '2026-03-15T10:00:00.000Z')]);
  });

  it('charges the fee at most once per calendar month', () => {
    spec(siteDollarsDecider)
      .given([added(2000), fee('2026-03')])
      .when(chargeFee('2026-03-31T10:00:00.000Z', feeId2))
      .then([]);
    const april = siteDollarsDecider.decide(
      chargeFee('2026-04-01T00:00:00.000Z', feeId2),
      fold(siteDollarsDecider, [added(2000), fee('2026-03')]),
    );
    expect(april).toEqual([
      {
        type: 'MaintenanceFeeCharged',
        data: {
          feeId: feeId2,
          customerId,
          month: '2026-04',
          amountCents: 200,
          at: '2026-04-01T00:00:00.000Z',
        },
      },
    ]);
  });

  it('never takes the balance below 0: the last fee is what is left, then none', () => {
    const state = fold(siteDollarsDecider, [added(1000), fee('2026-03', 950)]);
    expect(state.balanceCents).toBe(50);
    expect(maintenanceFeeDue(state, '2026-04-02T00:00:00.000Z')).toBe(50);
    const empty = fold(siteDollarsDecider, [
      added(1000),
      fee('2026-03', 950),
      fee('2026-04', 50, feeId2),
    ]);
    expect(empty.balanceCents).toBe(0);
    spec(siteDollarsDecider)
      .given([added(1000), fee('2026-03', 950), fee('2026-04', 50, feeId2)])
      .when(chargeFee('2026-05-02T00:00:00.000Z'))
      .then([]);
  });

  it('a top-up or a credit wakes the account; a fee does not', () => {
    const later = added(1500, '2026-05-01T00:00:00.000Z');
    expect(
      maintenanceFeeDue(
        fold(siteDollarsDecider, [added(2000), fee('2026-03'), later]),
        '2026-06-01T00:00:00.000Z',
      ),
    ).toBe(0);
    expect(
      maintenanceFeeDue(
        fold(siteDollarsDecider, [added(2000), fee('2026-03')]),
        '2026-06-01T00:00:00.000Z',
      ),
    ).toBe(200);
  });
});
