import { describe, expect, it } from '@jest/globals';
import { TIP_MESSAGES } from '@flirtwire/contracts';
import { parseTipAmount } from './tip-amount';

describe('the tribute amount (spec 000 §5: up to 2 decimals, 1 to 1000)', () => {
  it.each([
    ['12.34', 1234],
    ['$12.34', 1234],
    [' 1 ', 100],
    ['1000', 100_000],
    ['1,000.00', 100_000],
    ['999.9', 99_990],
    ['5.5', 550],
  ])('accepts %p as %p cents', (text, cents) => {
    expect(parseTipAmount(text)).toMatchObject({ ok: true, cents });
  });

  it.each(['', 'abc', '12.345', '1.2.3', '-5', '12,34', '1e3'])(
    'refuses %p: not an amount with up to 2 decimals',
    (text) => {
      expect(parseTipAmount(text)).toEqual({ ok: false, error: TIP_MESSAGES.amountFormat });
    },
  );

  it.each(['0', '0.99', '1000.01', '5000'])('refuses %p: outside $1 to $1,000', (text) => {
    expect(parseTipAmount(text)).toEqual({ ok: false, error: TIP_MESSAGES.amountRange });
  });

  it('sends plain decimal text to the API', () => {
    expect(parseTipAmount('$1,000')).toMatchObject({ ok: true, text: '1000' });
  });
});
