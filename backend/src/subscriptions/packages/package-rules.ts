import { PRICE_MESSAGES, PRICE_MIN_CENTS } from '@flirtwire/contracts';
import { ValidationError } from '../../shared/errors.js';

/**
 * Spec 000 §5 price rule, shared by packages and the subscription price: from $3.99 to the
 * maximum of the flag in force ($999 with recurring_package_tributes, $50 without). Returns the
 * price or throws the spec's message on `rate`.
 */
export function checkPrice(rateCents: number | null, maxCents: number): number {
  if (rateCents === null) throw new ValidationError({ rate: PRICE_MESSAGES.range(maxCents) });
  if (rateCents < PRICE_MIN_CENTS) throw new ValidationError({ rate: PRICE_MESSAGES.minimum });
  if (rateCents > maxCents) throw new ValidationError({ rate: PRICE_MESSAGES.maximum(maxCents) });
  return rateCents;
}
