import { describe, expect, it } from '@jest/globals';
import type { ComputedFigure, ComputedFigureQuery } from './computed-figure.js';
import { earningsTotalFigures } from './earnings-totals.figures.js';
import { envelopeMaker } from '../../test-support/events.js';

const flirt = '0190a000-0000-7000-8000-000000000001';
const ann = '0190a000-0000-7000-8000-00000000000a';
const other = '0190a000-0000-7000-8000-000000000002';
const id = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;

const event = envelopeMaker();

const pair = { creatorId: flirt, customerId: ann };
const tip = (n: number, amountCents: number, at: string, who = pair) =>
  event(
    'TipSent',
    {
      tipId: id(n),
      ...who,
      amountCents,
      platformFeeCents: amountCents * 0.3,
      message: '',
      listingId: null,
      fromChat: false,
    },
    at,
  );
const reversal = {
  chargeId: 'call-c1',
  source: 'call',
  ...pair,
  amountCents: 500,
  originalAmountCents: 1_990,
  originalPaidAt: '2026-01-15T10:12:00.000Z',
  reason: 'dropped call',
};
const history = [
  tip(1, 1_000, '2026-01-15T23:59:00.000Z'),
  // A call counts on the day it happened (`at`), not on the day it was recorded.
  event(
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
  event(
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
  // Delivered twice: counts once.
  tip(1, 1_000, '2026-01-15T23:59:00.000Z'),
  // Another Flirt's money, and a Flirt tipping herself: neither counts.
  tip(3, 700, '2026-01-15T12:00:00.000Z', { creatorId: other, customerId: ann }),
  tip(4, 900, '2026-01-15T12:00:00.000Z', { creatorId: flirt, customerId: flirt }),
  event('PaymentRefunded', { refundId: id(10), ...reversal }, '2026-02-02T09:00:00.000Z'),
  event(
    'ChargebackReceived',
    { chargebackId: id(11), ...reversal, chargebackFeeCents: 1_500 },
    '2026-02-03T09:00:00.000Z',
  ),
];

function figure(key: string): ComputedFigure {
  const found = earningsTotalFigures.find((f) => f.key === key);
  if (!found) throw new Error(`no figure ${key}`);
  return found;
}

function recompute(key: string, query: Partial<ComputedFigureQuery> = {}) {
  const q: ComputedFigureQuery = { subjectId: flirt, from: null, to: null, part: null, ...query };
  const f = figure(key);
  const counted = history.filter((e) => f.counts?.(e, q) ?? true);
  return { value: f.recompute(counted, q), events: counted.map((e) => e.position) };
}

describe('earnings totals recomputed from the money events', () => {
  it('adds gross and fees per Flirt, each payment once, never a Flirt’s own money', () => {
    expect(recompute('earnings.gross')).toEqual({ value: 2_990, events: [1, 2, 4] });
    expect(recompute('earnings.fees').value).toBe(897);
  });

  it('counts refunds and chargebacks with their fee on the day they happened', () => {
    expect(recompute('earnings.reversals')).toEqual({ value: 2_500, events: [7, 8] });
    expect(recompute('earnings.net').value).toBe(2_990 - 897 - 2_500);
    expect(recompute('earnings.net', { to: '2026-02-02' }).value).toBe(2_990 - 897 - 500);
  });

  it('keeps to the chosen UTC days and channel', () => {
    expect(recompute('earnings.gross', { from: '2026-01-15', to: '2026-01-15' }).value).toBe(2_990);
    expect(recompute('earnings.gross', { from: '2026-01-16' }).value).toBe(0);
    expect(recompute('earnings.gross', { part: 'Calls' }).value).toBe(1_990);
    expect(recompute('earnings.reversals', { part: 'Tributes' }).value).toBe(0);
  });

  it('offers the four totals for Flirts, by channel', () => {
    expect(earningsTotalFigures.map((f) => [f.key, f.subjectKind, f.projection])).toEqual([
      ['earnings.gross', 'flirt', 'earnings'],
      ['earnings.fees', 'flirt', 'earnings'],
      ['earnings.reversals', 'flirt', 'earnings'],
      ['earnings.net', 'flirt', 'earnings'],
    ]);
    expect(figure('earnings.net').parts).toContain('Paid Mail');
  });
});
