import type { PackagePerks } from '@flirtwire/contracts';

/**
 * A package's perks for projection tests: feed access, free minutes (3 calls a session, 10 a
 * period) and free volleys (20 a period); `overrides` changes any of them.
 */
export function testPerks(overrides: Partial<PackagePerks> = {}): PackagePerks {
  return {
    feedAccess: true,
    freeMinutes: true,
    callsPerSessionAmount: 3,
    callsLimitByPeriod: true,
    callsPerPeriodAmount: 10,
    freeVolleys: true,
    volleysPerPeriodAmount: 20,
    ...overrides,
  };
}
