import { z } from 'zod';

/** The tabs of the subscriptions page, in order, with their `?t=` values (spec 000 §2). */
export const SUBSCRIPTION_TABS = [
  { value: 'active', label: 'Active' },
  { value: 'needs_attention', label: 'Needs Attention' },
  { value: 'expired', label: 'Expired' },
] as const;

export type SubscriptionTab = (typeof SUBSCRIPTION_TABS)[number]['value'];

/** `?t=` preselects a tab; anything else shows Active. */
export const SubscriptionsSearch = z.object({
  t: z.enum(['active', 'needs_attention', 'expired']).optional().catch(undefined),
});
