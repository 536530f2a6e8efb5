import {
  type ChargeFailure,
  RECURRING_PAYMENT_EVENT_TYPES,
  SUBSCRIPTION_MESSAGES as M,
  type SubscriptionEvent,
  type SubscriptionPlan,
} from '@flirtwire/contracts';
import type { Decider } from '../shared/domain/decider.js';
import { idFromKey } from '../shared/domain/ids.js';
import { DomainError, NotFoundError, ValidationError } from '../shared/errors.js';
import { firstPeriod } from './billing/billing-period.js';
import type { Cmd, SubscriptionCommand } from './subscription.commands.js';
import {
  approvePriceChange,
  attemptRenewal,
  cancel,
  changePrice,
  recordChargeResult,
  renew,
} from './subscription-billing.decide.js';
import { updateTribute, usePerk } from './subscription-perks.decide.js';
import {
  type SubscriptionState,
  type Who,
  chargeIdFor,
  evolve,
  initialSubscriptionState,
  isLive,
  who,
} from './subscription.state.js';

export type { Ending, SubscriptionCommand } from './subscription.commands.js';
export {
  type InternalStatus,
  LIVE_STATUSES,
  type SubscriptionState,
  chargeIdFor,
  initialSubscriptionState,
  isPaidUp,
} from './subscription.state.js';

/**
 * Ids derived from who pays for what, so concurrent subscribe requests meet in one stream:
 * customer + Flirt for the feed subscription and for the recurring tribute, customer + package
 * for a package.
 */
export const subscriptionIdFor = {
  feed: (customerId: string, creatorId: string) =>
    idFromKey('subscription', 'feed', customerId, creatorId),
  tribute: (customerId: string, creatorId: string) =>
    idFromKey('subscription', 'tribute', customerId, creatorId),
  package: (customerId: string, packageId: string) =>
    idFromKey('subscription', 'package', customerId, packageId),
};

/** The message of the last failed charge, for the subscribe answer's `error`. */
export function failureMessage(reason: ChargeFailure | null): string {
  switch (reason) {
    case 'declined':
      return M.declined;
    case 'insufficient_funds':
      return M.insufficientFunds;
    case 'no_card':
      return M.noCard;
    case 'processor_error':
    case null:
      return M.somethingWrong;
  }
}

/** Starts (or restarts) a subscription: Subscribed and its first charge, in one append. */
function start(
  subscriber: Who,
  plan: SubscriptionPlan,
  rateCents: number,
  cardId: string,
  sequence: number,
  now: string,
): SubscriptionEvent[] {
  const period = firstPeriod(now);
  return [
    {
      type: 'Subscribed',
      data: { ...subscriber, plan, rateCents, cardId, ...period },
    },
    {
      type: 'SubscriptionChargeStarted',
      data: {
        ...subscriber,
        chargeId: chargeIdFor(subscriber.subscriptionId, period.periodStart, sequence + 1),
        amountCents: rateCents,
        renewal: false,
        cardId,
        ...period,
      },
    },
  ];
}

function unavailable(state: SubscriptionState): DomainError {
  return state.plan?.kind === 'package'
    ? new DomainError('package_unavailable', M.packageUnavailable, 410)
    : new DomainError('subscription_unavailable', M.subscriptionUnavailable, 410);
}

function requireNotCharging(state: SubscriptionState): void {
  if (state.status === 'charging') {
    throw new DomainError('charge_in_progress', M.chargeInProgress, 409);
  }
}

/** One named function per command: the rules of each read on their own. */
function decide(command: SubscriptionCommand, state: SubscriptionState): SubscriptionEvent[] {
  switch (command.type) {
    case 'Subscribe':
      return subscribe(command, state);
    case 'Resubscribe':
      return resubscribe(command, state);
    case 'Unsubscribe':
      return unsubscribe(command, state);
    case 'ApprovePriceChange':
      return approvePriceChange(state);
    case 'Renew':
      return renew(command, state);
    case 'RecordChargeResult':
      return recordChargeResult(command, state);
    case 'ChangePrice':
      return changePrice(command, state);
    case 'EndForBlock':
      return endForBlock(command, state);
    case 'EndWithPackage':
      return endWithPackage(command, state);
    case 'UpdateTribute':
      return updateTribute(command, state);
    case 'UsePerk':
      return usePerk(command, state);
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}

/** A first subscription, package or recurring tribute: refused for oneself, when blocked, or without a card; a live one is kept. */
function subscribe(command: Cmd<'Subscribe'>, state: SubscriptionState): SubscriptionEvent[] {
  const { plan, rateCents, cardId, now } = command;
  const subscriber = {
    subscriptionId: command.subscriptionId,
    customerId: command.customerId,
    creatorId: command.creatorId,
  };
  if (command.customerId === command.creatorId) {
    throw plan.kind === 'package'
      ? new DomainError('cannot_purchase_own_package', M.ownPackage, 422)
      : plan.kind === 'tribute'
        ? new DomainError('cannot_tip_yourself', M.tributeYourself, 422)
        : new DomainError('cannot_subscribe_to_yourself', M.yourself, 422);
  }
  if (command.blocked) {
    throw new DomainError('blocked', plan.kind === 'tribute' ? M.tributeBlocked : M.blocked, 403);
  }
  if (state.status === 'charging') return [];
  if (isLive(state)) {
    const samePlan = state.plan?.kind === plan.kind && state.rateCents === rateCents;
    if (plan.kind === 'tribute' && !samePlan) {
      throw new DomainError('already_subscribed', M.alreadySubscribed, 409);
    }
    return [];
  }
  if (cardId === null) {
    throw new ValidationError({ card: M.cardRequired }, M.cardRequired);
  }
  return start(subscriber, plan, rateCents, cardId, state.chargeSequence, now);
}

/** Subscribe again after a failure, a cancellation or an expiry (or resume a pending cancellation). */
function resubscribe(command: Cmd<'Resubscribe'>, state: SubscriptionState): SubscriptionEvent[] {
  const { now, cardId } = command;
  switch (state.status) {
    case 'none':
      throw new NotFoundError(M.notSubscribed, 'not_subscribed');
    case 'active':
    case 'charging':
      return [];
    case 'needs_approval':
      throw new DomainError('price_change_needs_approval', M.approveFirst, 409);
    case 'pending_cancel':
      if (command.blocked) throw new DomainError('blocked', M.blocked, 403);
      if (command.offer === null) throw unavailable(state);
      return [{ type: 'SubscriptionResumed', data: who(state) }];
    case 'charge_failed': {
      if (command.blocked) throw new DomainError('blocked', M.blocked, 403);
      if (cardId === null) throw new ValidationError({ card: M.cardRequired }, M.cardRequired);
      const billing = state.billing;
      if (!billing) return [];
      return attemptRenewal(state, billing, cardId, now);
    }
    case 'incomplete':
    case 'cancelled':
    case 'expired': {
      if (command.blocked) throw new DomainError('blocked', M.blocked, 403);
      if (command.offer === null) {
        throw state.plan?.kind === 'package'
          ? unavailable(state)
          : new NotFoundError(M.somethingWrong, 'offering_not_found');
      }
      if (cardId === null) throw new ValidationError({ card: M.cardRequired }, M.cardRequired);
      return start(
        who(state),
        command.offer.plan,
        command.offer.rateCents,
        cardId,
        state.chargeSequence,
        now,
      );
    }
    default: {
      const unexpected: never = state.status;
      return unexpected;
    }
  }
}

/** A running subscription ends when its paid period does (at once when nothing is paid up). */
function endOfPaidPeriod(state: SubscriptionState, now: string): SubscriptionEvent[] {
  return [
    {
      type: 'SubscriptionCancellationRequested',
      data: { ...who(state), endsAt: state.paid?.periodEnd ?? now },
    },
  ];
}

/** The customer ends it: at the end of the paid period, or at once when nothing is paid up. */
function unsubscribe(command: Cmd<'Unsubscribe'>, state: SubscriptionState): SubscriptionEvent[] {
  switch (state.status) {
    case 'active':
    case 'needs_approval':
      return endOfPaidPeriod(state, command.now);
    case 'charge_failed':
    case 'incomplete':
      return cancel(state, 'customer', command.now);
    case 'charging':
      throw new DomainError('charge_in_progress', M.chargeInProgress, 409);
    case 'pending_cancel':
      return [];
    case 'none':
    case 'cancelled':
    case 'expired':
      throw new NotFoundError(M.notSubscribed, 'not_subscribed');
    default: {
      const unexpected: never = state.status;
      return unexpected;
    }
  }
}

/** A block ends what was running when it happened. */
function endForBlock(command: Cmd<'EndForBlock'>, state: SubscriptionState): SubscriptionEvent[] {
  // A block ends what was running when it happened, never a subscription started later.
  if (!isLive(state) || (state.anchor !== null && state.anchor > command.blockedAt)) return [];
  requireNotCharging(state);
  return cancel(state, 'blocked', command.now);
}

/** A deleted package's subscribers run to the end of their paid period. */
function endWithPackage(
  command: Cmd<'EndWithPackage'>,
  state: SubscriptionState,
): SubscriptionEvent[] {
  switch (state.status) {
    case 'active':
    case 'needs_approval':
      return endOfPaidPeriod(state, command.now);
    case 'charge_failed':
      return cancel(state, 'package_deleted', command.now);
    case 'charging':
      throw new DomainError('charge_in_progress', M.chargeInProgress, 409);
    case 'none':
    case 'incomplete':
    case 'pending_cancel':
    case 'cancelled':
    case 'expired':
      return [];
    default: {
      const unexpected: never = state.status;
      return unexpected;
    }
  }
}

/**
 * The recurring-payment aggregate (docs/adr/0005, 0050): feed subscriptions, package
 * subscriptions and recurring tributes, with their statuses (spec 000 §4), two-phase charges,
 * monthly renewal, the retry policy, price changes, endings and perk usage.
 */
export const subscriptionDecider: Decider<
  SubscriptionState,
  SubscriptionCommand,
  SubscriptionEvent
> = {
  name: 'subscription',
  eventTypes: RECURRING_PAYMENT_EVENT_TYPES,
  initialState: initialSubscriptionState,
  evolve,
  decide,
};
