import type { CurrentCharge, PackageView } from '@flirtwire/contracts';

/** A package's perks as lines for its card (spec 000 §3 Package perks). */
export function packagePerks(
  pkg: Pick<PackageView, 'feedPerk' | 'callPerk' | 'volleyPerk'>,
): string[] {
  const perks: string[] = [];
  if (pkg.feedPerk) perks.push('Access to all subscriber posts');
  if (pkg.callPerk)
    perks.push(
      `${String(pkg.callPerk.callsPerPeriod)} free ${String(pkg.callPerk.minutesPerCall)}-minute calls ${
        pkg.callPerk.limitByPeriod ? 'per month' : 'in total'
      }`,
    );
  if (pkg.volleyPerk)
    perks.push(`${String(pkg.volleyPerk.volleysPerPeriod)} free chat volleys per month`);
  return perks;
}

/** Spec 000 §4 Perks Used: calls (and volleys) used of the allowance in this period. */
export function perksUsed(charge: CurrentCharge | null): string[] {
  if (!charge) return [];
  const lines: string[] = [];
  if (charge.callBenefit) {
    const used = charge.callBenefit.limitByPeriod
      ? charge.callBenefit.periodCallsUsed
      : charge.callBenefit.totalCallsUsed;
    lines.push(`${String(used)} of ${String(charge.callBenefit.totalCallLimit)} free calls`);
  }
  if (charge.volleyBenefit)
    lines.push(
      `${String(charge.volleyBenefit.periodVolleysUsed)} of ${String(
        charge.volleyBenefit.totalVolleyLimit,
      )} free chat volleys`,
    );
  return lines;
}
