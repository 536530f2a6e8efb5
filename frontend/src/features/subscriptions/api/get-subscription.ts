import { type SubscriptionView, SubscriptionViewSchema } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './keys';

/** GET /client_api/subscriptions/{advisorId}: my subscription with one Flirt, and the offer. */
async function getSubscription(
  advisorId: string,
  options: { signal?: AbortSignal } = {},
): Promise<SubscriptionView> {
  return SubscriptionViewSchema.parse(
    await api<unknown>(
      `/client_api/subscriptions/${encodeURIComponent(advisorId)}`,
      options.signal ? { signal: options.signal } : {},
    ),
  );
}

const subscriptionQuery = (advisorId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.byAdvisor(advisorId),
    queryFn: ({ signal }) => getSubscription(advisorId, { signal }),
    staleTime: 10_000,
  });

export function useSubscription(advisorId: string, enabled = true) {
  return useQuery({ ...subscriptionQuery(advisorId), enabled });
}
