import { describe, expect, it } from '@jest/globals';
import type { SubscriptionEvent } from '@flirtwire/contracts';
import { fold } from '../shared/domain/decider.js';
import { spec } from '../test-support/decider-spec.js';
import { type SubscriptionCommand, subscriptionDecider } from './subscription.decider.js';
import {
  newCardId,
  packageId,
  who,
  T0,
  T1,
  T2,
  MARCH_28,
  DAY,
  plus,
  feed,
  perks,
  packagePlan,
  tributePlan,
  subscribed,
  started,
  charged,
  renewed,
  failed,
  cancelled,
  active,
  renewing,
  failedOnce,
  pendingCancel,
  needsApproval,
  resubscribe,
} from './subscription.decider.fixtures.js';

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
