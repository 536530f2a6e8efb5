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
  type: 'RequestRefund',
  refundId,
  charge,
  amountCents,
  reason: 'asked',
});
const requested = (amountCents: number, refundId = 'r1'): ReversalEvent => ({
  type: 'RefundRequested',
  data: { refundId, ...original, amountCents, reason: 'asked' },
});
const record = (
  amountCents: number,
  refundId = 'r1',
  processorRefundId = 're_1',
): ChargeCommand => ({
  type: 'RecordRefund',
  refundId,
  charge,
  amountCents,
  processorRefundId,
});
const refunded = (
  amountCents: number,
  refundId = 'r1',
  processorRefundId = 're_1',
): ReversalEvent => ({
  type: 'PaymentRefunded',
  data: { refundId, ...original, amountCents, reason: 'asked', processorRefundId },
});
const fail = (refundId = 'r1'): ChargeCommand => ({
  type: 'FailRefund',
  refundId,
  chargeId: charge.chargeId,
  reason: 'amount_exceeds_charge',
});
const failed = (refundId = 'r1'): ReversalEvent => ({
  type: 'RefundFailed',
  data: { refundId, chargeId: charge.chargeId, reason: 'amount_exceeds_charge' },
});
/** A refund held and recorded, as the handler writes it. */
const done = (amountCents: number, refundId = 'r1'): ReversalEvent[] => [
  requested(amountCents, refundId),
  refunded(amountCents, refundId),
];
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
  it('holds a refund in part or in full before the processor is asked', () => {
    spec(chargeDecider)
      .given([])
      .when(refund(400))
      .then([requested(400)]);
    spec(chargeDecider)
      .given([])
      .when(refund(null))
      .then([requested(1000)]);
    spec(chargeDecider)
      .given(done(400))
      .when(refund(null, 'r2'))
      .then([requested(600, 'r2')]);
  });

  it('never holds more than is still paid, counting refunds not yet answered', () => {
    // $4.00 refunded, or asked for and not yet answered: $6.01 is more than is still paid.
    for (const history of [done(400), [requested(400)]]) {
      spec(chargeDecider)
        .given(history)
        .when(refund(601, 'r2'))
        .thenThrows({
          status: 400,
          fields: {
            amount_text: 'The amount cannot be more than the $6.00 still paid on this charge.',
          },
        });
    }
    spec(chargeDecider)
      .given([requested(400), requested(600, 'r2')])
      .when(refund(100, 'r3'))
      .thenThrows({
        code: 'fully_reversed',
        status: 409,
        message: 'This charge has been fully refunded or charged back.',
      });
    spec(chargeDecider).given(done(1000)).when(refund(1, 'r2')).thenThrows({
      code: 'fully_reversed',
      message: 'This charge has been fully refunded or charged back.',
    });
    spec(chargeDecider).given([]).when(refund(0)).thenThrows({ status: 400 });
  });

  it('holds the same refund id once, whatever became of it', () => {
    spec(chargeDecider)
      .given([requested(400)])
      .when(refund(400))
      .then([]);
    spec(chargeDecider).given(done(400)).when(refund(400)).then([]);
    spec(chargeDecider)
      .given([requested(400), failed()])
      .when(refund(400))
      .then([]);
  });

  it('records exactly what the processor refunded, once', () => {
    spec(chargeDecider)
      .given([requested(400)])
      .when(record(400))
      .then([refunded(400)]);
    spec(chargeDecider)
      .given([requested(400)])
      .when(record(300, 'r1', 're_x'))
      .then([refunded(300, 'r1', 're_x')]);
    spec(chargeDecider).given(done(400)).when(record(400)).then([]);
    spec(chargeDecider).given([]).when(record(400)).thenThrows({ code: 'refund_not_requested' });
  });

  it('releases the hold of a refund the processor refused', () => {
    spec(chargeDecider)
      .given([requested(1000)])
      .when(fail())
      .then([failed()]);
    spec(chargeDecider)
      .given([requested(1000), failed()])
      .when(refund(1000, 'r2'))
      .then([requested(1000, 'r2')]);
    spec(chargeDecider)
      .given([requested(1000), failed()])
      .when(fail())
      .then([]);
    spec(chargeDecider).given(done(1000)).when(fail()).then([]);
  });

  it('counts refunds recorded before holds existed', () => {
    spec(chargeDecider)
      .given([refunded(400)])
      .when(refund(null, 'r2'))
      .then([requested(600, 'r2')]);
  });

  it('takes a chargeback once, within what is still paid', () => {
    spec(chargeDecider)
      .given(done(400))
      .when(chargeback(600))
      .then([chargedBack(600)]);
    spec(chargeDecider)
      .given([chargedBack(600)])
      .when(chargeback(600))
      .then([]);
    spec(chargeDecider)
      .given(done(400))
      .when(chargeback(700))
      .thenThrows({ code: 'chargeback_exceeds_charge', status: 422 });
    spec(chargeDecider)
      .given([chargedBack(1000)])
      .when(refund(null, 'r2'))
      .thenThrows({ code: 'fully_reversed' });
  });

  it('takes a chargeback the processor reports even while a refund is pending', () => {
    spec(chargeDecider)
      .given([requested(400)])
      .when(chargeback(1000))
      .then([chargedBack(1000)]);
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
