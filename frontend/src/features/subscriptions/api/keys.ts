import type { SubscriptionFilter } from '@flirtwire/contracts';

/** Query keys of the subscriptions feature: every money command refreshes all of them. */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  list: (filter: SubscriptionFilter) => [...subscriptionKeys.all, 'list', filter] as const,
  byAdvisor: (advisorId: string) => [...subscriptionKeys.all, 'advisor', advisorId] as const,
  packageSubscriptions: (advisorId: string) =>
    [...subscriptionKeys.all, 'package-subscriptions', advisorId] as const,
  packages: (advisorId: string) => [...subscriptionKeys.all, 'packages', advisorId] as const,
  advisor: (login: string) => [...subscriptionKeys.all, 'flirt', login.toLowerCase()] as const,
};
