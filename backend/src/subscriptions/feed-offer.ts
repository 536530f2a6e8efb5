import type { SubscriptionPlan } from '@flirtwire/contracts';
import type { MoneyFacts } from './money-facts.js';

/**
 * What subscribing to a Flirt's feed buys now: their offering at its current rate. Only with
 * the recurring_package_tributes flag off (spec 000 §1: packages and tributes replace it).
 */
export async function feedOffer(
  facts: MoneyFacts,
  creatorId: string,
): Promise<{ readonly plan: SubscriptionPlan; readonly rateCents: number } | null> {
  if (facts.flag('recurring_package_tributes')) return null;
  const offering = await facts.offering(creatorId);
  if (offering.offeringId === null || offering.rateCents === null) return null;
  return { plan: { kind: 'feed', offeringId: offering.offeringId }, rateCents: offering.rateCents };
}
