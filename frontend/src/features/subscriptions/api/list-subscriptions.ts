import {
  type SubscriptionFilter,
  type SubscriptionsPage,
  SubscriptionsPageSchema,
} from '@flirtwire/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './keys';

/** GET /client_api/subscriptions?filter=&page=: one page (20) of a subscriptions page tab. */
async function listSubscriptions(
  filter: SubscriptionFilter,
  page: number,
  options: { signal?: AbortSignal } = {},
): Promise<SubscriptionsPage> {
  return SubscriptionsPageSchema.parse(
    await api<unknown>('/client_api/subscriptions', {
      query: { filter, page },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

export const subscriptionsQuery = (filter: SubscriptionFilter, page: number) =>
  queryOptions({
    queryKey: [...subscriptionKeys.list(filter), page] as const,
    queryFn: ({ signal }) => listSubscriptions(filter, page, { signal }),
    staleTime: 10_000,
  });

export function useSubscriptions(filter: SubscriptionFilter, page: number) {
  return useQuery({ ...subscriptionsQuery(filter, page), placeholderData: keepPreviousData });
}
