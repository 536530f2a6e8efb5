import { moneyInputCents, SUBSCRIPTION_MESSAGES as M, TRIBUTE_MAX_CENTS, TRIBUTE_MIN_CENTS, } from '@flirtwire/contracts';
import { ValidationError } from '../../shared/errors.js';
/** A tribute amount in cents: $1 to $1,000, at most 2 decimals (400 on `rate` otherwise). */
export function tributeCents(rate) {
    const cents = moneyInputCents(rate);
    if (cents === null)
        throw new ValidationError({ rate: M.tributeFormat }, M.tributeFormat);
    if (cents < TRIBUTE_MIN_CENTS || cents > TRIBUTE_MAX_CENTS) {
        throw new ValidationError({ rate: M.tributeRange }, M.tributeRange);
    }
    return cents;
}
