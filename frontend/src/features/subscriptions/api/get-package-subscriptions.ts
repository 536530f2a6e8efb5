import { SubscriptionViewSchema } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './keys';

const Answer = z.object({ subscriptions: z.array(SubscriptionViewSchema) });

/** GET /client_api/package_subscriptions?advisor_id=: my package subscriptions with a Flirt. */
async function getPackageSubscriptions(advisorId: string, options: { signal?: AbortSignal } = {}) {
  return Answer.parse(
    await api<unknown>('/client_api/package_subscriptions', {
      query: { advisor_id: advisorId },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  ).subscriptions;
}

const packageSubscriptionsQuery = (advisorId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.packageSubscriptions(advisorId),
    queryFn: ({ signal }) => getPackageSubscriptions(advisorId, { signal }),
    staleTime: 10_000,
  });

export function usePackageSubscriptions(advisorId: string, enabled: boolean) {
  return useQuery({ ...packageSubscriptionsQuery(advisorId), enabled });
}
