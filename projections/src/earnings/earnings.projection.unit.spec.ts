import { describe, expect, it } from '@jest/globals';
import { ProjectionHarness } from '../testing/projection-harness.js';
import { tipSent } from '../testing/tips.js';
import { EARNINGS_DAYS, EARNINGS_HISTORY, earningsProjection } from './earnings.projection.js';

const flirt = '0190a000-0000-7000-8000-000000000001';
const ann = '0190a000-0000-7000-8000-00000000000a';
const id = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;

describe('earnings projection', () => {
  it('sums gross and fees per Flirt, UTC day and channel, and lists each payment', async () => {
    const h = new ProjectionHarness(earningsProjection);
    const pair = { creatorId: flirt, customerId: ann };
    await h.run([
      h.event(
        'TipSent',
        tipSent(id(1), pair, 1_000, 300, { message: 'x', fromChat: true }),
        '2026-01-15T23:59:00.000Z',
      ),
      h.event(
        'CallCompleted',
        {
          callId: 'c1',
          chargeId: 'call-c1',
          ...pair,
          startedAt: '2026-01-15T10:00:00.000Z',
          at: '2026-01-15T10:12:00.000Z',
          minutes: 12,
          freeMinutes: 2,
          rateCents: 199,
          amountCents: 1_990,
          platformFeeCents: 597,
        },
        '2026-01-16T00:10:00.000Z',
      ),
      h.event(
        'ChatVolleyBilled',
        {
          volleyId: 'v0',
          chargeId: 'chat-volley-v0',
          ...pair,
          chatId: 'ch',
          at: '2026-01-15T10:00:00.000Z',
          amountCents: 0,
          platformFeeCents: 0,
        },
        '2026-01-15T10:00:00.000Z',
      ),
      h.event(
        'SubscriptionCharged',
        {
          subscriptionId: id(2),
          ...pair,
          kind: 'package',
          chargeId: id(3),
          amountCents: 1_499,
          platformFeeCents: 450,
          renewal: true,
          gatewayReference: 'g',
          periodStart: '2026-01-16T00:00:00.000Z',
          periodEnd: '2026-02-16T00:00:00.000Z',
        },
        '2026-01-16T08:00:00.000Z',
      ),
    ]);
    expect(h.doc(EARNINGS_DAYS, `${flirt}:2026-01-15`)).toMatchObject({
      creatorId: flirt,
      day: '2026-01-15',
      gross: { tributes: 1_000, calls: 1_990 },
      fees: { tributes: 300, calls: 597 },
    });
    expect(h.doc(EARNINGS_DAYS, `${flirt}:2026-01-16`)).toMatchObject({
      gross: { recurring: 1_499 },
      fees: { recurring: 450 },
    });
    expect(
      h
        .docs(EARNINGS_HISTORY)
        .map((row): unknown[] => [row._id, row.title, row.description, row.amountCents]),
    ).toEqual([
      [id(1), 'Tribute', 'Tribute sent from chat', 1_000],
      [id(3), 'Package subscription', 'Monthly renewal', 1_499],
      ['call-c1', 'Call', '12 min at $1.99/min, 2 free', 1_990],
    ]);
    expect(h.doc(EARNINGS_HISTORY, 'call-c1')).toMatchObject({
      createdAt: '2026-01-15T10:12:00.000Z',
      btids: 'call-c1',
      channel: 'Calls',
    });
    expect(h.ops.every((op) => op.owner === `creator:${flirt}`)).toBe(true);
  });

  it('books refunds and chargebacks (with their fee) on the day they happen, as negative rows', async () => {
    const h = new ProjectionHarness(earningsProjection);
    const reversal = {
      chargeId: 'call-c1',
      source: 'call',
      customerId: ann,
      creatorId: flirt,
      amountCents: 500,
      originalAmountCents: 1_990,
      originalPaidAt: '2026-01-15T10:12:00.000Z',
      reason: 'dropped call',
    };
    await h.run([
      h.event('PaymentRefunded', { refundId: id(10), ...reversal }, '2026-02-02T09:00:00.000Z'),
      h.event(
        'ChargebackReceived',
        { chargebackId: id(11), ...reversal, chargebackFeeCents: 1_500 },
        '2026-02-03T09:00:00.000Z',
      ),
    ]);
    expect(h.doc(EARNINGS_DAYS, `${flirt}:2026-02-02`)).toMatchObject({
      reversals: { calls: 500 },
    });
    expect(h.doc(EARNINGS_DAYS, `${flirt}:2026-02-03`)).toMatchObject({
      reversals: { calls: 2_000 },
    });
    expect(h.doc(EARNINGS_HISTORY, id(11))).toMatchObject({
      kind: 'chargeback',
      amountCents: -500,
      feeCents: 1_500,
      btids: `call-c1,${id(11)}`,
      description: 'Chargeback of a payment of $19.90, fee $15.00',
    });
  });

  it('changes nothing when a payment is delivered again', async () => {
    const h = new ProjectionHarness(earningsProjection);
    const events = [
      h.event('TipSent', tipSent(id(1), { creatorId: flirt, customerId: ann }, 700, 210)),
    ];
    await h.run(events);
    const once = h.snapshot();
    await h.run(events);
    expect(h.snapshot()).toEqual(once);
  });
});
