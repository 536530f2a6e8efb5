import { describe, expect, it } from '@jest/globals';
import type { EarningsDayDoc } from '@flirtwire/projections';
import { balancesOf } from './payee-balances.js';

const day = (grossCents: number, feeCents: number): EarningsDayDoc => ({
  _id: 'd',
  creatorId: 'c',
  day: '2026-11-01',
  gross: { tributes: grossCents },
  fees: { tributes: feeCents },
});

describe('payee balances', () => {
  it('keeps the balance to keep behind: payable is the balance above it', () => {
    expect(balancesOf([day(10_000, 2_000)], 3_000)).toEqual({
      totalCents: 8_000,
      payableCents: 5_000,
    });
    expect(balancesOf([day(10_000, 2_000)], 9_000).payableCents).toBe(0);
  });

  it('takes standing payouts off the balance and gives failed or returned ones back', () => {
    const days = [day(50_000, 10_000)];
    expect(
      balancesOf(days, 0, [
        { status: 'sent', debitCents: 30_000 },
        { status: 'scheduled', debitCents: 5_000 },
        { status: 'returned', debitCents: 7_000 },
        { status: 'failed', debitCents: 1_000 },
        { status: 'held', debitCents: 0 },
      ]),
    ).toEqual({ totalCents: 5_000, payableCents: 5_000 });
  });
});
