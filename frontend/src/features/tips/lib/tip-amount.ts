import { parseMoneyText, TIP_MAX_CENTS, TIP_MESSAGES, TIP_MIN_CENTS } from '@flirtwire/contracts';

export type TipAmount =
  | { readonly ok: true; readonly cents: number; readonly text: string }
  | { readonly ok: false; readonly error: string };

/**
 * Spec 000 §5 money amount: digits with up to 2 decimals, $1 to $1,000. A leading '$' and
 * thousands commas, as people type them, are allowed; the API receives plain decimal text.
 *
 * @example parseTipAmount('$12.34') → { ok: true, cents: 1234, text: '12.34' }
 */
export function parseTipAmount(input: string): TipAmount {
  const text = input
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,(?=\d{3}(?:\D|$))/g, '');
  const cents = parseMoneyText(text);
  if (cents === null) return { ok: false, error: TIP_MESSAGES.amountFormat };
  if (cents < TIP_MIN_CENTS || cents > TIP_MAX_CENTS)
    return { ok: false, error: TIP_MESSAGES.amountRange };
  return { ok: true, cents, text };
}
