import { describe, expect, it } from '@jest/globals';
import { ProjectionHarness } from '../testing/projection-harness.js';
import { PAYOUTS, type PayoutDoc, payoutsProjection } from './payouts.projection.js';

const payeeId = '0190a000-0000-7000-8000-000000000001';
const payoutId = '0190a000-0000-7000-8000-0000000000a1';
const periodKey = '2026-11-01';
const stream = `payoutrun-${payeeId}-${periodKey}`;

function history(h: ProjectionHarness) {
  return [
    h.streamEvent(stream, 'PayoutHeld', {
      payeeId,
      periodKey,
      paymentPeriod: 2,
      reason: 'not_verified',
      payableCents: 12_000,
    }),
    h.streamEvent(stream, 'PayoutScheduled', {
      payoutId,
      payeeId,
      periodKey,
      paymentPeriod: 0,
      debitCents: 12_000,
      feeCents: 500,
      amountCents: 11_500,
    }),
    h.streamEvent(stream, 'PayoutSent', { payoutId, payeeId, reference: 'sandbox-1' }),
    h.streamEvent(stream, 'PayoutReturned', {
      payoutId,
      payeeId,
      code: 'R03',
      note: '',
      markedBy: 'f',
    }),
  ];
}

describe('payouts projection', () => {
  it('keeps one row per payee and pay date: held, scheduled, sent, returned', async () => {
    const h = new ProjectionHarness(payoutsProjection);
    const [heldEvent, scheduled, sent, returned] = history(h);
    if (!heldEvent || !scheduled || !sent || !returned) throw new Error('history');
    await h.run([heldEvent]);
    expect(h.doc<PayoutDoc>(PAYOUTS, `${payeeId}:${periodKey}`)).toMatchObject({
      status: 'held',
      holdReason: 'not_verified',
      debitCents: 0,
    });
    await h.run([scheduled, sent]);
    expect(h.doc<PayoutDoc>(PAYOUTS, `${payeeId}:${periodKey}`)).toMatchObject({
      status: 'sent',
      payoutId,
      holdReason: null,
      debitCents: 12_000,
      feeCents: 500,
      amountCents: 11_500,
      reference: 'sandbox-1',
    });
    await h.run([returned]);
    expect(h.doc<PayoutDoc>(PAYOUTS, `${payeeId}:${periodKey}`)).toMatchObject({
      status: 'returned',
      returnCode: 'R03',
    });
    expect(h.docs(PAYOUTS)).toHaveLength(1);
  });

  it('replaying the same events changes nothing', async () => {
    const h = new ProjectionHarness(payoutsProjection);
    const events = history(h);
    await h.run(events);
    const once = h.snapshot();
    await h.run(events);
    expect(h.snapshot()).toEqual(once);
  });
});
