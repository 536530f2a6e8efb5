import { describe, expect, it } from '@jest/globals';
import { safeAuthTarget, secondaryAuthTarget } from './secondary-auth';

describe('secondary auth target', () => {
  it.each([
    ['/account/payout', '/account/payout'],
    ['javascript:alert(1)', '/'],
    ['JavaScript:alert(1)', '/'],
    ['https://evil.example/x', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['account', '/'],
    ['', ''],
    // Browsers drop tab, CR and LF from URLs: each of these would be //evil.example.
    ['/\t/evil.example/x', '/'],
    ['/\n/evil.example/x', '/'],
    ['/\r/evil.example/x', '/'],
    ['\t//evil.example/x', '/'],
    ['/\u0000/evil.example', '/'],
  ])('accepts only a same-site path: %s → %s', (value, expected) => {
    expect(safeAuthTarget(value)).toBe(expected);
  });

  it('forwards the other pairs, upper-cases the method and defaults to GET', () => {
    expect(secondaryAuthTarget(new URLSearchParams('auth_to=/x&a=1&b=2'))).toEqual({
      action: '/x',
      method: 'GET',
      fields: [
        ['a', '1'],
        ['b', '2'],
      ],
    });
    expect(secondaryAuthTarget(new URLSearchParams('auth_to=/x&http_method=post'))?.method).toBe(
      'POST',
    );
  });

  it('sends other methods as POST with a method-override field', () => {
    expect(secondaryAuthTarget(new URLSearchParams('auth_to=/x&http_method=delete&id=7'))).toEqual({
      action: '/x',
      method: 'POST',
      fields: [
        ['id', '7'],
        ['_method', 'DELETE'],
      ],
    });
  });

  it('refuses auth_to=/%09/evil.example as the server does', () => {
    expect(
      secondaryAuthTarget(new URLSearchParams('auth_to=/%09/evil.example/steal'))?.action,
    ).toBe('/');
  });

  it('is absent without auth_to', () => {
    expect(secondaryAuthTarget(new URLSearchParams('a=1'))).toBeNull();
  });
});
