import type { ManagedPackageView } from '@flirtwire/contracts';

/** The storefront link that opens this package's dialog (the Flirt shares it). */
export function packageLink(origin: string, login: string, packageId: string): string {
  return `${origin}/${encodeURIComponent(login)}/packages/${encodeURIComponent(packageId)}`;
}

/** Cancellation rate as shown: one decimal at most, with a percent sign. */
export function percentText(rate: number): string {
  return `${String(Math.round(rate * 10) / 10)}%`;
}

/** What a package row offers: toggling, editing, copying and deleting are for live packages. */
export function packageActions(pkg: Pick<ManagedPackageView, 'status'>) {
  const live = pkg.status === 'public_package' || pkg.status === 'private_package';
  return {
    toggle: live,
    edit: pkg.status !== 'deleted_package',
    copy: pkg.status !== 'deleted_package',
    remove: pkg.status !== 'deleted_package',
    setUpFeed: pkg.status === 'pending_onboarding',
  };
}

/** A package's perks as lines, as the Flirt reads them in Manage Packages. */
export function perkLines(
  pkg: Pick<ManagedPackageView, 'feedPerk' | 'callPerk' | 'volleyPerk'>,
): string[] {
  const lines: string[] = [];
  if (pkg.feedPerk) lines.push('Access to all subscriber posts');
  if (pkg.callPerk)
    lines.push(
      `${String(pkg.callPerk.callsPerPeriod)} free ${String(pkg.callPerk.minutesPerCall)}-minute calls ${
        pkg.callPerk.limitByPeriod ? 'per month' : 'in total'
      }`,
    );
  if (pkg.volleyPerk)
    lines.push(`${String(pkg.volleyPerk.volleysPerPeriod)} free chat volleys per month`);
  return lines;
}
