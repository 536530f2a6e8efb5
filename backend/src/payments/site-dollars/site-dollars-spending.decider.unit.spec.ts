import { describe, expect, it } from '@jest/globals';
import type { SiteDollarEvent } from '@flirtwire/contracts';
import { fold } from '../../shared/domain/decider.js';
import { spec } from '../../test-support/decider-spec.js';
import {
  balanceCovers,
  type FailTopUpRefund,
  type RequestTopUpRefund,
  type ReturnSiteDollars,
  type ReverseTopUp,
  siteDollarsDecider,
  spendOf,
  type SpendSiteDollars,
} from './site-dollars.decider.js';
import { customerId, topUpId, added } from './site-dollars.decider.fixtures.js';

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
  /** A reversal of the top-up, as ReverseTopUp asks and SiteDollarsTopUpReversed records it. */
  const reversal = <Cents extends number | null>(
    kind: 'refund' | 'chargeback',
    amountCents: Cents,
    id = reversalId,
  ) => ({
    reversalId: id,
    customerId,
    topUpId,
    kind,
    amountCents,
    reason: 'Asked for it back',
    at,
  });
  const reverse = (
    kind: 'refund' | 'chargeback',
    amountCents: number | null,
    id = reversalId,
  ): ReverseTopUp => ({ type: 'ReverseTopUp', ...reversal(kind, amountCents, id) });

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
      data: { ...reversal('refund', amountCents), debitedCents },
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
