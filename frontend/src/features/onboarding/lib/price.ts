import {
  centsToDecimal,
  type OfferingSettings,
  parseMoneyText,
  PRICE_MESSAGES,
} from '@flirtwire/contracts';

export interface PriceCheck {
  /** The price typed, in cents, when it reads as money. */
  readonly cents: number | null;
  /** The spec message to show under the field, if any. */
  readonly error: string | null;
  /** Save stays disabled: nothing typed, a bad amount, out of range, or the same price. */
  readonly blocked: boolean;
  /** A raise over the current price: it needs the Flirt's confirmation first. */
  readonly increase: boolean;
}

/** The subscription price rules: in range, changed, and whether it is a raise. */
export function checkPrice(text: string, settings: OfferingSettings): PriceCheck {
  const current = settings.offering?.rate ?? null;
  if (text.trim() === '') return { cents: null, error: null, blocked: true, increase: false };
  const cents = parseMoneyText(text.replace(/^\s*\$/, ''));
  if (cents === null) {
    return {
      cents: null,
      error: 'Please enter an amount in dollars, with up to 2 decimals.',
      blocked: true,
      increase: false,
    };
  }
  const error =
    cents < settings.min_rate
      ? PRICE_MESSAGES.minimum
      : cents > settings.max_rate
        ? PRICE_MESSAGES.maximum(settings.max_rate)
        : null;
  return {
    cents,
    error,
    blocked: error !== null || cents === current,
    increase: error === null && current !== null && cents > current,
  };
}

/** The price as it is typed back into the field: 999 → "9.99". */
export function priceInput(cents: number): string {
  return centsToDecimal(cents);
}
