import type { Cents } from './money.js';

/**
 * The platform's share of every payment a customer makes to a Flirt, in basis points. The spec
 * does not state it; 30% is the common figure for creator platforms. Each money event records
 * the fee it was charged with (`platformFeeCents`), so changing this rate never rewrites history.
 */
export const PLATFORM_FEE_BASIS_POINTS = 3_000;

export function platformFee(
  amountCents: Cents,
  basisPoints: number = PLATFORM_FEE_BASIS_POINTS,
): Cents {
  return Math.round((amountCents * basisPoints) / 10_000);
}

/** Earnings channels (spec 002 §3) and the windows the dashboards offer. */
export const EARNINGS_CHANNELS = [
  'Calls',
  'Chat',
  'Tributes',
  'Paid Mail',
  'Goodies',
  'Recurring',
] as const;
export type EarningsChannel = (typeof EARNINGS_CHANNELS)[number];

export const EARNINGS_WINDOWS = ['7', '14', '30', '60', '90', '180', '365', 'lifetime'] as const;
export type EarningsWindow = (typeof EARNINGS_WINDOWS)[number];
