/**
 * Where subscription settings send a Flirt when subscriptions are sold as packages (the
 * recurring-package flag): Manage Packages, or the onboarding variant of a new package while
 * onboarding. Null: the price page is for them.
 */
export function settingsRedirect(priceOnSale: boolean, onboarding: boolean): string | null {
  if (priceOnSale) return null;
  return onboarding ? '/packages/new?onboarding=true' : '/packages';
}
