import {
  type SubscriptionFilter,
  type SubscriptionsPage,
  SubscriptionsPageSchema,
} from '@flirtwire/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './keys';

/** GET /client_api/subscriptions?filter=: one tab of the subscriptions page. */
export async function listSubscriptions(
  filter: SubscriptionFilter,
  options: { signal?: AbortSignal } = {},
): Promise<SubscriptionsPage> {
  return SubscriptionsPageSchema.parse(
    await api<unknown>('/client_api/subscriptions', {
      query: { filter },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

export const subscriptionsQuery = (filter: SubscriptionFilter) =>
  queryOptions({
    queryKey: subscriptionKeys.list(filter),
    queryFn: ({ signal }) => listSubscriptions(filter, { signal }),
    staleTime: 10_000,
  });

export function useSubscriptions(filter: SubscriptionFilter) {
  return useQuery({ ...subscriptionsQuery(filter), placeholderData: keepPreviousData });
}
