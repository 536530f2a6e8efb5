import { describe, expect, it } from '@jest/globals';
import { SignInBody, SignUpBody } from './identity.commands.js';
import {
  formatUsCaPhone,
  isValidEmail,
  parseUsCaPhone,
  suggestEmail,
  validateDateOfBirth,
} from './identity.validation.js';
import { safeRedirectTarget } from '../shared/redirects.js';

const today = { year: 2026, month: 3, day: 15 };

describe('date of birth (spec 002 §5)', () => {
  it('is required and must be a real MM/DD/YYYY date', () => {
    for (const text of ['', undefined, '1990-01-01', '13/01/1990', '02/30/1990', '1/2/1990']) {
      expect(validateDateOfBirth(text, today, 'Flirtwire')).toBe(
        'Please enter a valid date of birth.',
      );
    }
  });

  it('cannot be in the future', () => {
    expect(validateDateOfBirth('03/16/2026', today, 'Flirtwire')).toBe(
      'Please enter a valid date of birth.',
    );
  });

  it('needs 18 full years, counted to the day', () => {
    expect(validateDateOfBirth('03/15/2008', today, 'Flirtwire')).toBeNull();
    expect(validateDateOfBirth('03/16/2008', today, 'Flirtwire')).toBe(
      'You must be over 18 to use Flirtwire.',
    );
    expect(validateDateOfBirth('02/29/2008', { year: 2026, month: 2, day: 28 }, 'X')).toBe(
      'You must be over 18 to use X.',
    );
  });
});

describe('email', () => {
  it('matches the pattern', () => {
    expect(isValidEmail('ann@example.com')).toBe(true);
    expect(isValidEmail("o'neil+tag@mail.example.co.uk")).toBe(true);
    for (const bad of ['ann', 'ann@', '@x.com', 'ann@x', 'ann@x.c', 'a b@x.com', 'ann@@x.com']) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });

  it('suggests a fix for typos in common domains and top-level domains', () => {
    expect(suggestEmail('ann@gmial.com')).toBe('ann@gmail.com');
    expect(suggestEmail('ann@gmail.con')).toBe('ann@gmail.com');
    expect(suggestEmail('ann@hotmial.com')).toBe('ann@hotmail.com');
    expect(suggestEmail('ann@yaho.com')).toBe('ann@yahoo.com');
    expect(suggestEmail('ann@mycompany.cmo')).toBe('ann@mycompany.com');
    expect(suggestEmail('ann@gmail.com')).toBeNull();
    expect(suggestEmail('ann@ibm.com')).toBeNull();
    expect(suggestEmail('ann@example.org')).toBeNull();
  });
});

describe('US and Canadian phone numbers', () => {
  it('accepts NANP numbers typed any usual way', () => {
    expect(parseUsCaPhone('(212) 555-0123')).toBe('+12125550123');
    expect(parseUsCaPhone('+1 416 555 0199')).toBe('+14165550199');
    expect(parseUsCaPhone('12125550123')).toBe('+12125550123');
    expect(formatUsCaPhone('+12125550123')).toBe('(212) 555 - 0123');
  });

  it('refuses other numbers', () => {
    for (const bad of ['112 555 0123', '212 155 0123', '911 555 0123', '+44 20 7946 0958', '555']) {
      expect(parseUsCaPhone(bad)).toBeNull();
    }
  });
});

describe('redirect targets', () => {
  it('keeps paths on our own site only', () => {
    expect(safeRedirectTarget('/feed/home?x=1')).toBe('/feed/home?x=1');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil', 'feed', 42]) {
      expect(safeRedirectTarget(bad)).toBeNull();
    }
  });

  it('refuses control characters that browsers drop (/\t/host is //host)', () => {
    for (const bad of [
      '/\t/evil.example/x',
      '/\n/evil.example/x',
      '/\r\n/evil.example',
      ' \t//evil.example',
      '/\u0000x',
      '/\u007f/evil.example',
      '/\u0085/evil.example',
    ]) {
      expect(safeRedirectTarget(bad)).toBeNull();
    }
  });
});

describe('request schemas', () => {
  it('reports every sign-up field with its message at once', () => {
    const result = SignUpBody.safeParse({ email: 'nope', dateOfBirth: '31/12/1990' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      login: 'Please enter a Member Name.',
      email: 'This email address is invalid.',
      password: 'Please enter a password.',
      dateOfBirth: 'Please enter a valid date of birth.',
      memberagmt: 'To continue check the box to accept our Terms of Service.',
    });
  });

  it('checks phone sign-in: US/CA number and a PIN of at most 4 digits', () => {
    expect(SignInBody.safeParse({ type: 'phone', digits: '2125550123', password: '1234' })).toEqual(
      expect.objectContaining({ success: true }),
    );
    const bad = SignInBody.safeParse({ type: 'phone', digits: '12345', password: '12345' });
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a valid US or Canadian phone number.',
      'Please enter your PIN (up to 4 digits).',
    ]);
  });
});
