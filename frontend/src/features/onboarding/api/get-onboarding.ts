import { type OnboardingView, OnboardingViewSchema } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { onboardingKeys } from './keys';

/** GET /feeds/onboarding: my checklist (each step done, and which one is enabled). */
async function getOnboarding(signal?: AbortSignal): Promise<OnboardingView> {
  return OnboardingViewSchema.parse(
    await api<unknown>('/feeds/onboarding', signal ? { signal } : {}),
  );
}

const onboardingQuery = queryOptions({
  queryKey: onboardingKeys.checklist(),
  queryFn: ({ signal }) => getOnboarding(signal),
  staleTime: 0,
});

/**
 * The price step is recorded by a background process once the price is saved, so while a
 * price is on file but the step has not moved yet, the checklist asks again every 2 s.
 */
export function useOnboarding(waitingForOffering: boolean) {
  return useQuery({
    ...onboardingQuery,
    refetchInterval: (query) =>
      waitingForOffering && query.state.data?.onboarding_step === 'accepted_2257' ? 2_000 : false,
  });
}
