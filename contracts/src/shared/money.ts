import type { Cents } from './cents.js';

/**
 * THE money module. Money is always integer cents, USD, never floats; text is turned into cents
 * and cents into text only here (an ESLint rule, tools/eslint/no-money-math.js, refuses `* 100`,
 * `/ 100` and `toFixed(2)` anywhere else). Text appears only at the HTTP edge (request parsing,
 * response shaping), at the screen edge (components formatting) and in this module.
 */
export { Cents, NonNegativeCents, PositiveCents } from './cents.js';

const CENTS_PER_DOLLAR = 100;

/** Whole-dollar digits a typed amount may have: 12 keeps every result a safe integer. */
const MAX_WHOLE_DIGITS = 12;

const MONEY_TEXT = /^(\d+)(?:\.(\d{1,2}))?$/;

export interface ParseMoneyOptions {
  /** At most this many digits before the point (default and ceiling 12). */
  readonly maxWholeDigits?: number;
}

/**
 * Parses a money amount typed by a person ("12", "12.5", "12.50", with surrounding blanks) into
 * cents without floating point. Spec 000 §5: digits with up to 2 decimals. Returns null for
 * anything else: a sign, a currency sign, thousands separators, a third decimal, an empty text,
 * or more whole digits than allowed.
 *
 * @example parseMoneyText('12.5') === 1250
 * @example parseMoneyText('$1,234.56') === null
 */
export function parseMoneyText(text: string, options: ParseMoneyOptions = {}): Cents | null {
  const match = MONEY_TEXT.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  const maxWholeDigits = Math.min(options.maxWholeDigits ?? MAX_WHOLE_DIGITS, MAX_WHOLE_DIGITS);
  if (whole.replace(/^0+(?=\d)/, '').length > maxWholeDigits) return null;
  // Digits, not arithmetic on a float: "0.29" is 29 cents, never 28.999999999999996.
  return Number(`${whole}${fraction.padEnd(2, '0')}`);
}

/** A price given as text ("14.99") or as a number of dollars (14.99): cents, or null. */
export function parseMoneyInput(
  input: string | number,
  options: ParseMoneyOptions = {},
): Cents | null {
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return null;
    // String(14.99) is "14.99": the shortest text that reads back as the same number.
    return parseMoneyText(String(input), options);
  }
  return parseMoneyText(input, options);
}

/**
 * Reads back what centsToDecimal wrote (an API's decimal field, "1234.50" or "-5.00"): cents, or
 * null when it is not such a decimal.
 *
 * @example decimalToCents('-12.5') === -1250
 */
export function decimalToCents(text: string): Cents | null {
  const negative = text.startsWith('-');
  const cents = parseMoneyText(negative ? text.slice(1) : text);
  if (cents === null || /\s/.test(text)) return null;
  return negative && cents !== 0 ? -cents : cents;
}

/** Cents of a whole number of dollars: 25 → 2500. */
export function dollarsToCents(dollars: number): Cents {
  if (!Number.isSafeInteger(dollars)) {
    throw new RangeError(`Not a whole number of dollars: ${String(dollars)}`);
  }
  return checked(dollars * CENTS_PER_DOLLAR);
}

function checked(cents: number): Cents {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Money is integer cents; got ${String(cents)}`);
  }
  return cents;
}

function parts(cents: Cents): { sign: string; dollars: number; rest: string } {
  const abs = Math.abs(checked(cents));
  const rest = abs % CENTS_PER_DOLLAR;
  return {
    sign: cents < 0 ? '-' : '',
    // Exact: the difference is a multiple of 100, so the division has no remainder to round.
    dollars: (abs - rest) / CENTS_PER_DOLLAR,
    rest: String(rest).padStart(2, '0'),
  };
}

/**
 * Whole dollars with a comma every three digits, as en-US writes them: 1234567 → "1,234,567".
 * Written out rather than `toLocaleString('en-US')`: the first locale call loads ICU's number
 * data, some 40 ms of a slow phone's start (the mail messages format prices as they load).
 */
function grouped(dollars: number): string {
  return String(dollars).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Formats cents as US dollars: 123456 → "$1,234.56", -5 → "-$0.05". */
export function formatCents(cents: Cents): string {
  const { sign, dollars, rest } = parts(cents);
  return `${sign}$${grouped(dollars)}.${rest}`;
}

/**
 * Like formatCents, without ".00" for whole dollars: 99900 → "$999", 399 → "$3.99" (the spec's
 * price messages, a chart's axis).
 */
export function formatCentsShort(cents: Cents): string {
  const { sign, dollars, rest } = parts(cents);
  const whole = `${sign}$${grouped(dollars)}`;
  return rest === '00' ? whole : `${whole}.${rest}`;
}

/**
 * Cents → plain decimal text without a currency sign or separators, for API fields, form fields
 * and files: 1250 → "12.50", 123456 → "1234.56".
 */
export function centsToDecimal(cents: Cents): string {
  const { sign, dollars, rest } = parts(cents);
  return `${sign}${String(dollars)}.${rest}`;
}

/** The exact sum of amounts in cents (throws past the safe integers rather than round). */
export function sumCents(amounts: Iterable<Cents>): Cents {
  let total = 0;
  for (const amount of amounts) total = checked(total + checked(amount));
  return total;
}

/**
 * The mean of `total` cents over `count` (spenders, payments), rounded to the nearest cent
 * (halves away from zero); 0 when there is nothing to share it among.
 *
 * @example averageCents(1_000, 3) === 333
 */
export function averageCents(total: Cents, count: number): Cents {
  if (count <= 0) return 0;
  const sign = total < 0 ? -1 : 1;
  return sign * Math.round(Math.abs(checked(total)) / count);
}
