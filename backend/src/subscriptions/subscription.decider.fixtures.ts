// The subscription decider specs' shared fixtures: ids, instants, plans, events and commands.
import type { PackagePerks, SubscriptionEvent, SubscriptionPlan } from '@flirtwire/contracts';
import { chargeIdFor, type SubscriptionCommand } from './subscription.decider.js';

export const subscriptionId = '0190a0b0-0000-7000-8000-000000000001';
const customerId = '0190a0b0-0000-7000-8000-000000000002';
export const creatorId = '0190a0b0-0000-7000-8000-000000000003';
const cardId = '0190a0b0-0000-7000-8000-000000000004';
export const newCardId = '0190a0b0-0000-7000-8000-000000000005';
const offeringId = '0190a0b0-0000-7000-8000-000000000006';
export const packageId = '0190a0b0-0000-7000-8000-000000000007';
export const who = { subscriptionId, customerId, creatorId };

export const T0 = '2026-01-31T10:00:00.000Z';
export const T1 = '2026-02-28T10:00:00.000Z';
export const T2 = '2026-03-31T10:00:00.000Z';
export const T3 = '2026-04-30T10:00:00.000Z';
export const MARCH_28 = '2026-03-28T10:00:00.000Z';
export const DAY = 86_400_000;
export const plus = (iso: string, ms: number) =>
  new Date(new Date(iso).getTime() + ms).toISOString();

export const feed: SubscriptionPlan = { kind: 'feed', offeringId };
export const perks: PackagePerks = {
  feedAccess: true,
  freeMinutes: true,
  callsPerSessionAmount: 3,
  callsLimitByPeriod: true,
  callsPerPeriodAmount: 2,
  freeVolleys: true,
  volleysPerPeriodAmount: 5,
};
export const packagePlan = { kind: 'package', packageId, perks } satisfies SubscriptionPlan;
export const tributePlan: SubscriptionPlan = {
  kind: 'tribute',
  message: 'for you',
  fromChat: false,
  parentTributeId: null,
};

// Events, as the decider writes them.
export const subscribed = (
  at = T0,
  plan: SubscriptionPlan = feed,
  rateCents = 999,
  periodEnd = nextMonth(at),
): SubscriptionEvent => ({
  type: 'Subscribed',
  data: { ...who, plan, rateCents, cardId, periodStart: at, periodEnd },
});
function nextMonth(at: string): string {
  return at === T0 ? T1 : at === T1 ? T2 : at === T2 ? T3 : plus(at, 30 * DAY);
}
export const started = (
  periodStart: string,
  periodEnd: string,
  sequence: number,
  renewal: boolean,
  amountCents = 999,
  card = cardId,
): SubscriptionEvent => ({
  type: 'SubscriptionChargeStarted',
  data: {
    ...who,
    chargeId: chargeIdFor(subscriptionId, periodStart, sequence),
    amountCents,
    renewal,
    cardId: card,
    periodStart,
    periodEnd,
  },
});
export const charged = (
  periodStart: string,
  periodEnd: string,
  sequence: number,
  renewal: boolean,
  kind: 'feed' | 'package' | 'tribute' = 'feed',
  amountCents = 999,
): SubscriptionEvent => ({
  type: 'SubscriptionCharged',
  data: {
    ...who,
    kind,
    chargeId: chargeIdFor(subscriptionId, periodStart, sequence),
    amountCents,
    platformFeeCents: Math.round(amountCents * 0.3),
    renewal,
    gatewayReference: 'ch_1',
    periodStart,
    periodEnd,
  },
});
export const renewed = (
  periodStart: string,
  periodEnd: string,
  rateCents = 999,
): SubscriptionEvent => ({
  type: 'SubscriptionRenewed',
  data: { ...who, rateCents, periodStart, periodEnd },
});
export const failed = (
  periodStart: string,
  periodEnd: string,
  sequence: number,
  attempt: number,
  retryAt: string | null,
  reason: 'declined' | 'no_card' | 'insufficient_funds' = 'declined',
): SubscriptionEvent => ({
  type: 'SubscriptionChargeFailed',
  data: {
    ...who,
    chargeId: chargeIdFor(subscriptionId, periodStart, sequence),
    amountCents: 999,
    reason,
    attempt,
    retryAt,
    periodStart,
    periodEnd,
  },
});
export const cancelled = (
  reason: 'customer' | 'charge_failed' | 'blocked' | 'package_deleted' | 'creator_inactive',
  endedAt: string,
): SubscriptionEvent => ({ type: 'SubscriptionCancelled', data: { ...who, reason, endedAt } });

// Histories.
export const active = (plan: SubscriptionPlan = feed, rate = 999): SubscriptionEvent[] => [
  subscribed(T0, plan, rate),
  started(T0, T1, 1, false, rate),
  charged(T0, T1, 1, false, plan.kind, rate),
];
export const renewing = [...active(), started(T1, T2, 2, true)];
export const failedOnce = [...renewing, failed(T1, T2, 2, 1, plus(T1, DAY))];
export const pendingCancel = [
  ...active(),
  { type: 'SubscriptionCancellationRequested', data: { ...who, endsAt: T1 } } as SubscriptionEvent,
];
export const needsApproval = [
  ...active(),
  {
    type: 'SubscriptionPriceChangeRequested',
    data: { ...who, rateCents: 1299, previousRateCents: 999 },
  } as SubscriptionEvent,
];

// Commands.
export const subscribe = (
  overrides: Partial<Extract<SubscriptionCommand, { type: 'Subscribe' }>> = {},
): SubscriptionCommand => ({
  type: 'Subscribe',
  ...who,
  plan: feed,
  rateCents: 999,
  cardId,
  blocked: false,
  now: T0,
  ...overrides,
});
export const renew = (
  now: string,
  overrides: Partial<Extract<SubscriptionCommand, { type: 'Renew' }>> = {},
): SubscriptionCommand => ({
  type: 'Renew',
  cardId,
  ending: null,
  now,
  ...overrides,
});
export const approved = (chargeId: string, now = T0): SubscriptionCommand => ({
  type: 'RecordChargeResult',
  chargeId,
  result: { status: 'approved', gatewayReference: 'ch_1' },
  now,
});
export const declined = (chargeId: string, now: string): SubscriptionCommand => ({
  type: 'RecordChargeResult',
  chargeId,
  result: { status: 'failed', reason: 'declined' },
  now,
});
export const resubscribe = (
  now: string,
  overrides: Partial<Extract<SubscriptionCommand, { type: 'Resubscribe' }>> = {},
): SubscriptionCommand => ({
  type: 'Resubscribe',
  offer: { plan: feed, rateCents: 999 },
  cardId,
  blocked: false,
  now,
  ...overrides,
});
