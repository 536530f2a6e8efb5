import { describe, expect, it } from '@jest/globals';
import type { EventEnvelope } from '@flirtwire/contracts';
import type { FigureDefinition } from '@flirtwire/projections';
import { customerRowE90Figure as figure } from './customer-rows.figures.js';
import { envelopeMaker } from '../../test-support/events.js';

const flirt = '0190a000-0000-7000-8000-000000000001';
const ann = '0190a000-0000-7000-8000-00000000000a';
const bob = '0190a000-0000-7000-8000-00000000000b';
const id = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;

let event = envelopeMaker();
const tip = (n: number, amountCents: number, at: string, customerId = ann) =>
  event(
    'TipSent',
    {
      tipId: id(n),
      creatorId: flirt,
      customerId,
      amountCents,
      platformFeeCents: 0,
      message: '',
      listingId: null,
      fromChat: false,
    },
    at,
  );
const chargeback = (n: number, amountCents: number, paidAt: string, at: string) =>
  event(
    'ChargebackReceived',
    {
      chargebackId: id(n),
      chargeId: id(1),
      source: 'tip',
      creatorId: flirt,
      customerId: ann,
      amountCents,
      originalAmountCents: 5_000,
      originalPaidAt: paidAt,
      reason: 'dispute',
      chargebackFeeCents: 1_500,
    },
    at,
  );

const row = { _id: `${flirt}:${ann}`, creatorId: flirt, customerId: ann, asOf: '2026-04-30' };

function trace(events: readonly EventEnvelope[]) {
  const r = row as unknown as Parameters<FigureDefinition['sources']>[0];
  const counted = events.filter((e) => figure.counts?.(e, r) ?? true);
  return { value: figure.recompute(counted, r), positions: counted.map((e) => e.position) };
}

describe("Last 90D $ recomputed from a pair's money events", () => {
  it("counts the 90 UTC days ending at the row's asOf day, for this pair only", () => {
    event = envelopeMaker();
    expect(
      trace([
        tip(1, 5_000, '2026-01-30T23:59:59.000Z'), // 90 days before asOf: out
        tip(2, 1_000, '2026-01-31T00:00:00.000Z'), // the window's first day
        tip(3, 700, '2026-04-30T12:00:00.000Z'),
        tip(4, 900, '2026-04-30T12:00:00.000Z', bob),
        tip(5, 300, '2026-05-01T00:00:00.000Z'), // after asOf: out
      ]),
    ).toEqual({ value: 1_700, positions: [2, 3] });
  });

  it("takes a reversal off the payment's day, without the chargeback fee", () => {
    event = envelopeMaker();
    expect(
      trace([
        tip(1, 5_000, '2026-03-01T10:00:00.000Z'),
        chargeback(10, 2_000, '2026-03-01T10:00:00.000Z', '2026-04-02T00:00:00.000Z'),
        // Of a payment older than the window: not in this figure.
        chargeback(11, 500, '2025-12-01T10:00:00.000Z', '2026-04-03T00:00:00.000Z'),
      ]),
    ).toEqual({ value: 3_000, positions: [1, 2] });
  });
});
