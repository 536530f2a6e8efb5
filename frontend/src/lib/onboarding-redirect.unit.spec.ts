import { describe, expect, it } from '@jest/globals';
import { onboardingRedirect } from './onboarding-redirect';

const flirt = (onboarding_step: string | null, onboarding_complete = false) => ({
  login: 'ann',
  is_advisor: true,
  onboarding_step,
  onboarding_complete,
});

describe('the unfinished-onboarding redirect', () => {
  it('sends a Flirt with unfinished onboarding to the checklist', () => {
    expect(onboardingRedirect(flirt('new'))).toBe('/feed/ann/onboarding');
    expect(onboardingRedirect(flirt('accepted_2257'))).toBe('/feed/ann/onboarding');
  });

  it('lets them stay on the first-post step, once onboarded, and customers anyway', () => {
    expect(onboardingRedirect(flirt('has_offering'))).toBeNull();
    expect(onboardingRedirect(flirt('has_package'))).toBeNull();
    expect(onboardingRedirect(flirt('complete', true))).toBeNull();
    expect(onboardingRedirect({ ...flirt(null), is_advisor: false })).toBeNull();
  });
});
