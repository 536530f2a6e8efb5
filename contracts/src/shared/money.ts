import { z } from 'zod';

/** Money is always integer cents, USD. Never floats. */
export const Cents = z.number().int();
export type Cents = z.infer<typeof Cents>;

export const NonNegativeCents = Cents.nonnegative();
export const PositiveCents = Cents.positive();

const MONEY_TEXT = /^\d+(?:\.\d{1,2})?$/;

/**
 * Parses a money amount typed by a person ("12", "12.5", "12.50") into cents without floating
 * point. Spec 000 §5: digits with up to 2 decimals. Returns null for anything else.
 *
 * @example parseMoneyText('12.5') === 1250
 */
export function parseMoneyText(text: string): Cents | null {
  const trimmed = text.trim();
  if (!MONEY_TEXT.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  if (whole.length > 12) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Formats cents as US dollars: 123456 → "$1,234.56". */
export function formatCents(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cents → plain decimal text without a currency sign: 1250 → "12.50". */
export function centsToDecimal(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
