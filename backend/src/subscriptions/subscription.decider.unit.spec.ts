import { describe, expect, it } from '@jest/globals';
import type { SubscriptionEvent } from '@flirtwire/contracts';
import { fold } from '../shared/domain/decider.js';
import { spec } from '../test-support/decider-spec.js';
import { chargeIdFor, subscriptionDecider } from './subscription.decider.js';
import {
  subscriptionId,
  creatorId,
  newCardId,
  who,
  T0,
  T1,
  T2,
  T3,
  DAY,
  plus,
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
  subscribe,
  renew,
  approved,
  declined,
} from './subscription.decider.fixtures.js';

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
