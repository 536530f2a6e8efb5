import type { OfferingSettings } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseLazily } from '@/lib/lazy-parse';
import { onboardingKeys } from './keys';

/**
 * GET /client_api/subscriptions/offerings: my price (cents) and its range; `available` is
 * false when subscriptions are sold as packages (the recurring-package flag).
 */
async function getOfferingSettings(signal?: AbortSignal): Promise<OfferingSettings> {
  return parseLazily(
    'OfferingSettingsSchema',
    api<unknown>('/client_api/subscriptions/offerings', signal ? { signal } : {}),
  );
}

export const offeringSettingsQuery = queryOptions({
  queryKey: onboardingKeys.offering(),
  queryFn: ({ signal }) => getOfferingSettings(signal),
  staleTime: 0,
});

export function useOfferingSettings() {
  return useQuery(offeringSettingsQuery);
}
