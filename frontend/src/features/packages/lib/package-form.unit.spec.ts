import { describe, expect, it } from '@jest/globals';
import {
  atPublicLimit,
  bodyOf,
  defaultValues,
  type PackageFormContext,
  saveDisabled,
  sectionsOf,
  showsFeedAccess,
  statusOf,
  validate,
} from './package-form';

const context: PackageFormContext = {
  maxRateCents: 99_900,
  volleysAvailable: true,
  contentAvailable: true,
  onboarding: false,
  publicCount: 0,
  publicLimit: 6,
  creating: true,
};

describe('the package form rules', () => {
  it('starts at $14.99, 3 minutes a call, 10 calls a month with the limit on, 20 volleys', () => {
    expect(defaultValues(true)).toEqual({
      rate: '14.99',
      status: 'public_package',
      feedAccess: true,
      freeMinutes: false,
      callsPerSessionAmount: '3',
      callsLimitByPeriod: true,
      callsPerPeriodAmount: '10',
      freeVolleys: false,
      volleysPerPeriodAmount: '20',
    });
  });

  it('keeps the price from $3.99 to the ceiling of the flag in force', () => {
    const at = (rate: string, maxRateCents = 99_900) =>
      validate({ ...defaultValues(true), rate }, { ...context, maxRateCents }).rate;
    expect(at('3.98')).toBe('Minimum $3.99 USD');
    expect(at('3.99')).toBeUndefined();
    expect(at('999')).toBeUndefined();
    expect(at('999.01')).toBe('Maximum $999 USD');
    expect(at('50.01', 5_000)).toBe('Maximum $50 USD');
    expect(at('abc')).toBe('Package rate should be from $3.99 to $999');
    expect(at('1.999', 5_000)).toBe('Package rate should be from $3.99 to $50');
  });

  it('checks the perk amounts only when their perk is on', () => {
    const values = {
      ...defaultValues(true),
      callsPerPeriodAmount: '31',
      callsPerSessionAmount: '6',
      volleysPerPeriodAmount: '0',
    };
    expect(validate(values, context)).toEqual({});
    expect(validate({ ...values, freeMinutes: true, freeVolleys: true }, context)).toEqual({
      callsPerSessionAmount: 'Please enter between 1 and 5 minutes.',
      callsPerPeriodAmount: 'Please enter between 1 and 30 calls.',
      volleysPerPeriodAmount: 'Please enter between 1 and 999 volleys.',
    });
    // Without the monthly limit, the number of calls is not asked.
    expect(
      validate(
        { ...values, freeMinutes: true, callsLimitByPeriod: false, callsPerSessionAmount: '5' },
        context,
      ),
    ).toEqual({});
  });

  it('disables Save while loading, with an error, with no perk, or at the public limit', () => {
    const ok = defaultValues(true);
    expect(saveDisabled(ok, context, false)).toBe(false);
    expect(saveDisabled(ok, context, true)).toBe(true);
    expect(saveDisabled({ ...ok, rate: '2' }, context, false)).toBe(true);
    expect(saveDisabled({ ...ok, feedAccess: false }, context, false)).toBe(true);
    expect(
      saveDisabled({ ...ok, freeMinutes: true, callsPerPeriodAmount: '40' }, context, false),
    ).toBe(true);
    const full = { ...context, publicCount: 6 };
    expect(atPublicLimit(ok, full)).toBe(true);
    expect(saveDisabled(ok, full, false)).toBe(true);
    // A private package can still be created, and an edit is never blocked by the limit.
    expect(saveDisabled({ ...ok, status: 'private_package' }, full, false)).toBe(false);
    expect(saveDisabled(ok, { ...full, creating: false }, false)).toBe(false);
  });

  it('offers feed access only with content and not while onboarding', () => {
    expect(showsFeedAccess(context)).toBe(true);
    expect(showsFeedAccess({ ...context, contentAvailable: false })).toBe(false);
    expect(showsFeedAccess({ ...context, onboarding: true })).toBe(false);
    // Without content and without another perk there is nothing to sell.
    const noContent = { ...context, contentAvailable: false };
    expect(saveDisabled(defaultValues(false), noContent, false)).toBe(true);
    expect(saveDisabled({ ...defaultValues(false), freeMinutes: true }, noContent, false)).toBe(
      false,
    );
  });

  it('sends the onboarding package pending and selling the feed', () => {
    const onboarding = { ...context, onboarding: true, contentAvailable: false };
    expect(saveDisabled(defaultValues(false), onboarding, false)).toBe(false);
    expect(statusOf(defaultValues(false), onboarding)).toBe('pending_onboarding');
    expect(statusOf(defaultValues(false), context)).toBe('public_package');
    expect(bodyOf(defaultValues(false), onboarding)).toMatchObject({
      rate: '14.99',
      feedAccess: true,
      callsPerPeriodAmount: 10,
    });
  });

  it('marks the section a server error belongs to', () => {
    expect([...sectionsOf({ rate: 'x', callsPerPeriodAmount: 'y' })].sort()).toEqual([
      'call_perk',
      'package',
    ]);
    expect([...sectionsOf({ freeVolleys: 'z' })]).toEqual(['volley_perk']);
    expect([...sectionsOf({ somethingElse: 'z' })]).toEqual(['package']);
  });
});
