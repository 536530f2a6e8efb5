import { describe, it } from '@jest/globals';
import { spec } from '../../test-support/decider-spec.js';
import {
  type ChargeCommand,
  chargeDecider,
  type OriginalCharge,
  type ReversalEvent,
} from './charge.decider.js';

const charge: OriginalCharge = {
  chargeId: '0190a0b0-0000-7000-8000-000000000010',
  source: 'subscription',
  customerId: '0190a0b0-0000-7000-8000-000000000002',
  creatorId: '0190a0b0-0000-7000-8000-000000000003',
  amountCents: 1000,
  paidAt: '2026-01-31T10:00:00.000Z',
};
const original = {
  chargeId: charge.chargeId,
  source: charge.source,
  customerId: charge.customerId,
  creatorId: charge.creatorId,
  originalAmountCents: 1000,
  originalPaidAt: charge.paidAt,
};
const refund = (amountCents: number | null, refundId = 'r1'): ChargeCommand => ({
  type: 'Refund',
  refundId,
  charge,
  amountCents,
  reason: 'asked',
});
const refunded = (amountCents: number, refundId = 'r1'): ReversalEvent => ({
  type: 'PaymentRefunded',
  data: { refundId, ...original, amountCents, reason: 'asked' },
});
const chargeback = (amountCents: number, chargebackId = 'cb1', feeCents = 1500): ChargeCommand => ({
  type: 'ReceiveChargeback',
  chargebackId,
  charge,
  amountCents,
  feeCents,
  reason: 'fraud',
});
const chargedBack = (amountCents: number, chargebackId = 'cb1'): ReversalEvent => ({
  type: 'ChargebackReceived',
  data: { chargebackId, ...original, amountCents, reason: 'fraud', chargebackFeeCents: 1500 },
});

describe('charge decider (refunds and chargebacks)', () => {
  it('refunds in part or in full, with the original amount and payment time', () => {
    spec(chargeDecider)
      .given([])
      .when(refund(400))
      .then([refunded(400)]);
    spec(chargeDecider)
      .given([])
      .when(refund(null))
      .then([refunded(1000)]);
    spec(chargeDecider)
      .given([refunded(400)])
      .when(refund(null, 'r2'))
      .then([refunded(600, 'r2')]);
  });

  it('never refunds more than was paid in total', () => {
    spec(chargeDecider)
      .given([refunded(400)])
      .when(refund(601, 'r2'))
      .thenThrows({
        status: 400,
        fields: {
          amount_text: 'The amount cannot be more than the $6.00 still paid on this charge.',
        },
      });
    spec(chargeDecider)
      .given([refunded(1000)])
      .when(refund(1, 'r2'))
      .thenThrows({
        code: 'fully_reversed',
        message: 'This charge has been fully refunded or charged back.',
      });
    spec(chargeDecider).given([]).when(refund(0)).thenThrows({ status: 400 });
  });

  it('takes a chargeback once, within what is still paid', () => {
    spec(chargeDecider)
      .given([refunded(400)])
      .when(chargeback(600))
      .then([chargedBack(600)]);
    spec(chargeDecider)
      .given([chargedBack(600)])
      .when(chargeback(600))
      .then([]);
    spec(chargeDecider)
      .given([refunded(400)])
      .when(chargeback(700))
      .thenThrows({ code: 'chargeback_exceeds_charge', status: 422 });
    spec(chargeDecider)
      .given([chargedBack(1000)])
      .when(refund(null, 'r2'))
      .thenThrows({ code: 'fully_reversed' });
  });

  it('refuses the same dispute reported again with other figures, instead of dropping it', () => {
    spec(chargeDecider)
      .given([chargedBack(300)])
      .when(chargeback(500))
      .thenThrows({
        code: 'chargeback_conflict',
        status: 409,
        message: 'This chargeback was already reported with other details.',
      });
    spec(chargeDecider)
      .given([chargedBack(300)])
      .when(chargeback(300, 'cb1', 2500))
      .thenThrows({ code: 'chargeback_conflict', status: 409 });
    spec(chargeDecider)
      .given([chargedBack(300)])
      .when(chargeback(500, 'cb2'))
      .then([chargedBack(500, 'cb2')]);
  });
});
