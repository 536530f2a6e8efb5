import { describe, expect, it } from '@jest/globals';
import type { SiteDollarEvent } from '@flirtwire/contracts';
import { fold } from '../../shared/domain/decider.js';
import { spec } from '../../test-support/decider-spec.js';
import {
  type ChargeMaintenanceFee,
  maintenanceFeeDue,
  siteDollarsDecider,
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

  it('grants a satisfaction credit of up to $25 with a reason, and no more', () => {
    const grant = (amountText: string, reason = 'Call dropped') => ({
      type: 'GrantSatisfactionCredit' as const,
      creditId,
      customerId,
      amountText,
      reason,
      grantedBy: 'staff-1',
      at: '2025-04-01T09:00:00.000Z',
    });
    spec(siteDollarsDecider)
      .given([])
      .when(grant('25'))
      .then([
        {
          type: 'SatisfactionCreditGranted',
          data: {
            creditId,
            customerId,
            amountCents: 2500,
            reason: 'Call dropped',
            grantedBy: 'staff-1',
            at: '2025-04-01T09:00:00.000Z',
          },
        },
      ]);
    spec(siteDollarsDecider)
      .given([])
      .when(grant('25.01'))
      .thenThrows({
        fields: { amount_text: 'A satisfaction credit is between $0.01 and $25.00.' },
      });
    spec(siteDollarsDecider)
      .given([])
      .when(grant('30'))
      .thenThrows({ status: 400, message: 'A satisfaction credit is between $0.01 and $25.00.' });
    spec(siteDollarsDecider)
      .given([])
      .when(grant('5', '   '))
      .thenThrows({ fields: { reason: 'Please give the reason for the credit.' } });
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
