import {
  type ChargeFailure,
  platformFee,
  RECURRING_PAYMENT_EVENT_TYPES,
  SUBSCRIPTION_MESSAGES as M,
  type SubscriptionEvent,
  type SubscriptionPlan,
} from '@flirtwire/contracts';
import type { Decider } from '../shared/domain/decider.js';
import { idFromKey } from '../shared/domain/ids.js';
import { DomainError, NotFoundError, ValidationError } from '../shared/errors.js';
import {
  firstPeriod,
  nextRetry,
  type Period,
  renewalPeriod,
  retrySchedule,
} from './billing/billing-period.js';
import {
  PERK_STATUSES,
  type SubscriptionState,
  type Who,
  chargeIdFor,
  evolve,
  initialSubscriptionState,
  isLive,
  who,
} from './subscription.state.js';

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

/** Why the platform ends a subscription instead of renewing it. */
export type Ending = 'blocked' | 'creator_inactive' | 'package_deleted';

/**
 * Commands carry the facts from other aggregates their rules need (a card on file, a block,
 * the Flirt being active, the package still on sale), gathered by the handler just before
 * deciding, and the time as `now`.
 */
export type SubscriptionCommand =
  | (Who & {
      readonly type: 'Subscribe';
      readonly plan: SubscriptionPlan;
      readonly rateCents: number;
      readonly cardId: string | null;
      readonly blocked: boolean;
      readonly now: string;
    })
  | {
      readonly type: 'Resubscribe';
      /** What a new start would buy now (the current offering or package); null: not on sale. */
      readonly offer: { readonly plan: SubscriptionPlan; readonly rateCents: number } | null;
      readonly cardId: string | null;
      readonly blocked: boolean;
      readonly now: string;
    }
  | { readonly type: 'Unsubscribe'; readonly now: string }
  | { readonly type: 'ApprovePriceChange'; readonly now: string }
  | {
      readonly type: 'Renew';
      readonly cardId: string | null;
      readonly ending: Ending | null;
      readonly now: string;
    }
  | {
      readonly type: 'RecordChargeResult';
      readonly chargeId: string;
      readonly result:
        | { readonly status: 'approved'; readonly gatewayReference: string }
        | { readonly status: 'failed'; readonly reason: ChargeFailure };
      readonly now: string;
    }
  | { readonly type: 'ChangePrice'; readonly rateCents: number; readonly now: string }
  | { readonly type: 'EndForBlock'; readonly blockedAt: string; readonly now: string }
  | { readonly type: 'EndWithPackage'; readonly now: string }
  | {
      readonly type: 'UpdateTribute';
      readonly rateCents: number | null;
      readonly message: string | null;
    }
  | {
      readonly type: 'UsePerk';
      readonly perk: 'call' | 'volley';
      readonly quantity: number;
      readonly usageId: string;
      readonly volleysEnabled: boolean;
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

/** A renewal attempt for `period`: the charge, or without a card an immediate failure. */
function attemptRenewal(
  state: SubscriptionState,
  period: Period,
  cardId: string | null,
  now: string,
): SubscriptionEvent[] {
  const chargeId = chargeIdFor(state.subscriptionId, period.periodStart, state.chargeSequence + 1);
  const { periodStart, periodEnd } = period;
  const amountCents = state.rateCents;
  if (cardId === null) {
    const attempts = state.billing?.periodStart === period.periodStart ? state.billing.attempts : 0;
    return failRenewal(
      state,
      { periodStart, periodEnd, chargeId, amountCents },
      'no_card',
      attempts + 1,
      now,
    );
  }
  return [
    {
      type: 'SubscriptionChargeStarted',
      data: { ...who(state), chargeId, amountCents, renewal: true, cardId, periodStart, periodEnd },
    },
  ];
}

/** A failed renewal: retry on the schedule, or cancel when it is used up. */
function failRenewal(
  state: SubscriptionState,
  charge: Period & { readonly chargeId: string; readonly amountCents: number },
  reason: ChargeFailure,
  attempt: number,
  now: string,
): SubscriptionEvent[] {
  const earlier = state.billing?.periodStart === charge.periodStart ? state.billing.retries : null;
  const retryAt = nextRetry(earlier ?? retrySchedule(now), now);
  const failed: SubscriptionEvent = {
    type: 'SubscriptionChargeFailed',
    data: {
      ...who(state),
      chargeId: charge.chargeId,
      amountCents: charge.amountCents,
      reason,
      attempt,
      retryAt,
      periodStart: charge.periodStart,
      periodEnd: charge.periodEnd,
    },
  };
  if (retryAt !== null) return [failed];
  return [
    failed,
    {
      type: 'SubscriptionCancelled',
      data: { ...who(state), reason: 'charge_failed', endedAt: now },
    },
  ];
}

function cancel(
  state: SubscriptionState,
  reason: Ending | 'customer',
  now: string,
): SubscriptionEvent[] {
  return [{ type: 'SubscriptionCancelled', data: { ...who(state), reason, endedAt: now } }];
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

type Cmd<T extends SubscriptionCommand['type']> = Extract<SubscriptionCommand, { type: T }>;

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

/** The customer ends it: at the end of the paid period, or at once when nothing is paid up. */
function unsubscribe(command: Cmd<'Unsubscribe'>, state: SubscriptionState): SubscriptionEvent[] {
  switch (state.status) {
    case 'active':
    case 'needs_approval':
      return [
        {
          type: 'SubscriptionCancellationRequested',
          data: { ...who(state), endsAt: state.paid?.periodEnd ?? command.now },
        },
      ];
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

/** The customer accepts a raised price. */
function approvePriceChange(state: SubscriptionState): SubscriptionEvent[] {
  if (state.status === 'needs_approval' && state.pendingRateCents !== null) {
    return [
      {
        type: 'SubscriptionPriceChangeApproved',
        data: { ...who(state), rateCents: state.pendingRateCents },
      },
    ];
  }
  if (state.status === 'active' || state.status === 'charging') return [];
  throw new DomainError('nothing_to_approve', M.nothingToApprove, 409);
}

/** The billing cycle's step at the period end: renew, retry, expire, or end for a reason. */
function renew(command: Cmd<'Renew'>, state: SubscriptionState): SubscriptionEvent[] {
  const { now, ending } = command;
  switch (state.status) {
    case 'active': {
      const paid = state.paid;
      if (!paid || !state.anchor || paid.periodEnd > now) return [];
      if (ending) return cancel(state, ending, now);
      return attemptRenewal(
        state,
        renewalPeriod(state.anchor, paid.periodStart, now),
        command.cardId,
        now,
      );
    }
    case 'needs_approval': {
      const paid = state.paid;
      if (!paid || paid.periodEnd > now) return [];
      if (ending) return cancel(state, ending, now);
      return [{ type: 'SubscriptionExpired', data: { ...who(state), expiredAt: paid.periodEnd } }];
    }
    case 'pending_cancel': {
      const endsAt = state.endsAt;
      if (endsAt === null || endsAt > now) return [];
      return [{ type: 'SubscriptionExpired', data: { ...who(state), expiredAt: endsAt } }];
    }
    case 'charge_failed': {
      if (state.retryAt === null || state.retryAt > now || !state.billing) return [];
      if (ending) return cancel(state, ending, now);
      return attemptRenewal(state, state.billing, command.cardId, now);
    }
    case 'none':
    case 'incomplete':
    case 'charging':
    case 'cancelled':
    case 'expired':
      return [];
    default: {
      const unexpected: never = state.status;
      return unexpected;
    }
  }
}

/** A charge's outcome from the processor: charged (and renewed), or failed with the retry policy. */
function recordChargeResult(
  command: Cmd<'RecordChargeResult'>,
  state: SubscriptionState,
): SubscriptionEvent[] {
  const charge = state.charge;
  if (state.status !== 'charging' || charge?.chargeId !== command.chargeId) return [];
  const { result, now } = command;
  if (result.status === 'approved') {
    const plan = state.plan;
    const charged: SubscriptionEvent = {
      type: 'SubscriptionCharged',
      data: {
        ...who(state),
        kind: plan?.kind ?? 'feed',
        chargeId: charge.chargeId,
        amountCents: charge.amountCents,
        platformFeeCents: platformFee(charge.amountCents),
        renewal: charge.renewal,
        gatewayReference: result.gatewayReference,
        periodStart: charge.periodStart,
        periodEnd: charge.periodEnd,
      },
    };
    if (!charge.renewal) return [charged];
    return [
      charged,
      {
        type: 'SubscriptionRenewed',
        data: {
          ...who(state),
          rateCents: charge.amountCents,
          periodStart: charge.periodStart,
          periodEnd: charge.periodEnd,
        },
      },
    ];
  }
  const attempt = state.billing?.attempts ?? 1;
  if (!charge.renewal) {
    return [
      {
        type: 'SubscriptionChargeFailed',
        data: {
          ...who(state),
          chargeId: charge.chargeId,
          amountCents: charge.amountCents,
          reason: result.reason,
          attempt,
          retryAt: null,
          periodStart: charge.periodStart,
          periodEnd: charge.periodEnd,
        },
      },
    ];
  }
  return failRenewal(state, charge, result.reason, attempt, now);
}

/** The Flirt changed the price: a raise waits for approval, a cut applies at once. */
function changePrice(command: Cmd<'ChangePrice'>, state: SubscriptionState): SubscriptionEvent[] {
  const { rateCents } = command;
  const data = { ...who(state), rateCents };
  if (state.status === 'active') {
    if (rateCents > state.rateCents) {
      return [
        {
          type: 'SubscriptionPriceChangeRequested',
          data: { ...data, previousRateCents: state.rateCents },
        },
      ];
    }
    if (rateCents < state.rateCents) {
      return [{ type: 'SubscriptionPriceChangeApproved', data }];
    }
    return [];
  }
  if (state.status === 'needs_approval') {
    if (rateCents === state.pendingRateCents) return [];
    if (rateCents <= state.rateCents) return [{ type: 'SubscriptionPriceChangeApproved', data }];
    return [
      {
        type: 'SubscriptionPriceChangeRequested',
        data: { ...data, previousRateCents: state.rateCents },
      },
    ];
  }
  return [];
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
      return [
        {
          type: 'SubscriptionCancellationRequested',
          data: { ...who(state), endsAt: state.paid?.periodEnd ?? command.now },
        },
      ];
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

/** A recurring tribute's amount or message. */
function updateTribute(
  command: Cmd<'UpdateTribute'>,
  state: SubscriptionState,
): SubscriptionEvent[] {
  const plan = state.plan;
  if (!isLive(state)) throw new NotFoundError(M.notSubscribed, 'not_subscribed');
  if (plan?.kind !== 'tribute') throw new DomainError('not_a_tribute', M.notATribute, 409);
  const rateCents = command.rateCents ?? state.rateCents;
  const message = command.message ?? plan.message;
  if (rateCents === state.rateCents && message === plan.message) return [];
  return [{ type: 'SubscriptionUpdated', data: { ...who(state), rateCents, message } }];
}

/** A package perk (free call minutes or chat volleys) used within the period's allowance. */
function usePerk(command: Cmd<'UsePerk'>, state: SubscriptionState): SubscriptionEvent[] {
  const plan = state.plan;
  const paid = state.paid;
  if (plan?.kind !== 'package' || paid === null || !PERK_STATUSES.includes(state.status)) {
    throw new DomainError('perk_unavailable', M.perkUnavailable, 409);
  }
  const usage = state.usage?.periodStart === paid.periodStart ? state.usage : null;
  const reported = [...(state.usage?.usages ?? []), ...(state.usage?.previousUsages ?? [])];
  const earlier = reported.find((report) => report.usageId === command.usageId);
  if (earlier) {
    // A retried report is a no-op; the same id with other details is a reporter's bug.
    if (earlier.perk === command.perk && earlier.quantity === command.quantity) return [];
    throw new DomainError('usage_conflict', M.usageConflict, 409);
  }
  const perks = plan.perks;
  if (command.perk === 'call') {
    if (!perks.freeMinutes) throw new DomainError('perk_unavailable', M.perkUnavailable, 409);
    const used = perks.callsLimitByPeriod
      ? (usage?.periodCalls ?? 0)
      : (state.usage?.totalCalls ?? 0);
    if (used + command.quantity > perks.callsPerPeriodAmount) {
      throw new DomainError('no_free_calls_left', M.noFreeCallsLeft, 409);
    }
  } else {
    if (!perks.freeVolleys || !command.volleysEnabled) {
      throw new DomainError('perk_unavailable', M.perkUnavailable, 409);
    }
    if ((usage?.periodVolleys ?? 0) + command.quantity > perks.volleysPerPeriodAmount) {
      throw new DomainError('no_free_volleys_left', M.noFreeVolleysLeft, 409);
    }
  }
  return [
    {
      type: 'PerkUsed',
      data: {
        ...who(state),
        packageId: plan.packageId,
        perk: command.perk,
        quantity: command.quantity,
        periodStart: paid.periodStart,
        usageId: command.usageId,
      },
    },
  ];
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
