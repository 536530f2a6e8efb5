/** Query keys of the onboarding checklist and the subscription price settings. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  checklist: () => [...onboardingKeys.all, 'checklist'] as const,
  offering: () => [...onboardingKeys.all, 'offering-settings'] as const,
};
