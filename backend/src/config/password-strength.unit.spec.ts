import { describe, expect, it } from '@jest/globals';
import { guessablePasswordProblem } from './password-strength.js';

const PRODUCT = ['Flirtwire'];

describe('guessable passwords (issue 31 item 25)', () => {
  it.each([
    ['qwertyuiop123', /keyboard or alphabet run/],
    ['Flirtwire2026!', /the product's name.*a year/],
    ['FLIRTWIRE-admin-2025', /the product's name/],
    ['P@ssw0rd123456', /common password/],
    ['password1234', /common password/],
    ['Summer2026!abc', /common password or word, a year and a keyboard or alphabet run/],
    ['1q2w3e4r5t6y', /./],
    ['asdfghjkl;123', /keyboard or alphabet run/],
    ['zzzzzzzzzzzz9', /keyboard or alphabet run/],
    ['iloveyou', /most common passwords/],
  ])('refuses %s', (password, reason) => {
    expect(guessablePasswordProblem(password, PRODUCT)).toMatch(reason);
  });

  it('refuses a password built on the configured product name', () => {
    expect(guessablePasswordProblem('Lovebirds2026!x', ['Lovebirds'])).toMatch(/product's name/);
  });

  it.each(['Kx4!rWm9#tLq2Vz', 'tundra-Velvet-8-orbit-Quill', 'G7#pX2!vR9@mL4&z'])(
    'accepts a chosen random password: %s',
    (password) => {
      expect(guessablePasswordProblem(password, PRODUCT)).toBeNull();
    },
  );
});
