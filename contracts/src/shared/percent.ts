/**
 * Percentages, which are not money. The money rule (tools/eslint/no-money-math.js) refuses
 * `* 100` and `/ 100` everywhere but the money module and here, so that a percentage says so.
 *
 * @example percent(0.25) === 25; fromPercent(90) === 0.9
 */
export function percent(fraction: number): number {
  return fraction * 100;
}

/** The fraction a percentage stands for: 50 → 0.5. */
export function fromPercent(value: number): number {
  return value / 100;
}

/** Rounds to a number of decimal places, for figures that are not money (ratings, ratios). */
export function roundTo(value: number, places: number): number {
  const scale = 10 ** places;
  return Math.round(value * scale) / scale;
}

/** "12.5%" for 0.125: Intl's percent style, with at most `digits` decimals. */
export function formatPercent(fraction: number, digits = 1): string {
  return fraction.toLocaleString('en-US', { style: 'percent', maximumFractionDigits: digits });
}
