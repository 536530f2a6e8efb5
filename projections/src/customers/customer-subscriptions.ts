import {
  type EnvelopeOf,
  RECURRING_PAYMENT_EVENT_TYPES,
  type SubscriptionEvent,
} from '@flirtwire/contracts';
import type { CustomerDoc, CustomerSubscriptionDoc } from './customer-row.js';

/** The subscription events that change a customer row's `subscriptions`. */
export const SUBSCRIPTION_EVENT_TYPES = RECURRING_PAYMENT_EVENT_TYPES;

export type RowSubscriptionEvent = Extract<
  SubscriptionEvent,
  { type: (typeof SUBSCRIPTION_EVENT_TYPES)[number] }
>;

/**
 * One recurring payment as the customer's row shows it (spec 002 §3 "Customer subscription",
 * §4 statuses): Active; Pending Renewal while a renewal charge runs or a price rise awaits
 * approval; Pending Expiration after a cancellation request; Charge Failed; Expired; Cancelled.
 */
export function withSubscriptionEvent(
  row: CustomerDoc,
  event: EnvelopeOf<RowSubscriptionEvent>,
): CustomerDoc {
  const { subscriptionId } = event.data;
  const current = row.subscriptions.find((s) => s.id === subscriptionId) ?? null;
  const next = evolveSubscription(current, event);
  if (next === current) return row;
  const subscriptions = current
    ? row.subscriptions.map((s) =>
        s.id === subscriptionId ? (next as CustomerSubscriptionDoc) : s,
      )
    : next
      ? [...row.subscriptions, next]
      : row.subscriptions;
  return { ...row, subscriptions };
}

function evolveSubscription(
  s: CustomerSubscriptionDoc | null,
  event: EnvelopeOf<RowSubscriptionEvent>,
): CustomerSubscriptionDoc | null {
  if (event.type === 'Subscribed') {
    const { plan, rateCents, periodStart, periodEnd, subscriptionId } = event.data;
    return {
      id: subscriptionId,
      kind: plan.kind,
      packageId: plan.kind === 'package' ? plan.packageId : null,
      rateCents,
      status: 'Active',
      firstSubscribed: s?.firstSubscribed ?? event.occurredAt,
      periodStart,
      periodEnd,
      expiration: null,
      renewalDate: periodEnd,
      perks: plan.kind === 'package' ? plan.perks : null,
      usagePeriodStart: periodStart,
      usedCalls: 0,
      usedVolleys: 0,
    };
  }
  if (!s) return null;
  switch (event.type) {
    case 'SubscriptionChargeStarted':
      return event.data.renewal ? { ...s, status: 'Pending Renewal' } : s;
    case 'SubscriptionCharged':
    case 'SubscriptionRenewed':
      return active(s, event.data.periodStart, event.data.periodEnd);
    case 'SubscriptionChargeFailed':
      return {
        ...s,
        status: 'Charge Failed',
        expiration: event.data.periodEnd,
        renewalDate: null,
      };
    case 'SubscriptionCancellationRequested':
      return {
        ...s,
        status: 'Pending Expiration',
        expiration: event.data.endsAt,
        renewalDate: null,
      };
    case 'SubscriptionResumed':
      return { ...s, status: 'Active', expiration: null, renewalDate: s.periodEnd };
    case 'SubscriptionCancelled':
      return { ...s, status: 'Cancelled', expiration: event.data.endedAt, renewalDate: null };
    case 'SubscriptionExpired':
      return { ...s, status: 'Expired', expiration: event.data.expiredAt, renewalDate: null };
    case 'SubscriptionPriceChangeRequested':
      return { ...s, status: 'Pending Renewal' };
    case 'SubscriptionPriceChangeApproved':
      return { ...s, status: 'Active', rateCents: event.data.rateCents, renewalDate: s.periodEnd };
    case 'SubscriptionUpdated':
      return { ...s, rateCents: event.data.rateCents };
    case 'PerkUsed': {
      const { periodStart, perk, quantity } = event.data;
      if (periodStart < s.usagePeriodStart) return s;
      const base =
        periodStart > s.usagePeriodStart
          ? { ...s, usagePeriodStart: periodStart, usedCalls: 0, usedVolleys: 0 }
          : s;
      return perk === 'call'
        ? { ...base, usedCalls: base.usedCalls + quantity }
        : { ...base, usedVolleys: base.usedVolleys + quantity };
    }
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** A paid period: Active until periodEnd; perk usage starts over for a new period. */
function active(
  s: CustomerSubscriptionDoc,
  periodStart: string,
  periodEnd: string,
): CustomerSubscriptionDoc {
  const newPeriod = periodStart > s.usagePeriodStart;
  return {
    ...s,
    status: 'Active',
    periodStart,
    periodEnd,
    expiration: null,
    renewalDate: periodEnd,
    ...(newPeriod ? { usagePeriodStart: periodStart, usedCalls: 0, usedVolleys: 0 } : {}),
  };
}
