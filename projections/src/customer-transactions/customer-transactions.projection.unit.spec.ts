import { describe, expect, it } from '@jest/globals';
import { ProjectionHarness } from '../testing/projection-harness.js';
import {
  CUSTOMER_TRANSACTIONS,
  type CustomerTransactionDoc,
  customerTransactionsProjection,
} from './customer-transactions.projection.js';

const AT = '2026-01-10T12:00:00.000Z';
const customerId = '0190a000-0000-7000-8000-00000000c001';
const creatorId = '0190a000-0000-7000-8000-00000000f001';
const pair = { customerId, creatorId };
const fee = { platformFeeCents: 0 };
const tip = (tipId: string, fromChat: boolean) => ({
  tipId,
  ...pair,
  amountCents: 500,
  ...fee,
  message: '',
  listingId: null,
  fromChat,
});
const charged = (chargeId: string, kind: 'feed' | 'package' | 'tribute') => ({
  subscriptionId: `sub-${kind}`,
  ...pair,
  kind,
  chargeId,
  amountCents: 999,
  ...fee,
  renewal: kind === 'tribute',
  gatewayReference: 'sbx',
  periodStart: AT,
  periodEnd: '2026-02-10T12:00:00.000Z',
});

function purchases(h: ProjectionHarness) {
  return [
    h.event('TipSent', tip('tip-1', false), AT),
    h.event('TipSent', tip('gift-1', true), AT),
    h.event('SubscriptionCharged', charged('sub-ch-1', 'feed'), AT),
    h.event('SubscriptionCharged', charged('pkg-ch-1', 'package'), AT),
    h.event('SubscriptionCharged', charged('trib-ch-1', 'tribute'), AT),
    h.event('ChatVolleyBilled', {
      volleyId: 'v1',
      chargeId: 'chat-volley-v1',
      ...pair,
      chatId: 'chat-1',
      at: AT,
      amountCents: 99,
      ...fee,
    }),
    // A volley the package perk paid: the customer paid nothing.
    h.event('ChatVolleyBilled', {
      volleyId: 'v2',
      chargeId: 'chat-volley-v2',
      ...pair,
      chatId: 'chat-1',
      at: AT,
      amountCents: 0,
      ...fee,
    }),
    h.event('PaidMailSold', {
      mailId: 'm1',
      chargeId: 'paid-mail-m1',
      ...pair,
      at: AT,
      amountCents: 250,
      ...fee,
    }),
    h.event('GoodiesSold', {
      saleId: 's1',
      chargeId: 'goody-sale-s1',
      ...pair,
      goodyBagId: 'bag-1',
      title: 'Beach set',
      at: AT,
      amountCents: 1_500,
      ...fee,
    }),
    h.event('CallCompleted', {
      callId: 'c1',
      chargeId: 'call-c1',
      ...pair,
      startedAt: AT,
      at: AT,
      minutes: 4,
      freeMinutes: 1,
      rateCents: 299,
      amountCents: 897,
      ...fee,
    }),
    h.event('SiteDollarsAdded', {
      topUpId: 'top-1',
      customerId,
      amountCents: 2_000,
      gatewayReference: 'sbx-top',
      at: AT,
    }),
  ];
}

describe('customer transactions projection', () => {
  it('lists every charge the customer paid once, with its channel', async () => {
    const h = new ProjectionHarness(customerTransactionsProjection);
    await h.run(purchases(h));
    const rows = h.docs<CustomerTransactionDoc>(CUSTOMER_TRANSACTIONS);
    expect(Object.fromEntries(rows.map((r) => [r._id, [r.channel, r.amountCents]]))).toEqual({
      'tip-1': ['tip', 500],
      'gift-1': ['chat_gift', 500],
      'sub-ch-1': ['subscription', 999],
      'pkg-ch-1': ['package', 999],
      'trib-ch-1': ['tribute', 999],
      'chat-volley-v1': ['chat_volley', 99],
      'paid-mail-m1': ['paid_mail', 250],
      'goody-sale-s1': ['goody_bag', 1_500],
      'call-c1': ['call', 897],
      'top-1': ['site_dollars', 2_000],
    });
    expect(h.doc(CUSTOMER_TRANSACTIONS, 'call-c1')).toMatchObject({
      customerId,
      creatorId,
      description: '4 min at $2.99/min, 1 free',
      purchaseId: 'call-c1',
    });
    // A balance spend names a goody bag by its sale id.
    expect(h.doc(CUSTOMER_TRANSACTIONS, 'goody-sale-s1')).toMatchObject({
      purchaseId: 's1',
      description: 'Beach set',
    });
    expect(h.doc(CUSTOMER_TRANSACTIONS, 'top-1')).toMatchObject({ creatorId: null });
    // Each row's notice goes to the customer only.
    expect(new Set(h.ops.map((op) => op.owner))).toEqual(new Set([`user:${customerId}`]));
  });

  it('records refunds and chargebacks once against their charge; replaying changes nothing', async () => {
    const h = new ProjectionHarness(customerTransactionsProjection);
    const reversal = {
      chargeId: 'call-c1',
      source: 'call',
      ...pair,
      originalAmountCents: 897,
      originalPaidAt: AT,
      reason: 'asked',
    };
    const events = [
      ...purchases(h),
      h.event('PaymentRefunded', { refundId: 'r1', ...reversal, amountCents: 300 }),
      h.event('ChargebackReceived', {
        chargebackId: 'cb1',
        ...reversal,
        amountCents: 597,
        chargebackFeeCents: 1_500,
      }),
      h.event('SiteDollarsTopUpReversed', {
        reversalId: 'tr1',
        customerId,
        topUpId: 'top-1',
        kind: 'refund',
        amountCents: 2_000,
        debitedCents: 2_000,
        reason: 'asked',
        at: AT,
      }),
    ];
    await h.run(events);
    const once = h.snapshot();
    await h.run(events);
    expect(h.snapshot()).toEqual(once);
    expect(h.doc(CUSTOMER_TRANSACTIONS, 'call-c1')).toMatchObject({
      refundedCents: 300,
      chargedBackCents: 597,
      reversals: [
        { id: 'r1', kind: 'refund', amountCents: 300 },
        { id: 'cb1', kind: 'chargeback', amountCents: 597 },
      ],
    });
    expect(h.doc(CUSTOMER_TRANSACTIONS, 'top-1')).toMatchObject({ refundedCents: 2_000 });
  });
});
