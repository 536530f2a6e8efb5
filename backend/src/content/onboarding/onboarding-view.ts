import type { OnboardingStep, OnboardingView } from '@flirtwire/contracts';

/** The checklist (spec 000 §4): each button enabled only on its own step, done ones checked. */
export function onboardingView(step: OnboardingStep): OnboardingView {
  const offered = step === 'has_offering' || step === 'has_package';
  return {
    onboarding_step: step,
    onboarding_complete: step === 'complete',
    steps: [
      { name: 'legal_terms', done: step !== 'new', enabled: step === 'new' },
      {
        name: 'set_price',
        done: offered || step === 'complete',
        enabled: step === 'accepted_2257',
      },
      { name: 'first_post', done: step === 'complete', enabled: offered },
    ],
  };
}
