import { describe, expect, it } from '@jest/globals';
import { expiryInput } from './expiry-input';

/** Types `keys` one at a time into an empty field, as the form does. */
function typed(keys: string): string {
  let value = '';
  for (const key of keys) value = expiryInput(value + key, value);
  return value;
}

describe('the card expiry field (MM/YY)', () => {
  it('inserts the slash after the month as the digits are typed', () => {
    expect(typed('1')).toBe('1');
    expect(typed('12')).toBe('12/');
    expect(typed('1230')).toBe('12/30');
    expect(typed('12/30')).toBe('12/30');
  });
  it('takes a month digit above 1, or a digit and a slash, as the whole month', () => {
    expect(typed('4')).toBe('04/');
    expect(typed('430')).toBe('04/30');
    expect(typed('1/30')).toBe('01/30');
  });
  it('never puts the slash back while deleting', () => {
    expect(expiryInput('12', '12/')).toBe('12');
    expect(expiryInput('1', '12')).toBe('1');
    expect(expiryInput('12/3', '12/30')).toBe('12/3');
  });
  it('keeps a pasted date, a four-digit year included, and drops letters', () => {
    expect(expiryInput('12/40', '')).toBe('12/40');
    expect(expiryInput('12/2030', '')).toBe('12/2030');
    expect(expiryInput('1a2b', '')).toBe('12/');
  });
});
