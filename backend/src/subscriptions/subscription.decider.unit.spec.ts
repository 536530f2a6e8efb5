import { describe, expect, it } from '@jest/globals';
import type { PackagePerks, SubscriptionEvent, SubscriptionPlan } from '@flirtwire/contracts';
import { fold } from '../shared/domain/decider.js';
import { spec } from '../test-support/decider-spec.js';
import {
  chargeIdFor,
  type SubscriptionCommand,
  subscriptionDecider,
} from './subscription.decider.js';

const subscriptionId = '0190a0b0-0000-7000-8000-000000000001';
const customerId = '0190a0b0-0000-7000-8000-000000000002';
const creatorId = '0190a0b0-0000-7000-8000-000000000003';
const cardId = '0190a0b0-0000-7000-8000-000000000004';
const newCardId = '0190a0b0-0000-7000-8000-000000000005';
const offeringId = '0190a0b0-0000-7000-8000-000000000006';
const packageId = '0190a0b0-0000-7000-8000-000000000007';
const who = { subscriptionId, customerId, creatorId };

const T0 = '2026-01-31T10:00:00.000Z';
const T1 = '2026-02-28T10:00:00.000Z';
const T2 = '2026-03-31T10:00:00.000Z';
const T3 = '2026-04-30T10:00:00.000Z';
const MARCH_28 = '2026-03-28T10:00:00.000Z';
const DAY = 86_400_000;
const plus = (iso: string, ms: number) => new Date(new Date(iso).getTime() + ms).toISOString();

const feed: SubscriptionPlan = { kind: 'feed', offeringId };
const perks: PackagePerks = {
  feedAccess: true,
  freeMinutes: true,
  callsPerSessionAmount: 3,
  callsLimitByPeriod: true,
  callsPerPeriodAmount: 2,
  freeVolleys: true,
  volleysPerPeriodAmount: 5,
};
const packagePlan: SubscriptionPlan = { kind: 'package', packageId, perks };
const tributePlan: SubscriptionPlan = {
  kind: 'tribute',
  message: 'for you',
  fromChat: false,
  parentTributeId: null,
};

// Events, as the decider writes them.
const subscribed = (
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
const started = (
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
const charged = (
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
const renewed = (periodStart: string, periodEnd: string, rateCents = 999): SubscriptionEvent => ({
  type: 'SubscriptionRenewed',
  data: { ...who, rateCents, periodStart, periodEnd },
});
const failed = (
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
const cancelled = (
  reason: 'customer' | 'charge_failed' | 'blocked' | 'package_deleted' | 'creator_inactive',
  endedAt: string,
): SubscriptionEvent => ({ type: 'SubscriptionCancelled', data: { ...who, reason, endedAt } });

// Histories.
const active = (plan: SubscriptionPlan = feed, rate = 999): SubscriptionEvent[] => [
  subscribed(T0, plan, rate),
  started(T0, T1, 1, false, rate),
  charged(T0, T1, 1, false, plan.kind, rate),
];
const renewing = [...active(), started(T1, T2, 2, true)];
const failedOnce = [...renewing, failed(T1, T2, 2, 1, plus(T1, DAY))];
const pendingCancel = [
  ...active(),
  { type: 'SubscriptionCancellationRequested', data: { ...who, endsAt: T1 } } as SubscriptionEvent,
];
const needsApproval = [
  ...active(),
  {
    type: 'SubscriptionPriceChangeRequested',
    data: { ...who, rateCents: 1299, previousRateCents: 999 },
  } as SubscriptionEvent,
];

// Commands.
const subscribe = (
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
const renew = (
  now: string,
  overrides: Partial<Extract<SubscriptionCommand, { type: 'Renew' }>> = {},
): SubscriptionCommand => ({
  type: 'Renew',
  cardId,
  ending: null,
  now,
  ...overrides,
});
const approved = (chargeId: string, now = T0): SubscriptionCommand => ({
  type: 'RecordChargeResult',
  chargeId,
  result: { status: 'approved', gatewayReference: 'ch_1' },
  now,
});
const declined = (chargeId: string, now: string): SubscriptionCommand => ({
  type: 'RecordChargeResult',
  chargeId,
  result: { status: 'failed', reason: 'declined' },
  now,
});
const resubscribe = (
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

describe('subscription decider: subscribing', () => {
  it('starts with Subscribed and the first charge in one decision (status charging)', () => {
    spec(subscriptionDecider)
      .given([])
      .when(subscribe())
      .then([subscribed(), started(T0, T1, 1, false)]);
    expect(fold(subscriptionDecider, [subscribed(), started(T0, T1, 1, false)]).status).toBe(
      'charging',
    );
  });

  it('refuses yourself, a block and no card, with the spec messages', () => {
    spec(subscriptionDecider)
      .given([])
      .when(subscribe({ customerId: creatorId }))
      .thenThrows({
        code: 'cannot_subscribe_to_yourself',
        message: "You can't subscribe to yourself",
      });
    spec(subscriptionDecider)
      .given([])
      .when(subscribe({ customerId: creatorId, plan: packagePlan }))
      .thenThrows({
        code: 'cannot_purchase_own_package',
        message: "We're sorry, you cannot purchase your own package.",
      });
    spec(subscriptionDecider)
      .given([])
      .when(subscribe({ blocked: true }))
      .thenThrows({
        status: 403,
        message:
          "We're sorry, you are unable to subscribe this Flirt because this Flirt blocked you or you blocked this Flirt.",
      });
    spec(subscriptionDecider)
      .given([])
      .when(subscribe({ cardId: null }))
      .thenThrows({
        status: 400,
        fields: { card: 'You must have a credit card on file to subscribe to this Flirt.' },
      });
  });

  it('changes nothing while charging or subscribed (concurrent and repeated requests)', () => {
    spec(subscriptionDecider)
      .given([subscribed(), started(T0, T1, 1, false)])
      .when(subscribe())
      .then([]);
    spec(subscriptionDecider).given(active()).when(subscribe()).then([]);
    spec(subscriptionDecider).given(pendingCancel).when(subscribe()).then([]);
  });

  it('refuses a second recurring tribute at another amount', () => {
    spec(subscriptionDecider)
      .given(active(tributePlan, 500))
      .when(subscribe({ plan: tributePlan, rateCents: 700 }))
      .thenThrows({ code: 'already_subscribed', status: 409 });
  });

  it('records the first charge: approved is active, declined is incomplete with no retry', () => {
    const chargeId = chargeIdFor(subscriptionId, T0, 1);
    spec(subscriptionDecider)
      .given([subscribed(), started(T0, T1, 1, false)])
      .when(approved(chargeId))
      .then([charged(T0, T1, 1, false)]);
    spec(subscriptionDecider)
      .given([subscribed(), started(T0, T1, 1, false)])
      .when(declined(chargeId, T0))
      .then([failed(T0, T1, 1, 1, null)]);
    const incomplete = fold(subscriptionDecider, [
      subscribed(),
      started(T0, T1, 1, false),
      failed(T0, T1, 1, 1, null),
    ]);
    expect(incomplete).toMatchObject({ status: 'incomplete', lastFailure: 'declined' });
  });

  it('ignores a result for another charge (a stale or repeated answer)', () => {
    spec(subscriptionDecider)
      .given([subscribed(), started(T0, T1, 1, false)])
      .when(approved('0190a0b0-0000-7000-8000-0000000000ff'))
      .then([]);
    spec(subscriptionDecider)
      .given(active())
      .when(approved(chargeIdFor(subscriptionId, T0, 1)))
      .then([]);
  });

  it('starts again after an incomplete start, with a new charge id even at the same moment', () => {
    const history = [subscribed(), started(T0, T1, 1, false), failed(T0, T1, 1, 1, null)];
    spec(subscriptionDecider)
      .given(history)
      .when(subscribe({ cardId: newCardId }))
      .then([
        { ...subscribed(), data: { ...subscribed().data, cardId: newCardId } } as SubscriptionEvent,
        started(T0, T1, 2, false, 999, newCardId),
      ]);
  });
});

describe('subscription decider: renewals and retries', () => {
  it('does nothing before the period end, then charges the next period', () => {
    spec(subscriptionDecider)
      .given(active())
      .when(renew(plus(T1, -1)))
      .then([]);
    spec(subscriptionDecider)
      .given(active())
      .when(renew(T1))
      .then([started(T1, T2, 2, true)]);
  });

  it('records an approved renewal as charged and renewed', () => {
    spec(subscriptionDecider)
      .given(renewing)
      .when(approved(chargeIdFor(subscriptionId, T1, 2), T1))
      .then([charged(T1, T2, 2, true), renewed(T1, T2)]);
  });

  it('after downtime charges the period now falls in, never the missed one', () => {
    spec(subscriptionDecider)
      .given(active())
      .when(renew(plus(T2, DAY)))
      .then([started(T2, T3, 2, true)]);
  });

  it('retries a failed renewal after 1 and 3 days, then cancels', () => {
    spec(subscriptionDecider)
      .given(renewing)
      .when(declined(chargeIdFor(subscriptionId, T1, 2), T1))
      .then([failed(T1, T2, 2, 1, plus(T1, DAY))]);
    spec(subscriptionDecider)
      .given(failedOnce)
      .when(renew(plus(T1, DAY - 1)))
      .then([]);
    spec(subscriptionDecider)
      .given(failedOnce)
      .when(renew(plus(T1, DAY)))
      .then([started(T1, T2, 3, true)]);
    const secondTry = [...failedOnce, started(T1, T2, 3, true)];
    spec(subscriptionDecider)
      .given(secondTry)
      .when(declined(chargeIdFor(subscriptionId, T1, 3), plus(T1, DAY)))
      .then([failed(T1, T2, 3, 2, plus(T1, 3 * DAY))]);
    const lastTry = [
      ...secondTry,
      failed(T1, T2, 3, 2, plus(T1, 3 * DAY)),
      started(T1, T2, 4, true),
    ];
    spec(subscriptionDecider)
      .given(lastTry)
      .when(declined(chargeIdFor(subscriptionId, T1, 4), plus(T1, 3 * DAY)))
      .then([failed(T1, T2, 4, 3, null), cancelled('charge_failed', plus(T1, 3 * DAY))]);
    expect(fold(subscriptionDecider, failedOnce)).toMatchObject({
      status: 'charge_failed',
      retryAt: plus(T1, DAY),
    });
  });

  it('fails at once without a card, on the same schedule', () => {
    spec(subscriptionDecider)
      .given(active())
      .when(renew(T1, { cardId: null }))
      .then([failed(T1, T2, 2, 1, plus(T1, DAY), 'no_card')]);
  });

  it('ends instead of renewing after a block, an inactive Flirt or a deleted package', () => {
    spec(subscriptionDecider)
      .given(active())
      .when(renew(T1, { ending: 'blocked' }))
      .then([cancelled('blocked', T1)]);
    spec(subscriptionDecider)
      .given(active())
      .when(renew(T1, { ending: 'creator_inactive' }))
      .then([cancelled('creator_inactive', T1)]);
    spec(subscriptionDecider)
      .given(failedOnce)
      .when(renew(plus(T1, DAY), { ending: 'package_deleted' }))
      .then([cancelled('package_deleted', plus(T1, DAY))]);
  });

  it('expires a cancellation at its end and an unapproved price change at the renewal date', () => {
    spec(subscriptionDecider)
      .given(pendingCancel)
      .when(renew(plus(T1, -1)))
      .then([]);
    spec(subscriptionDecider)
      .given(pendingCancel)
      .when(renew(T1))
      .then([{ type: 'SubscriptionExpired', data: { ...who, expiredAt: T1 } }]);
    spec(subscriptionDecider)
      .given(needsApproval)
      .when(renew(T1))
      .then([{ type: 'SubscriptionExpired', data: { ...who, expiredAt: T1 } }]);
  });

  it('leaves charges in flight, ended and never-started subscriptions alone', () => {
    for (const history of [[], renewing, [...active(), cancelled('customer', T0)]]) {
      spec(subscriptionDecider).given(history).when(renew(T3)).then([]);
    }
  });
});

describe('subscription decider: the customer', () => {
  it('unsubscribes to pending_cancel until the paid period ends', () => {
    spec(subscriptionDecider)
      .given(active())
      .when({ type: 'Unsubscribe', now: T0 })
      .then([{ type: 'SubscriptionCancellationRequested', data: { ...who, endsAt: T1 } }]);
    spec(subscriptionDecider).given(pendingCancel).when({ type: 'Unsubscribe', now: T0 }).then([]);
    spec(subscriptionDecider)
      .given(failedOnce)
      .when({ type: 'Unsubscribe', now: T1 })
      .then([cancelled('customer', T1)]);
    spec(subscriptionDecider)
      .given(renewing)
      .when({ type: 'Unsubscribe', now: T1 })
      .thenThrows({ code: 'charge_in_progress', status: 409 });
    spec(subscriptionDecider)
      .given([])
      .when({ type: 'Unsubscribe', now: T0 })
      .thenThrows({ status: 404, message: "You're not subscribed to this Flirt." });
  });

  it('renews: resumes pending_cancel, retries charge_failed with the new card, starts again after the end', () => {
    spec(subscriptionDecider)
      .given(pendingCancel)
      .when(resubscribe(T0))
      .then([{ type: 'SubscriptionResumed', data: who }]);
    spec(subscriptionDecider)
      .given(failedOnce)
      .when(resubscribe(plus(T1, 60_000), { cardId: newCardId }))
      .then([started(T1, T2, 3, true, 999, newCardId)]);
    spec(subscriptionDecider)
      .given([...active(), cancelled('customer', T0)])
      .when(resubscribe(T1))
      // A new anchor: February 28 + 1 month is March 28.
      .then([subscribed(T1, feed, 999, MARCH_28), started(T1, MARCH_28, 2, false)]);
    spec(subscriptionDecider).given(active()).when(resubscribe(T0)).then([]);
  });

  it('refuses Renew across a block, without a card, before approving a price, or when nothing is on sale', () => {
    spec(subscriptionDecider)
      .given(pendingCancel)
      .when(resubscribe(T0, { blocked: true }))
      .thenThrows({ code: 'blocked' });
    spec(subscriptionDecider)
      .given(failedOnce)
      .when(resubscribe(T1, { cardId: null }))
      .thenThrows({ status: 400 });
    spec(subscriptionDecider)
      .given(needsApproval)
      .when(resubscribe(T0))
      .thenThrows({ code: 'price_change_needs_approval' });
    spec(subscriptionDecider)
      .given([...active(), cancelled('customer', T0)])
      .when(resubscribe(T1, { offer: null }))
      .thenThrows({ status: 404, message: 'Sorry something went wrong. Please try again.' });
    spec(subscriptionDecider)
      .given(pendingCancel)
      .when(resubscribe(T0, { offer: null }))
      .thenThrows({ status: 410, code: 'subscription_unavailable' });
    spec(subscriptionDecider).given([]).when(resubscribe(T0)).thenThrows({ status: 404 });
  });

  it('approves a new price once', () => {
    spec(subscriptionDecider)
      .given(needsApproval)
      .when({ type: 'ApprovePriceChange', now: T0 })
      .then([{ type: 'SubscriptionPriceChangeApproved', data: { ...who, rateCents: 1299 } }]);
    spec(subscriptionDecider)
      .given(active())
      .when({ type: 'ApprovePriceChange', now: T0 })
      .then([]);
    spec(subscriptionDecider)
      .given([...active(), cancelled('customer', T0)])
      .when({ type: 'ApprovePriceChange', now: T0 })
      .thenThrows({ code: 'nothing_to_approve', status: 409 });
    expect(
      fold(subscriptionDecider, [
        ...needsApproval,
        { type: 'SubscriptionPriceChangeApproved', data: { ...who, rateCents: 1299 } },
      ]),
    ).toMatchObject({ status: 'active', rateCents: 1299, pendingRateCents: null });
  });

  it('updates a recurring tribute from the next renewal', () => {
    spec(subscriptionDecider)
      .given(active(tributePlan, 500))
      .when({ type: 'UpdateTribute', rateCents: 800, message: null })
      .then([
        { type: 'SubscriptionUpdated', data: { ...who, rateCents: 800, message: 'for you' } },
      ]);
    spec(subscriptionDecider)
      .given(active(tributePlan, 500))
      .when({ type: 'UpdateTribute', rateCents: 500, message: 'for you' })
      .then([]);
    spec(subscriptionDecider)
      .given(active())
      .when({ type: 'UpdateTribute', rateCents: 800, message: null })
      .thenThrows({ code: 'not_a_tribute' });
    spec(subscriptionDecider)
      .given([])
      .when({ type: 'UpdateTribute', rateCents: 800, message: null })
      .thenThrows({ status: 404 });
  });
});

describe('subscription decider: the platform', () => {
  const change = (rateCents: number): SubscriptionCommand => ({
    type: 'ChangePrice',
    rateCents,
    now: T0,
  });

  it('asks for approval of a higher price and applies a lower one', () => {
    spec(subscriptionDecider)
      .given(active())
      .when(change(1299))
      .then([
        {
          type: 'SubscriptionPriceChangeRequested',
          data: { ...who, rateCents: 1299, previousRateCents: 999 },
        },
      ]);
    spec(subscriptionDecider)
      .given(active())
      .when(change(799))
      .then([{ type: 'SubscriptionPriceChangeApproved', data: { ...who, rateCents: 799 } }]);
    spec(subscriptionDecider).given(active()).when(change(999)).then([]);
    spec(subscriptionDecider).given(needsApproval).when(change(1299)).then([]);
    spec(subscriptionDecider)
      .given(needsApproval)
      .when(change(999))
      .then([{ type: 'SubscriptionPriceChangeApproved', data: { ...who, rateCents: 999 } }]);
    spec(subscriptionDecider).given(pendingCancel).when(change(1299)).then([]);
    expect(fold(subscriptionDecider, needsApproval).status).toBe('needs_approval');
  });

  it('ends what a block finds running, never what started after it, and waits for a charge in flight', () => {
    const endForBlock = (blockedAt: string): SubscriptionCommand => ({
      type: 'EndForBlock',
      blockedAt,
      now: T1,
    });
    spec(subscriptionDecider)
      .given(active())
      .when(endForBlock(plus(T0, 1)))
      .then([cancelled('blocked', T1)]);
    spec(subscriptionDecider)
      .given(failedOnce)
      .when(endForBlock(T1))
      .then([cancelled('blocked', T1)]);
    spec(subscriptionDecider)
      .given(active())
      .when(endForBlock(plus(T0, -1)))
      .then([]);
    spec(subscriptionDecider)
      .given([...active(), cancelled('blocked', T0)])
      .when(endForBlock(T1))
      .then([]);
    spec(subscriptionDecider)
      .given(renewing)
      .when(endForBlock(T1))
      .thenThrows({ code: 'charge_in_progress' });
  });

  it('runs a deleted package to the end of the paid period', () => {
    const end: SubscriptionCommand = { type: 'EndWithPackage', now: T0 };
    spec(subscriptionDecider)
      .given(active(packagePlan, 1499))
      .when(end)
      .then([{ type: 'SubscriptionCancellationRequested', data: { ...who, endsAt: T1 } }]);
    spec(subscriptionDecider)
      .given(failedOnce)
      .when(end)
      .then([cancelled('package_deleted', T0)]);
    spec(subscriptionDecider).given(pendingCancel).when(end).then([]);
  });
});

describe('subscription decider: package perks', () => {
  const use = (
    perk: 'call' | 'volley',
    usageId: string,
    quantity = 1,
    volleysEnabled = true,
  ): SubscriptionCommand => ({
    type: 'UsePerk',
    perk,
    quantity,
    usageId,
    volleysEnabled,
  });
  const used = (
    perk: 'call' | 'volley',
    usageId: string,
    quantity = 1,
    periodStart = T0,
  ): SubscriptionEvent => ({
    type: 'PerkUsed',
    data: { ...who, packageId, perk, quantity, periodStart, usageId },
  });
  const pkg = active(packagePlan, 1499);

  it('counts free calls against the billing period', () => {
    spec(subscriptionDecider)
      .given(pkg)
      .when(use('call', 'c1'))
      .then([used('call', 'c1')]);
    spec(subscriptionDecider)
      .given([...pkg, used('call', 'c1')])
      .when(use('call', 'c1'))
      .then([]);
    spec(subscriptionDecider)
      .given([...pkg, used('call', 'c1'), used('call', 'c2')])
      .when(use('call', 'c3'))
      .thenThrows({
        code: 'no_free_calls_left',
        message: 'There are no free calls left on this package.',
      });
    const nextPeriod = [
      ...pkg,
      used('call', 'c1'),
      used('call', 'c2'),
      started(T1, T2, 2, true, 1499),
      charged(T1, T2, 2, true, 'package', 1499),
      renewed(T1, T2, 1499),
    ];
    spec(subscriptionDecider)
      .given(nextPeriod)
      .when(use('call', 'c3'))
      .then([used('call', 'c3', 1, T1)]);
    // A report of the last period retried after the renewal is still the same report.
    spec(subscriptionDecider).given(nextPeriod).when(use('call', 'c2')).then([]);
    spec(subscriptionDecider)
      .given([...nextPeriod, used('call', 'c3', 1, T1)])
      .when(use('call', 'c1'))
      .then([]);
  });

  it('takes a repeated usage report once, and refuses the same id with other details', () => {
    spec(subscriptionDecider)
      .given([...pkg, used('volley', 'u1', 2)])
      .when(use('volley', 'u1', 2))
      .then([]);
    spec(subscriptionDecider)
      .given([...pkg, used('volley', 'u1', 2)])
      .when(use('volley', 'u1', 3))
      .thenThrows({
        code: 'usage_conflict',
        status: 409,
        message: 'This usage was already reported with other details.',
      });
    spec(subscriptionDecider)
      .given([...pkg, used('volley', 'u1', 1)])
      .when(use('call', 'u1'))
      .thenThrows({ code: 'usage_conflict' });
  });

  it('counts over the whole subscription when calls are not limited per period', () => {
    const total = active({ ...packagePlan, perks: { ...perks, callsLimitByPeriod: false } }, 1499);
    const later = [
      ...total,
      used('call', 'c1'),
      used('call', 'c2'),
      started(T1, T2, 2, true, 1499),
      charged(T1, T2, 2, true, 'package', 1499),
    ];
    spec(subscriptionDecider)
      .given(later)
      .when(use('call', 'c3'))
      .thenThrows({ code: 'no_free_calls_left' });
  });

  it('counts free volleys per period, only when the volley perk is enabled', () => {
    spec(subscriptionDecider)
      .given(pkg)
      .when(use('volley', 'v1', 5))
      .then([used('volley', 'v1', 5)]);
    spec(subscriptionDecider)
      .given([...pkg, used('volley', 'v1', 5)])
      .when(use('volley', 'v2'))
      .thenThrows({ code: 'no_free_volleys_left' });
    spec(subscriptionDecider)
      .given(pkg)
      .when(use('volley', 'v1', 1, false))
      .thenThrows({ code: 'perk_unavailable' });
  });

  it('has perks only for package subscriptions in the Perks Used statuses', () => {
    spec(subscriptionDecider)
      .given(active())
      .when(use('call', 'c1'))
      .thenThrows({ code: 'perk_unavailable' });
    spec(subscriptionDecider)
      .given([...pkg, cancelled('customer', T0)])
      .when(use('call', 'c1'))
      .thenThrows({ code: 'perk_unavailable' });
    spec(subscriptionDecider)
      .given([...pkg, started(T1, T2, 2, true, 1499), failed(T1, T2, 2, 1, plus(T1, DAY))])
      .when(use('call', 'c1'))
      .then([used('call', 'c1')]);
  });
});
