import { describe, expect, it } from '@jest/globals';
import type { PackagePerks } from '@flirtwire/contracts';
import { spec } from '../../test-support/decider-spec.js';
import {
  countsAsPublic,
  type PackageCommand,
  type PackageEvent,
  packageDecider,
  publicLimitApplies,
} from './package.decider.js';

const packageId = '0190a0b0-0000-7000-8000-000000000007';
const creatorId = '0190a0b0-0000-7000-8000-000000000003';
const perks: PackagePerks = {
  feedAccess: true,
  freeMinutes: false,
  callsPerSessionAmount: 3,
  callsLimitByPeriod: true,
  callsPerPeriodAmount: 10,
  freeVolleys: false,
  volleysPerPeriodAmount: 20,
};
const facts = { maxRateCents: 99_900, volleysAllowed: true, otherPublicCount: 0 };
const create = (
  overrides: Partial<Extract<PackageCommand, { type: 'CreatePackage' }>> = {},
): PackageCommand => ({
  type: 'CreatePackage',
  packageId,
  creatorId,
  rateCents: 1499,
  status: 'public_package',
  perks,
  ...facts,
  ...overrides,
});
const created = (
  status: 'public_package' | 'private_package' | 'pending_onboarding' = 'public_package',
  rateCents = 1499,
): PackageEvent => ({
  type: 'PackageCreated',
  data: { packageId, creatorId, rateCents, status, perks },
});
const update = (
  overrides: Partial<Extract<PackageCommand, { type: 'UpdatePackage' }>> = {},
): PackageCommand => ({
  type: 'UpdatePackage',
  rateCents: 1999,
  perks,
  ...facts,
  ...overrides,
});
const deleted: PackageEvent = { type: 'PackageDeleted', data: { packageId, creatorId } };

describe('package decider', () => {
  it('creates a package once', () => {
    spec(packageDecider).given([]).when(create()).then([created()]);
    spec(packageDecider).given([created()]).when(create()).then([]);
  });

  it('prices from $3.99 to $999 with the packages flag, to $50 without', () => {
    spec(packageDecider)
      .given([])
      .when(create({ rateCents: 99_900 }))
      .then([created('public_package', 99_900)]);
    spec(packageDecider)
      .given([])
      .when(create({ rateCents: 399 }))
      .then([created('public_package', 399)]);
    spec(packageDecider)
      .given([])
      .when(create({ rateCents: 398 }))
      .thenThrows({ fields: { rate: 'Minimum $3.99 USD' } });
    spec(packageDecider)
      .given([])
      .when(create({ rateCents: 99_901 }))
      .thenThrows({ fields: { rate: 'Maximum $999 USD' } });
    spec(packageDecider)
      .given([])
      .when(create({ rateCents: 5001, maxRateCents: 5000 }))
      .thenThrows({ fields: { rate: 'Maximum $50 USD' } });
    spec(packageDecider)
      .given([])
      .when(create({ rateCents: null }))
      .thenThrows({ fields: { rate: 'Package rate should be from $3.99 to $999' } });
  });

  it('needs at least one perk, and volleys only where allowed', () => {
    spec(packageDecider)
      .given([])
      .when(create({ perks: { ...perks, feedAccess: false } }))
      .thenThrows({ status: 400, fields: { base: 'Please choose at least one perk.' } });
    spec(packageDecider)
      .given([])
      .when(create({ perks: { ...perks, freeVolleys: true }, volleysAllowed: false }))
      .thenThrows({
        status: 400,
        fields: { freeVolleys: 'Free chat volleys need chat to be enabled on your account.' },
      });
  });

  it('allows 6 public packages, pending_onboarding counting as public; private ones are free', () => {
    spec(packageDecider)
      .given([])
      .when(create({ otherPublicCount: 5 }))
      .then([created()]);
    spec(packageDecider)
      .given([])
      .when(create({ otherPublicCount: 6 }))
      .thenThrows({ code: 'public_package_limit', status: 409 });
    spec(packageDecider)
      .given([])
      .when(create({ otherPublicCount: 6, status: 'pending_onboarding' }))
      .thenThrows({ code: 'public_package_limit' });
    spec(packageDecider)
      .given([])
      .when(create({ otherPublicCount: 6, status: 'private_package' }))
      .then([created('private_package')]);
  });

  it('says when the public limit applies: only a change that adds a public package', () => {
    expect(countsAsPublic('public_package')).toBe(true);
    expect(countsAsPublic('pending_onboarding')).toBe(true);
    expect(countsAsPublic('private_package')).toBe(false);
    expect(countsAsPublic('deleted_package')).toBe(false);
    expect(publicLimitApplies(null, 'public_package')).toBe(true);
    expect(publicLimitApplies(null, 'pending_onboarding')).toBe(true);
    expect(publicLimitApplies(null, 'private_package')).toBe(false);
    expect(publicLimitApplies('private_package', 'public_package')).toBe(true);
    expect(publicLimitApplies('public_package', 'public_package')).toBe(false);
    expect(publicLimitApplies('pending_onboarding', 'public_package')).toBe(false);
    expect(publicLimitApplies('public_package', 'private_package')).toBe(false);
    expect(publicLimitApplies('private_package', undefined)).toBe(false);
  });

  it('edits price and perks, and changes nothing when nothing changed', () => {
    spec(packageDecider)
      .given([created()])
      .when(update())
      .then([{ type: 'PackageUpdated', data: { packageId, creatorId, rateCents: 1999, perks } }]);
    spec(packageDecider)
      .given([created()])
      .when(update({ rateCents: 1499 }))
      .then([]);
    spec(packageDecider).given([]).when(update()).thenThrows({ status: 404 });
    spec(packageDecider)
      .given([created(), deleted])
      .when(update())
      .thenThrows({ code: 'package_deleted', status: 410 });
  });

  it('toggles public and private, within the public limit', () => {
    const toPublic = (otherPublicCount: number): PackageCommand => ({
      type: 'ChangeVisibility',
      status: 'public_package',
      otherPublicCount,
    });
    spec(packageDecider)
      .given([created()])
      .when({ type: 'ChangeVisibility', status: 'private_package', otherPublicCount: 6 })
      .then([
        {
          type: 'PackageVisibilityChanged',
          data: { packageId, creatorId, status: 'private_package' },
        },
      ]);
    spec(packageDecider)
      .given([created('private_package')])
      .when(toPublic(5))
      .then([
        {
          type: 'PackageVisibilityChanged',
          data: { packageId, creatorId, status: 'public_package' },
        },
      ]);
    spec(packageDecider)
      .given([created('private_package')])
      .when(toPublic(6))
      .thenThrows({ code: 'public_package_limit' });
    spec(packageDecider)
      .given([created('pending_onboarding')])
      .when(toPublic(6))
      .then([
        {
          type: 'PackageVisibilityChanged',
          data: { packageId, creatorId, status: 'public_package' },
        },
      ]);
    spec(packageDecider).given([created()]).when(toPublic(6)).then([]);
    spec(packageDecider)
      .given([created(), deleted])
      .when(toPublic(0))
      .thenThrows({ code: 'package_deleted' });
  });

  it('puts the onboarding package on sale when onboarding completes, within the public limit', () => {
    const onSale = (otherPublicCount: number): PackageCommand => ({
      type: 'GoOnSaleAfterOnboarding',
      otherPublicCount,
    });
    const visibility = (status: 'public_package' | 'private_package'): PackageEvent => ({
      type: 'PackageVisibilityChanged',
      data: { packageId, creatorId, status },
    });
    spec(packageDecider)
      .given([created('pending_onboarding')])
      .when(onSale(5))
      .then([visibility('public_package')]);
    // Six others already public (a race past the limit): private, never a seventh public one.
    spec(packageDecider)
      .given([created('pending_onboarding')])
      .when(onSale(6))
      .then([visibility('private_package')]);
    // Repeats and packages that were never pending change nothing.
    spec(packageDecider)
      .given([created('pending_onboarding'), visibility('public_package')])
      .when(onSale(0))
      .then([]);
    spec(packageDecider)
      .given([created('private_package')])
      .when(onSale(0))
      .then([]);
    spec(packageDecider)
      .given([created('pending_onboarding'), deleted])
      .when(onSale(0))
      .then([]);
    spec(packageDecider).given([]).when(onSale(0)).then([]);
  });

  it('deletes permanently, once', () => {
    spec(packageDecider).given([created()]).when({ type: 'DeletePackage' }).then([deleted]);
    spec(packageDecider).given([created(), deleted]).when({ type: 'DeletePackage' }).then([]);
    spec(packageDecider).given([]).when({ type: 'DeletePackage' }).thenThrows({ status: 404 });
  });
});
