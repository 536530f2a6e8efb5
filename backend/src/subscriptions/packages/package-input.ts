import {
  type CreatePackageBody,
  moneyInputCents,
  PRICE_MAX_WITH_PACKAGES_CENTS,
  PRICE_MAX_WITHOUT_PACKAGES_CENTS,
  type CommandResult,
  type ManagedPackageView,
  type PackagePerks,
} from '@flirtwire/contracts';
import type { MoneyFacts } from '../money-facts.js';

/** What package commands answer: where the change landed, the package, the spec's message. */
export interface PackageCommandResult extends CommandResult {
  readonly package: ManagedPackageView | null;
  readonly message: string;
}

export function perksOf(body: Omit<CreatePackageBody, 'rate' | 'status'>): PackagePerks {
  return {
    feedAccess: body.feedAccess,
    freeMinutes: body.freeMinutes,
    callsPerSessionAmount: body.callsPerSessionAmount,
    callsLimitByPeriod: body.callsLimitByPeriod,
    callsPerPeriodAmount: body.callsPerPeriodAmount,
    freeVolleys: body.freeVolleys,
    volleysPerPeriodAmount: body.volleysPerPeriodAmount,
  };
}

export const rateCentsOf = (rate: CreatePackageBody['rate'], fallback: number): number | null =>
  rate === undefined ? fallback : moneyInputCents(rate);

/**
 * The package rules that depend on flags: the price ceiling, and the volley perk (the
 * free_chat_volleys flag plus chat enabled on the Flirt's account; chat belongs to another
 * module, so an active Flirt counts as chat enabled here).
 */
export function packageLimits(facts: MoneyFacts): {
  maxRateCents: number;
  volleysAllowed: boolean;
} {
  return {
    maxRateCents: facts.flag('recurring_package_tributes')
      ? PRICE_MAX_WITH_PACKAGES_CENTS
      : PRICE_MAX_WITHOUT_PACKAGES_CENTS,
    volleysAllowed: facts.flag('free_chat_volleys'),
  };
}
