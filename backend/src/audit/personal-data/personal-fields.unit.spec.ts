import { describe, expect, it } from '@jest/globals';
import {
  mask,
  maskEmail,
  maskName,
  maskPhone,
  maskTaxId,
  personalKindOf,
} from './personal-fields.js';

describe('masking personal values for auditors', () => {
  it('keeps the first letter of an email address and of its domain, and the top-level domain', () => {
    expect(maskEmail('ann.smith@example.com')).toBe('a***@e***.com');
    expect(maskEmail('x@mail.example.co.uk')).toBe('x***@m***.uk');
    expect(maskEmail('no-at-sign')).toBe('***');
  });

  it('keeps the last four digits of a phone number or tax id', () => {
    expect(maskPhone('+12125551234')).toBe('***-***-1234');
    expect(maskTaxId('123-45-6789')).toBe('***-**-6789');
    expect(maskPhone('12')).toBe('***');
  });

  it('reveals nothing of a date of birth, an address or an unknown personal value', () => {
    expect(mask('date_of_birth', '01/15/1990')).toBe('**/**/****');
    expect(mask('address', '1 Main St')).toBe('***');
    expect(mask('personal', 'anything')).toBe('***');
  });

  it('keeps initials of a legal name', () => {
    expect(maskName('Ann  Smith')).toBe('A*** S***');
  });

  it('knows sealed fields by name and treats unknown ones as personal', () => {
    expect(personalKindOf('sealedEmail')).toBe('email');
    expect(personalKindOf('sealedPin')).toBe('secret');
    expect(personalKindOf('sealedSomethingNew')).toBe('personal');
  });
});
