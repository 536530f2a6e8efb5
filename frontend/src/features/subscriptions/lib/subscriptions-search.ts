import { oneOf, searchSchema } from '@/lib/search-schema';

/** The tabs of the subscriptions page, in order, with their `?t=` values (spec 000 §2). */
export const SUBSCRIPTION_TABS = [
  { value: 'active', label: 'Active' },
  { value: 'needs_attention', label: 'Needs Attention' },
  { value: 'expired', label: 'Expired' },
] as const;

export type SubscriptionTab = (typeof SUBSCRIPTION_TABS)[number]['value'];

/** `?t=` preselects a tab; anything else shows Active. */
export const SubscriptionsSearch = searchSchema({
  t: oneOf(['active', 'needs_attention', 'expired']),
});
