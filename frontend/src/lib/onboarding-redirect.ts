import type { CurrentUser } from '@flirtwire/contracts';

/**
 * The unfinished-onboarding rule: a Flirt whose onboarding is not complete goes to their
 * onboarding checklist, unless they are on the step that lets them create their first post
 * (has_offering, or has_package when subscriptions are sold as packages). Null: stay.
 *
 * @example
 * onboardingRedirect({ is_advisor: true, onboarding_complete: false, onboarding_step: 'new', login: 'ann' })
 * // → '/feed/ann/onboarding'
 */
export function onboardingRedirect(
  user: Pick<CurrentUser, 'is_advisor' | 'onboarding_complete' | 'onboarding_step' | 'login'>,
): string | null {
  if (!user.is_advisor || user.onboarding_complete) return null;
  if (user.onboarding_step === 'has_offering' || user.onboarding_step === 'has_package') {
    return null;
  }
  return `/feed/${encodeURIComponent(user.login)}/onboarding`;
}
