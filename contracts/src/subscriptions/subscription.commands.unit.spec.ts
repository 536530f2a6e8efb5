import { describe, expect, it } from '@jest/globals';
import {
  CreatePackageBody,
  moneyInputCents,
  PACKAGE_ERROR_SECTIONS,
  PACKAGE_MESSAGES,
  packageErrorSection,
  PRICE_MAX_WITH_PACKAGES_CENTS,
  PRICE_MAX_WITHOUT_PACKAGES_CENTS,
  PRICE_MESSAGES,
} from './subscription.commands.js';

describe('package form rules (spec 000 §5)', () => {
  it('defaults the perks as the spec does: 10 calls a month of 3 minutes, limited per month, 20 volleys', () => {
    expect(CreatePackageBody.parse({})).toEqual({
      status: 'public_package',
      feedAccess: false,
      freeMinutes: false,
      callsPerSessionAmount: 3,
      callsLimitByPeriod: true,
      callsPerPeriodAmount: 10,
      freeVolleys: false,
      volleysPerPeriodAmount: 20,
    });
  });

  it('words the price messages verbatim, with the ceiling of the flag in force', () => {
    expect(PRICE_MESSAGES.range(PRICE_MAX_WITH_PACKAGES_CENTS)).toBe(
      'Package rate should be from $3.99 to $999',
    );
    expect(PRICE_MESSAGES.range(PRICE_MAX_WITHOUT_PACKAGES_CENTS)).toBe(
      'Package rate should be from $3.99 to $50',
    );
    expect(PRICE_MESSAGES.minimum).toBe('Minimum $3.99 USD');
    expect(PRICE_MESSAGES.maximum(PRICE_MAX_WITH_PACKAGES_CENTS)).toBe('Maximum $999 USD');
    expect(PRICE_MESSAGES.maximum(PRICE_MAX_WITHOUT_PACKAGES_CENTS)).toBe('Maximum $50 USD');
    expect(PACKAGE_MESSAGES.calls).toBe('Please enter between 1 and 30 calls.');
    expect(PACKAGE_MESSAGES.volleys).toBe('Please enter between 1 and 999 volleys.');
  });

  it('reads money text as integer cents, never through floating point', () => {
    expect(moneyInputCents('14.99')).toBe(1499);
    expect(moneyInputCents(' 3.9 ')).toBe(390);
    expect(moneyInputCents(0.1 + 0.2)).toBeNull();
    expect(moneyInputCents(19.99)).toBe(1999);
  });

  it('refuses perk amounts outside their ranges with the spec messages', () => {
    const fieldsOf = (body: unknown) => {
      const parsed = CreatePackageBody.safeParse(body);
      return parsed.success
        ? {}
        : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(fieldsOf({ callsPerPeriodAmount: 0 })).toEqual({
      callsPerPeriodAmount: 'Please enter between 1 and 30 calls.',
    });
    expect(fieldsOf({ callsPerPeriodAmount: 31 })).toEqual({
      callsPerPeriodAmount: 'Please enter between 1 and 30 calls.',
    });
    expect(fieldsOf({ volleysPerPeriodAmount: 0 })).toEqual({
      volleysPerPeriodAmount: 'Please enter between 1 and 999 volleys.',
    });
    expect(fieldsOf({ volleysPerPeriodAmount: 1000 })).toEqual({
      volleysPerPeriodAmount: 'Please enter between 1 and 999 volleys.',
    });
    expect(fieldsOf({ callsPerSessionAmount: 6 })).toEqual({
      callsPerSessionAmount: 'Please enter between 1 and 5 minutes.',
    });
    expect(fieldsOf({ callsPerPeriodAmount: 30, volleysPerPeriodAmount: 999 })).toEqual({});
  });

  it('maps every error field to its section of the package form (error mapping by record type)', () => {
    expect(packageErrorSection('rate')).toBe('package');
    expect(packageErrorSection('base')).toBe('package');
    expect(packageErrorSection('callsPerPeriodAmount')).toBe('call_perk');
    expect(packageErrorSection('callsPerSessionAmount')).toBe('call_perk');
    expect(packageErrorSection('freeVolleys')).toBe('volley_perk');
    expect(packageErrorSection('volleysPerPeriodAmount')).toBe('volley_perk');
    expect(packageErrorSection('somethingNew')).toBe('package');
    // Every field of the create form has a section.
    for (const field of Object.keys(CreatePackageBody.shape)) {
      expect({ field, mapped: field in PACKAGE_ERROR_SECTIONS }).toEqual({ field, mapped: true });
    }
  });
});
