import { describe, expect, it } from '@jest/globals';
import { ProjectionHarness } from '../testing/projection-harness.js';
import { tipSent } from '../testing/tips.js';
import {
  reportingMonth,
  TAX_LEDGER_ENTRIES,
  TAX_LEDGER_YEARS,
  taxLedgerProjection,
} from './tax-ledger.projection.js';

const flirt = '0190a000-0000-7000-8000-000000000001';
const ann = '0190a000-0000-7000-8000-00000000000a';
const id = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const pair = { creatorId: flirt, customerId: ann };

function events(h: ProjectionHarness) {
  return [
    h.event('TipSent', tipSent(id(1), pair, 1_000, 300), '2025-01-15T12:00:00.000Z'),
    // 2026-01-01 03:00 UTC is still 31 December 2025 in Los Angeles: tax year 2025, box 5l.
    h.event(
      'GoodiesSold',
      {
        saleId: 's1',
        chargeId: 'goodies-s1',
        ...pair,
        goodyBagId: 'g',
        title: 'Bag',
        at: '2026-01-01T03:00:00.000Z',
        amountCents: 2_500,
        platformFeeCents: 750,
      },
      '2026-01-02T00:00:00.000Z',
    ),
    h.event(
      'SubscriptionCharged',
      {
        subscriptionId: id(2),
        ...pair,
        kind: 'feed',
        chargeId: id(3),
        amountCents: 999,
        platformFeeCents: 300,
        renewal: false,
        gatewayReference: 'g',
        periodStart: '2025-06-01T00:00:00.000Z',
        periodEnd: '2025-07-01T00:00:00.000Z',
      },
      '2025-06-01T12:00:00.000Z',
    ),
    // A free volley is not a payment.
    h.event(
      'ChatVolleyBilled',
      {
        volleyId: 'v',
        chargeId: 'chat-volley-v',
        ...pair,
        chatId: 'c',
        at: '2025-03-01T00:00:00.000Z',
        amountCents: 0,
        platformFeeCents: 0,
      },
      '2025-03-01T00:00:00.000Z',
    ),
    // Refunds and chargebacks never reduce the gross (the projection does not even read them).
    h.event(
      'PaymentRefunded',
      {
        refundId: id(4),
        chargeId: id(1),
        source: 'tip',
        ...pair,
        amountCents: 1_000,
        originalAmountCents: 1_000,
        originalPaidAt: '2025-01-15T12:00:00.000Z',
        reason: 'x',
      },
      '2025-02-01T00:00:00.000Z',
    ),
    // Paying yourself is not a payment to report.
    h.event(
      'TipSent',
      tipSent(id(5), { creatorId: flirt, customerId: flirt }, 5_000, 0),
      '2025-01-15T12:00:00.000Z',
    ),
  ];
}

describe('tax ledger projection', () => {
  it('sums gross and counts transactions per payee, year and reporting month; fees, refunds and free volleys do not count', async () => {
    const h = new ProjectionHarness(taxLedgerProjection);
    await h.run(events(h));
    expect(h.doc(TAX_LEDGER_YEARS, `${flirt}:2025`)).toEqual({
      _id: `${flirt}:2025`,
      payeeId: flirt,
      taxYear: 2025,
      grossCents: 4_499,
      transactions: 3,
      monthCents: { m01: 1_000, m06: 999, m12: 2_500 },
      lastPosition: 3,
    });
    expect(h.doc(TAX_LEDGER_YEARS, `${flirt}:2026`)).toBeNull();
    expect(
      h
        .docs(TAX_LEDGER_ENTRIES)
        .map((e) => [e.type, e.taxYear, e.month, e.amountCents] as unknown[]),
    ).toEqual([
      ['TipSent', 2025, 1, 1_000],
      ['GoodiesSold', 2025, 12, 2_500],
      ['SubscriptionCharged', 2025, 6, 999],
    ]);
  });

  it('changes nothing when the same events are replayed', async () => {
    const h = new ProjectionHarness(taxLedgerProjection);
    const all = events(h);
    await h.run(all);
    const once = h.snapshot();
    await h.run(all);
    expect(h.snapshot()).toEqual(once);
  });

  it('puts months in the reporting time zone (America/Los_Angeles), across daylight saving', () => {
    expect(reportingMonth('2025-01-01T07:59:59.000Z')).toEqual({ taxYear: 2024, month: 12 });
    expect(reportingMonth('2025-01-01T08:00:00.000Z')).toEqual({ taxYear: 2025, month: 1 });
    expect(reportingMonth('2025-08-01T06:59:59.000Z')).toEqual({ taxYear: 2025, month: 7 });
    expect(reportingMonth('2025-08-01T07:00:00.000Z')).toEqual({ taxYear: 2025, month: 8 });
  });
});
