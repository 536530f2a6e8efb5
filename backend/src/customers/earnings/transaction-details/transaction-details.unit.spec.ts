import { describe, expect, it } from '@jest/globals';
import type { EarningsHistoryDoc } from '@flirtwire/projections';
import { transactionDetailsOf } from './transaction-details.js';

const row = (overrides: Partial<EarningsHistoryDoc>): EarningsHistoryDoc => ({
  _id: 'tip-1',
  creatorId: 'ann',
  customerId: 'bob',
  createdAt: '2026-11-01T10:00:00.000Z',
  channel: 'Tributes',
  kind: 'payment',
  title: 'Tribute',
  description: 'Tribute',
  amountCents: 10_000,
  feeCents: 3_000,
  btids: 'tip-1',
  ...overrides,
});

describe('transaction details', () => {
  it('shows gross, fee, net and every refund or chargeback of the payment, and nothing of others', () => {
    const payment = row({});
    const refund = row({
      _id: 'refund-1',
      kind: 'refund',
      createdAt: '2026-11-02T10:00:00.000Z',
      amountCents: -2_000,
      feeCents: 0,
      btids: 'tip-1,refund-1',
    });
    const chargeback = row({
      _id: 'cb-1',
      kind: 'chargeback',
      createdAt: '2026-11-03T10:00:00.000Z',
      amountCents: -8_000,
      feeCents: 1_500,
      btids: 'tip-1,cb-1',
    });
    const other = row({
      _id: 'refund-2',
      kind: 'refund',
      amountCents: -500,
      btids: 'tip-2,refund-2',
    });
    const details = transactionDetailsOf(payment, [payment, chargeback, refund, other], 'bob');
    expect(details).toMatchObject({
      gross_cents: 10_000,
      fee_cents: 3_000,
      net_cents: 7_000,
      customer_login: 'bob',
      balance_cents: 7_000 - 2_000 - 9_500,
    });
    expect(details.reversals.map((r) => [r.id, r.amount_cents])).toEqual([
      ['refund-1', -2_000],
      ['cb-1', -9_500],
    ]);
  });
});
