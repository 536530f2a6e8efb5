import { describe, expect, it } from '@jest/globals';
import { ProjectionHarness } from '../testing/projection-harness.js';
import { CHARGES, chargesProjection, CREATOR_BALANCES } from './charges.projection.js';

const PAID_AT = '2026-01-10T12:00:00.000Z';
const pair = { customerId: 'cus-1', creatorId: 'cre-1' };
const reversal = {
  chargeId: 'tip-1',
  source: 'tip',
  ...pair,
  originalAmountCents: 2000,
  originalPaidAt: PAID_AT,
  reason: 'asked',
};

function events(h: ProjectionHarness) {
  return [
    h.streamEvent(
      'tips-cus-1-cre-1',
      'TipSent',
      {
        tipId: 'tip-1',
        ...pair,
        amountCents: 2000,
        platformFeeCents: 600,
        message: '',
        listingId: null,
        fromChat: false,
        gatewayReference: 'sbx-1',
      },
      PAID_AT,
    ),
    h.streamEvent(
      'subscription-sub-1',
      'SubscriptionCharged',
      {
        subscriptionId: 'sub-1',
        ...pair,
        kind: 'feed',
        chargeId: 'ch-1',
        amountCents: 1000,
        platformFeeCents: 300,
        renewal: false,
        gatewayReference: 'sbx-2',
        periodStart: PAID_AT,
        periodEnd: '2026-02-10T12:00:00.000Z',
      },
      PAID_AT,
    ),
    h.streamEvent(
      'charge-tip-1',
      'PaymentRefunded',
      { refundId: 'ref-1', ...reversal, amountCents: 500 },
      '2026-02-01T00:00:00.000Z',
    ),
    h.streamEvent(
      'charge-tip-1',
      'ChargebackReceived',
      {
        chargebackId: 'cb-1',
        ...reversal,
        amountCents: 1500,
        chargebackFeeCents: 1500,
        reason: 'fraud',
      },
      '2026-02-02T00:00:00.000Z',
    ),
  ];
}

describe('charges projection', () => {
  it('keeps every payment by charge id with what was reversed of it', async () => {
    const h = new ProjectionHarness(chargesProjection);
    await h.run(events(h));
    expect(h.doc(CHARGES, 'tip-1')).toMatchObject({
      source: 'tip',
      amountCents: 2000,
      platformFeeCents: 600,
      paidAt: PAID_AT,
      gatewayReference: 'sbx-1',
      streamId: 'tips-cus-1-cre-1',
      refundedCents: 500,
      chargedBackCents: 1500,
      reversals: [
        { id: 'ref-1', kind: 'refund', amountCents: 500 },
        { id: 'cb-1', kind: 'chargeback', amountCents: 1500 },
      ],
    });
    expect(h.doc(CHARGES, 'ch-1')).toMatchObject({
      source: 'subscription',
      amountCents: 1000,
      refundedCents: 0,
    });
  });

  it('reversals lower the balance, never the gross', async () => {
    const h = new ProjectionHarness(chargesProjection);
    await h.run(events(h));
    expect(h.doc(CREATOR_BALANCES, 'cre-1')).toMatchObject({
      grossCents: 3000,
      feeCents: 900,
      reversedCents: 500 + 1500 + 1500,
      availableCents: 3000 - 900 - 3500,
    });
  });

  it('counts a refund when the processor refunded it, never while it is only held or refused', async () => {
    const h = new ProjectionHarness(chargesProjection);
    const [tip] = events(new ProjectionHarness(chargesProjection));
    if (!tip) throw new Error('no tip');
    const charge = 'charge-tip-1';
    await h.run([
      h.streamEvent(tip.streamId, tip.type, tip.data, PAID_AT),
      h.streamEvent(charge, 'RefundRequested', {
        refundId: 'ref-0',
        ...reversal,
        amountCents: 2000,
      }),
      h.streamEvent(charge, 'RefundFailed', {
        refundId: 'ref-0',
        chargeId: 'tip-1',
        reason: 'amount_exceeds_charge',
      }),
      h.streamEvent(charge, 'RefundRequested', {
        refundId: 'ref-1',
        ...reversal,
        amountCents: 500,
      }),
    ]);
    expect(h.doc(CHARGES, 'tip-1')).toMatchObject({ refundedCents: 0, reversals: [] });
    expect(h.doc(CREATOR_BALANCES, 'cre-1')).toMatchObject({ reversedCents: 0 });
    await h.run([
      h.streamEvent(charge, 'PaymentRefunded', {
        refundId: 'ref-1',
        ...reversal,
        amountCents: 500,
        processorRefundId: 're_1',
      }),
    ]);
    expect(h.doc(CHARGES, 'tip-1')).toMatchObject({
      refundedCents: 500,
      reversals: [{ id: 'ref-1', kind: 'refund', amountCents: 500 }],
    });
    expect(h.doc(CREATOR_BALANCES, 'cre-1')).toMatchObject({ reversedCents: 500 });
  });

  it('replaying the same events twice changes nothing', async () => {
    const h = new ProjectionHarness(chargesProjection);
    const all = events(h);
    await h.run(all);
    const once = h.snapshot();
    await h.run(all);
    expect(h.snapshot()).toEqual(once);
  });
});
