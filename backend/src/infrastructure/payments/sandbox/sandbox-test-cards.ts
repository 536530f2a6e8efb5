/**
 * Documented test cards of the sandbox processor (any future expiry, any 3-digit CVC, any zip).
 * Any other Luhn-valid number is approved too.
 *
 * | number              | brand      | when added (verification) | charge result            |
 * |---------------------|------------|---------------------------|--------------------------|
 * | 4242 4242 4242 4242 | visa       | verified                  | approved                 |
 * | 5555 5555 5555 4444 | mastercard | verified                  | approved                 |
 * | 3782 822463 10005   | amex       | verified                  | approved                 |
 * | 4000 0000 0000 0002 | visa       | declined (card_declined)  | declined (card_declined) |
 * | 4000 0000 0000 0341 | visa       | verified                  | declined (card_declined) |
 * | 4000 0000 0000 9995 | visa       | verified                  | insufficient_funds       |
 * | 4000 0000 0000 0119 | visa       | verified                  | processor_error          |
 *
 * 0341 is Stripe's card that attaches to a customer but fails every charge: the one to use for
 * a card on file that stops paying.
 */
export const SANDBOX_TEST_CARDS = {
  approve: '4242424242424242',
  approveMastercard: '5555555555554444',
  approveAmex: '378282246310005',
  decline: '4000000000000002',
  declineOnCharge: '4000000000000341',
  insufficientFunds: '4000000000009995',
  processorError: '4000000000000119',
} as const;

export type SandboxBehaviour =
  'approve' | 'decline' | 'decline_on_charge' | 'insufficient_funds' | 'processor_error';

export function behaviourOf(number: string): SandboxBehaviour {
  switch (number) {
    case SANDBOX_TEST_CARDS.decline:
      return 'decline';
    case SANDBOX_TEST_CARDS.declineOnCharge:
      return 'decline_on_charge';
    case SANDBOX_TEST_CARDS.insufficientFunds:
      return 'insufficient_funds';
    case SANDBOX_TEST_CARDS.processorError:
      return 'processor_error';
    default:
      return 'approve';
  }
}

/** The Luhn check digit test every real card number passes. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(number: string): 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown' {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'unknown';
}
