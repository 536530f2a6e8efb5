import { describe, expect, it } from '@jest/globals';
import type { CreditCap, SiteDollarEvent } from '@flirtwire/contracts';
import { fold } from '../../shared/domain/decider.js';
import { spec } from '../../test-support/decider-spec.js';
import {
  type ApproveCreditRequest,
  balanceCovers,
  type ChargeMaintenanceFee,
  type FailTopUpRefund,
  type RequestTopUpRefund,
  type GrantSatisfactionCredit,
  type RejectCreditRequest,
  maintenanceFeeDue,
  type ReturnSiteDollars,
  type ReverseTopUp,
  siteDollarsDecider,
  spendOf,
  type SpendSiteDollars,
} from './site-dollars.decider.js';

const customerId = '0190a0b0-0000-7000-8000-00000000d001';
const topUpId = '0190a0b0-0000-7000-8000-00000000d101';
const creditId = '0190a0b0-0000-7000-8000-00000000d201';
const feeId = '0190a0b0-0000-7000-8000-00000000d301';
const feeId2 = '0190a0b0-0000-7000-8000-00000000d302';

const added = (amountCents: number, at = '2025-03-15T10:00:00.000Z'): SiteDollarEvent => ({
  type: 'SiteDollarsAdded',
  data: { topUpId, customerId, amountCents, gatewayReference: 'ch_1', at },
});
const fee = (
  month: string,
  amountCents = 200,
  id = feeId,
  at = `${month}-01T00:00:00.000Z`,
): SiteDollarEvent => ({
  type: 'MaintenanceFeeCharged',
  data: { feeId: id, customerId, month, amountCents, at },
});
const chargeFee = (at: string, id = feeId): ChargeMaintenanceFee => ({
  type: 'ChargeMaintenanceFee',
  feeId: id,
  customerId,
  at,
});

const caps = { perGrantCents: 2500, perRecipientDayCents: 5000, perStaffDayCents: 10_000 };
const otherCreditId = (n: string) => `0190a0b0-0000-7000-8000-00000000d2f${n}`;
const grant = (amountText: string, reason = 'Call dropped'): GrantSatisfactionCredit => ({
  type: 'GrantSatisfactionCredit',
  creditId,
  customerId,
  amountText,
  reason,
  grantedBy: 'staff-1',
  at: '2025-04-01T09:00:00.000Z',
  caps,
  staffCreditedTodayCents: 0,
});
const granted = (
  amountCents: number,
  id = creditId,
  grantedBy = 'staff-1',
  at = '2025-04-01T09:00:00.000Z',
): SiteDollarEvent => ({
  type: 'SatisfactionCreditGranted',
  data: { creditId: id, customerId, amountCents, reason: 'Call dropped', grantedBy, at },
});
const requested = (amountCents: number, cap: CreditCap): SiteDollarEvent => ({
  type: 'SatisfactionCreditRequested',
  data: {
    requestId: creditId,
    customerId,
    amountCents,
    reason: 'Call dropped',
    requestedBy: 'staff-1',
    cap,
    at: '2025-04-01T09:00:00.000Z',
  },
});
const approved = (amountCents: number): SiteDollarEvent => ({
  type: 'SatisfactionCreditApproved',
  data: {
    requestId: creditId,
    customerId,
    amountCents,
    reason: 'Call dropped',
    requestedBy: 'staff-1',
    approvedBy: 'finance-1',
    note: null,
    at: '2025-04-01T12:00:00.000Z',
  },
});
const approve = (by: string): ApproveCreditRequest => ({
  type: 'ApproveCreditRequest',
  requestId: creditId,
  customerId,
  approvedBy: by,
  note: null,
  at: '2025-04-01T12:00:00.000Z',
});
const reject = (by: string): RejectCreditRequest => ({
  type: 'RejectCreditRequest',
  requestId: creditId,
  customerId,
  rejectedBy: by,
  reason: 'Not covered',
  at: '2025-04-01T12:00:00.000Z',
});

describe('site dollars decider', () => {
  it('adds money by card in the range $10 to $500, once per top-up', () => {
    spec(siteDollarsDecider)
      .given([])
      .when({
        type: 'AddSiteDollars',
        topUpId,
        customerId,
        amountText: '20',
        gatewayReference: 'ch_1',
        at: '2025-03-15T10:00:00.000Z',
      })
      .then([added(2000)]);
    spec(siteDollarsDecider)
      .given([added(2000)])
      .when({
        type: 'AddSiteDollars',
        topUpId,
        customerId,
        amountText: '20',
        gatewayReference: 'ch_1',
        at: '2025-03-15T10:00:00.000Z',
      })
      .then([]);
    for (const amountText of ['9.99', '500.01', '0']) {
      spec(siteDollarsDecider)
        .given([])
        .when({
          type: 'AddSiteDollars',
          topUpId,
          customerId,
          amountText,
          gatewayReference: 'ch_1',
          at: '2025-03-15T10:00:00.000Z',
        })
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
    spec(siteDollarsDecider)
      .given([requested(4000, 'per_grant')])
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
    spec(siteDollarsDecider)
      .given([requested(4000, 'per_grant')])
      .when(approve('staff-1'))
      .thenThrows({
        status: 403,
        message:
          'A credit request is decided by someone other than the staff member who asked for it.',
      });
    spec(siteDollarsDecider)
      .given([requested(4000, 'per_grant')])
      .when(reject('staff-1'))
      .thenThrows({ status: 403, code: 'self_approval' });
    spec(siteDollarsDecider)
      .given([requested(4000, 'per_grant')])
      .when(approve(customerId))
      .thenThrows({
        status: 403,
        message: 'You cannot decide a credit request for your own account.',
      });
    spec(siteDollarsDecider)
      .given([])
      .when(approve('finance-1'))
      .thenThrows({ status: 404, message: 'No such credit request.' });
  });

  it('rejects a pending request with a reason, leaving the balance alone', () => {
    spec(siteDollarsDecider)
      .given([requested(4000, 'per_grant')])
      .when(reject('finance-1'))
      .then([
        {
          type: 'SatisfactionCreditRejected',
          data: {
            requestId: creditId,
            customerId,
            amountCents: 4000,
            requestedBy: 'staff-1',
            rejectedBy: 'finance-1',
            reason: 'Not covered',
            at: '2025-04-01T12:00:00.000Z',
          },
        },
      ]);
    spec(siteDollarsDecider)
      .given([requested(4000, 'per_grant')])
      .when({ ...reject('finance-1'), reason: ' ' })
      .thenThrows({ fields: { reason: 'Please give the reason for rejecting the credit.' } });
    expect(
      fold(siteDollarsDecider, [
        requested(4000, 'per_grant'),
        {
          type: 'SatisfactionCreditRejected',
          data: {
            requestId: creditId,
            customerId,
            amountCents: 4000,
            requestedBy: 'staff-1',
            rejectedBy: 'finance-1',
            reason: 'Not covered',
            at: '2025-04-01T12:00:00.000Z',
          },
        },
      ]).balanceCents,
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

describe('spending site dollars', () => {
  const spendId = '0190a0b0-0000-7000-8000-00000000d401';
  const returnId = '0190a0b0-0000-7000-8000-00000000d501';
  const reversalId = '0190a0b0-0000-7000-8000-00000000d601';
  const at = '2025-04-01T12:00:00.000Z';
  const spend = (amountCents: number, purchaseId = 'tip-1'): SpendSiteDollars => ({
    type: 'SpendSiteDollars',
    spendId,
    customerId,
    purchaseId,
    amountCents,
    description: 'Tribute',
    at,
  });
  const spent = (amountCents: number, purchaseId = 'tip-1'): SiteDollarEvent => ({
    type: 'SiteDollarsSpent',
    data: { spendId, customerId, purchaseId, amountCents, description: 'Tribute', at },
  });
  const returned = (amountCents: number): SiteDollarEvent => ({
    type: 'SiteDollarsReturned',
    data: {
      returnId,
      customerId,
      spendId,
      purchaseId: 'tip-1',
      amountCents,
      reason: 'Refund',
      at,
    },
  });
  const reverse = (
    kind: 'refund' | 'chargeback',
    amountCents: number | null,
    id = reversalId,
  ): ReverseTopUp => ({
    type: 'ReverseTopUp',
    reversalId: id,
    customerId,
    topUpId,
    kind,
    amountCents,
    reason: 'Asked for it back',
    at,
  });

  it('pays a purchase the balance covers in full, and spending wakes the account', () => {
    spec(siteDollarsDecider)
      .given([added(2000)])
      .when(spend(500))
      .then([spent(500)]);
    spec(siteDollarsDecider)
      .given([added(2000)])
      .when(spend(2000))
      .then([spent(2000)]);
    const state = fold(siteDollarsDecider, [added(2000), spent(500)]);
    expect(state.balanceCents).toBe(1500);
    expect(state.lastActivityAt).toBe(at);
    expect(balanceCovers(state, 1500)).toBe(true);
    expect(balanceCovers(state, 1501)).toBe(false);
  });

  it('refuses to overdraw: a balance short of the whole price pays nothing (the card pays)', () => {
    spec(siteDollarsDecider)
      .given([added(2000), spent(1800, 'tip-0')])
      .when(spend(500))
      .thenThrows({ code: 'insufficient_site_dollars', status: 422 });
    spec(siteDollarsDecider)
      .given([])
      .when(spend(100))
      .thenThrows({ code: 'insufficient_site_dollars' });
  });

  it('spends once per purchase: a retried purchase debits once', () => {
    spec(siteDollarsDecider)
      .given([added(2000), spent(500)])
      .when(spend(500))
      .then([]);
    expect(spendOf(fold(siteDollarsDecider, [added(2000), spent(500)]), 'tip-1')).toMatchObject({
      spendId,
      amountCents: 500,
    });
  });

  it('returns a refunded purchase to the balance, never more than was spent, once per refund', () => {
    const refund = (amountCents: number, id = returnId): ReturnSiteDollars => ({
      type: 'ReturnSiteDollars',
      returnId: id,
      customerId,
      purchaseId: 'tip-1',
      amountCents,
      reason: 'Refund',
      at,
    });
    spec(siteDollarsDecider)
      .given([added(2000), spent(500)])
      .when(refund(500))
      .then([returned(500)]);
    spec(siteDollarsDecider)
      .given([added(2000), spent(500), returned(500)])
      .when(refund(500))
      .then([]);
    spec(siteDollarsDecider)
      .given([added(2000), spent(500), returned(300)])
      .when(refund(300, '0190a0b0-0000-7000-8000-00000000d502'))
      .thenThrows({ fields: { amount_text: expect.stringContaining('$2.00') } });
    spec(siteDollarsDecider)
      .given([added(2000)])
      .when(refund(100))
      .thenThrows({ code: 'not_paid_from_balance' });
    expect(fold(siteDollarsDecider, [added(2000), spent(500), returned(500)]).balanceCents).toBe(
      2000,
    );
  });

  it('refunds a top-up to the card only from what is still on the balance', () => {
    spec(siteDollarsDecider)
      .given([added(2000)])
      .when(reverse('refund', null))
      .then([
        {
          type: 'SiteDollarsTopUpReversed',
          data: {
            reversalId,
            customerId,
            topUpId,
            kind: 'refund',
            amountCents: 2000,
            debitedCents: 2000,
            reason: 'Asked for it back',
            at,
          },
        },
      ]);
    spec(siteDollarsDecider)
      .given([added(2000), spent(1500)])
      .when(reverse('refund', null))
      .thenThrows({
        fields: {
          amount_text:
            "Only $5.00 of this top-up is still on the customer's balance, so at most that can be refunded.",
        },
      });
    spec(siteDollarsDecider)
      .given([added(2000)])
      .when(reverse('refund', 2001))
      .thenThrows({ status: 400 });
  });

  describe('a top-up refund held before the processor is asked', () => {
    const r2 = '0190a0b0-0000-7000-8000-00000000d702';
    const r3 = '0190a0b0-0000-7000-8000-00000000d703';
    const request = (amountCents: number | null, id = reversalId): RequestTopUpRefund => ({
      type: 'RequestTopUpRefund',
      reversalId: id,
      customerId,
      topUpId,
      amountCents,
      reason: 'Asked for it back',
      at,
    });
    const requested = (amountCents: number, id = reversalId): SiteDollarEvent => ({
      type: 'SiteDollarsTopUpRefundRequested',
      data: { reversalId: id, customerId, topUpId, amountCents, reason: 'Asked for it back', at },
    });
    const fail = (id = reversalId): FailTopUpRefund => ({
      type: 'FailTopUpRefund',
      reversalId: id,
      customerId,
      reason: 'processor_down',
      at,
    });
    const failed = (id = reversalId): SiteDollarEvent => ({
      type: 'SiteDollarsTopUpRefundFailed',
      data: { reversalId: id, customerId, topUpId, reason: 'processor_down', at },
    });
    const reversed = (amountCents: number, debitedCents = amountCents): SiteDollarEvent => ({
      type: 'SiteDollarsTopUpReversed',
      data: {
        reversalId,
        customerId,
        topUpId,
        kind: 'refund',
        amountCents,
        debitedCents,
        reason: 'Asked for it back',
        at,
      },
    });

    it('holds what is still on the balance, counting other pending refunds', () => {
      spec(siteDollarsDecider)
        .given([added(2000)])
        .when(request(500))
        .then([requested(500)]);
      spec(siteDollarsDecider)
        .given([added(2000), spent(1000), requested(400)])
        .when(request(601, r2))
        .thenThrows({
          fields: {
            amount_text:
              "Only $6.00 of this top-up is still on the customer's balance, so at most that can be refunded.",
          },
        });
      spec(siteDollarsDecider)
        .given([added(2000), requested(1500), requested(500, r2)])
        .when(request(100, r3))
        .thenThrows({
          code: 'fully_reversed',
          message: 'This charge has been fully refunded or charged back.',
        });
      spec(siteDollarsDecider)
        .given([added(2000), requested(500)])
        .when(request(500))
        .then([]);
    });

    it('keeps held money from being spent', () => {
      spec(siteDollarsDecider)
        .given([added(2000), requested(1800)])
        .when(spend(500))
        .thenThrows({ code: 'insufficient_site_dollars' });
      expect(balanceCovers(fold(siteDollarsDecider, [added(2000), requested(1800)]), 200)).toBe(
        true,
      );
    });

    it('records what the processor refunded, once, and releases the hold', () => {
      spec(siteDollarsDecider)
        .given([added(2000), requested(500)])
        .when(reverse('refund', 500))
        .then([reversed(500)]);
      spec(siteDollarsDecider)
        .given([added(2000), requested(500), reversed(500)])
        .when(reverse('refund', 500))
        .then([]);
      const after = fold(siteDollarsDecider, [added(2000), requested(500), reversed(500)]);
      expect(after.balanceCents).toBe(1500);
      expect(balanceCovers(after, 1500)).toBe(true);
    });

    it('releases the hold of a refund the processor refused', () => {
      spec(siteDollarsDecider)
        .given([added(2000), requested(2000)])
        .when(fail())
        .then([failed()]);
      spec(siteDollarsDecider)
        .given([added(2000), requested(2000), failed()])
        .when(request(2000, r2))
        .then([requested(2000, r2)]);
      spec(siteDollarsDecider)
        .given([added(2000), requested(2000), failed()])
        .when(fail())
        .then([]);
    });

    it('takes a chargeback even while a refund is held', () => {
      const events = siteDollarsDecider.decide(
        reverse('chargeback', 2000, r3),
        fold(siteDollarsDecider, [added(2000), requested(500)]),
      );
      expect(events).toEqual([
        expect.objectContaining({
          data: expect.objectContaining({ kind: 'chargeback', amountCents: 2000 }),
        }),
      ]);
    });
  });

  it('takes a charged-back top-up from the balance, never below 0, once per dispute', () => {
    const events = siteDollarsDecider.decide(
      reverse('chargeback', 2000),
      fold(siteDollarsDecider, [added(2000), spent(1500)]),
    );
    expect(events).toEqual([
      expect.objectContaining({
        type: 'SiteDollarsTopUpReversed',
        data: expect.objectContaining({ kind: 'chargeback', amountCents: 2000, debitedCents: 500 }),
      }),
    ]);
    const after = fold(siteDollarsDecider, [added(2000), spent(1500), ...events]);
    expect(after.balanceCents).toBe(0);
    expect(siteDollarsDecider.decide(reverse('chargeback', 2000), after)).toEqual([]);
    expect(() =>
      siteDollarsDecider.decide(
        reverse('chargeback', 100, '0190a0b0-0000-7000-8000-00000000d602'),
        after,
      ),
    ).toThrow('This charge has been fully refunded or charged back.');
  });
});
