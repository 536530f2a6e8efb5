/** Browser storage key of the analytics consent, granted when the cookies banner is dismissed. */
const ANALYTICS_CONSENT_KEY = 'analytics-consent';

export function grantAnalyticsConsent(
  storage: Pick<Storage, 'setItem'> = window.localStorage,
): void {
  try {
    storage.setItem(ANALYTICS_CONSENT_KEY, 'granted');
  } catch {
    // Storage refused (private mode): no analytics, which is the safe side.
  }
}
