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
  addDays,
  firstPeriod,
  nextRetry,
  type Period,
  RETRY_AFTER_DAYS,
  renewalPeriod,
  retrySchedule,
} from './billing/billing-period.js';

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

/**
 * The charge id of the n-th charge attempt of a stream for a period: deterministic, so a crash
 * after SubscriptionChargeStarted re-sends the same id (the gateway's idempotency key) and the
 * processor answers with its first result instead of charging again.
 */
export const chargeIdFor = (subscriptionId: string, periodStart: string, sequence: number) =>
  idFromKey('subscription-charge', subscriptionId, periodStart, String(sequence));

export type InternalStatus =
  | 'none'
  | 'incomplete'
  | 'charging'
  | 'active'
  | 'pending_cancel'
  | 'charge_failed'
  | 'needs_approval'
  | 'cancelled'
  | 'expired';

/** Statuses of a subscription that is still running (paid, or in its grace after a failure). */
export const LIVE_STATUSES: readonly InternalStatus[] = [
  'charging',
  'active',
  'pending_cancel',
  'charge_failed',
  'needs_approval',
];

/** Spec 000 §4: perks can be used (and Perks Used shows) in these statuses. */
const PERK_STATUSES: readonly InternalStatus[] = [
  'active',
  'pending_cancel',
  'charge_failed',
  'charging',
];

export interface PendingCharge extends Period {
  readonly chargeId: string;
  readonly amountCents: number;
  readonly renewal: boolean;
  readonly cardId: string;
}

/** The period being paid for when it is not paid yet (first charge, or a renewal). */
export interface Billing extends Period {
  readonly renewal: boolean;
  readonly attempts: number;
  /** Renewal retries (set by the first failure of the period). */
  readonly retries: readonly string[] | null;
}

export interface PerkUsage {
  readonly periodStart: string;
  readonly periodCalls: number;
  readonly periodVolleys: number;
  readonly totalCalls: number;
  /** The usages reported this period, by the reporter's id (a repeated report changes nothing). */
  readonly usages: readonly ReportedUsage[];
  /** The period before's, so a report retried across a renewal is not counted twice. */
  readonly previousUsages: readonly ReportedUsage[];
}

export interface ReportedUsage {
  readonly usageId: string;
  readonly perk: 'call' | 'volley';
  readonly quantity: number;
}

export interface SubscriptionState {
  readonly status: InternalStatus;
  readonly subscriptionId: string;
  readonly customerId: string;
  readonly creatorId: string;
  readonly plan: SubscriptionPlan | null;
  readonly rateCents: number;
  readonly cardId: string | null;
  /** Start of the first period of this incarnation; later periods count from it. */
  readonly anchor: string | null;
  /** The last paid period (access runs to its end). */
  readonly paid: Period | null;
  readonly billing: Billing | null;
  readonly charge: PendingCharge | null;
  /** Charge attempts ever made in this stream (numbers the charge ids). */
  readonly chargeSequence: number;
  readonly retryAt: string | null;
  readonly lastFailure: ChargeFailure | null;
  readonly endsAt: string | null;
  readonly pendingRateCents: number | null;
  readonly endedAt: string | null;
  readonly endedReason: string | null;
  readonly usage: PerkUsage | null;
}

export const initialSubscriptionState: SubscriptionState = {
  status: 'none',
  subscriptionId: '',
  customerId: '',
  creatorId: '',
  plan: null,
  rateCents: 0,
  cardId: null,
  anchor: null,
  paid: null,
  billing: null,
  charge: null,
  chargeSequence: 0,
  retryAt: null,
  lastFailure: null,
  endsAt: null,
  pendingRateCents: null,
  endedAt: null,
  endedReason: null,
  usage: null,
};

/** Why the platform ends a subscription instead of renewing it. */
export type Ending = 'blocked' | 'creator_inactive' | 'package_deleted';

interface Who {
  readonly subscriptionId: string;
  readonly customerId: string;
  readonly creatorId: string;
}

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

export const isLive = (state: SubscriptionState): boolean => LIVE_STATUSES.includes(state.status);

/** Paid up for the current period (what "charged" means in a subscribe answer). */
export const isPaidUp = (state: SubscriptionState): boolean =>
  state.status === 'active' ||
  state.status === 'pending_cancel' ||
  state.status === 'needs_approval';

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

const who = (state: SubscriptionState): Who => ({
  subscriptionId: state.subscriptionId,
  customerId: state.customerId,
  creatorId: state.creatorId,
});

function evolve(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  switch (event.type) {
    case 'Subscribed': {
      const d = event.data;
      return {
        ...initialSubscriptionState,
        chargeSequence: state.chargeSequence,
        usage: null,
        status: 'incomplete',
        subscriptionId: d.subscriptionId,
        customerId: d.customerId,
        creatorId: d.creatorId,
        plan: d.plan,
        rateCents: d.rateCents,
        cardId: d.cardId,
        anchor: d.periodStart,
        billing: {
          periodStart: d.periodStart,
          periodEnd: d.periodEnd,
          renewal: false,
          attempts: 0,
          retries: null,
        },
      };
    }
    case 'SubscriptionChargeStarted': {
      const d = event.data;
      const prior = state.billing?.periodStart === d.periodStart ? state.billing : null;
      return {
        ...state,
        status: 'charging',
        cardId: d.cardId,
        chargeSequence: state.chargeSequence + 1,
        charge: {
          chargeId: d.chargeId,
          amountCents: d.amountCents,
          renewal: d.renewal,
          cardId: d.cardId,
          periodStart: d.periodStart,
          periodEnd: d.periodEnd,
        },
        billing: {
          periodStart: d.periodStart,
          periodEnd: d.periodEnd,
          renewal: d.renewal,
          attempts: (prior?.attempts ?? 0) + 1,
          retries: prior?.retries ?? null,
        },
      };
    }
    case 'SubscriptionCharged':
      return {
        ...state,
        status: state.pendingRateCents === null ? 'active' : 'needs_approval',
        paid: { periodStart: event.data.periodStart, periodEnd: event.data.periodEnd },
        billing: null,
        charge: null,
        retryAt: null,
        lastFailure: null,
      };
    case 'SubscriptionChargeFailed': {
      const d = event.data;
      const renewal = state.paid !== null;
      const earlier = state.billing?.periodStart === d.periodStart ? state.billing : null;
      const retries =
        earlier?.retries ??
        (renewal && d.retryAt !== null
          ? retrySchedule(addDays(d.retryAt, -RETRY_AFTER_DAYS[0]))
          : null);
      return {
        ...state,
        status: renewal ? 'charge_failed' : 'incomplete',
        charge: null,
        chargeSequence: state.charge ? state.chargeSequence : state.chargeSequence + 1,
        retryAt: d.retryAt,
        lastFailure: d.reason,
        billing: {
          periodStart: d.periodStart,
          periodEnd: d.periodEnd,
          renewal,
          attempts: d.attempt,
          retries,
        },
      };
    }
    case 'SubscriptionRenewed':
      return { ...state, rateCents: event.data.rateCents };
    case 'SubscriptionCancellationRequested':
      return { ...state, status: 'pending_cancel', endsAt: event.data.endsAt };
    case 'SubscriptionResumed':
      return {
        ...state,
        status: state.pendingRateCents === null ? 'active' : 'needs_approval',
        endsAt: null,
      };
    case 'SubscriptionCancelled':
      return {
        ...state,
        status: 'cancelled',
        charge: null,
        billing: null,
        retryAt: null,
        endsAt: null,
        endedAt: event.data.endedAt,
        endedReason: event.data.reason,
      };
    case 'SubscriptionExpired':
      return {
        ...state,
        status: 'expired',
        charge: null,
        billing: null,
        retryAt: null,
        endsAt: null,
        endedAt: event.data.expiredAt,
        endedReason: 'expired',
      };
    case 'SubscriptionPriceChangeRequested':
      return {
        ...state,
        status: state.status === 'active' ? 'needs_approval' : state.status,
        pendingRateCents: event.data.rateCents,
      };
    case 'SubscriptionPriceChangeApproved':
      return {
        ...state,
        status: state.status === 'needs_approval' ? 'active' : state.status,
        rateCents: event.data.rateCents,
        pendingRateCents: null,
      };
    case 'SubscriptionUpdated': {
      const plan = state.plan;
      return {
        ...state,
        rateCents: event.data.rateCents,
        plan: plan?.kind === 'tribute' ? { ...plan, message: event.data.message } : plan,
      };
    }
    case 'PerkUsed': {
      const d = event.data;
      const usage = state.usage;
      const samePeriod = usage?.periodStart === d.periodStart;
      const calls = d.perk === 'call' ? d.quantity : 0;
      const volleys = d.perk === 'volley' ? d.quantity : 0;
      return {
        ...state,
        usage: {
          periodStart: d.periodStart,
          periodCalls: (samePeriod ? usage.periodCalls : 0) + calls,
          periodVolleys: (samePeriod ? usage.periodVolleys : 0) + volleys,
          totalCalls: (usage?.totalCalls ?? 0) + calls,
          usages: [
            ...(samePeriod ? usage.usages : []),
            { usageId: d.usageId, perk: d.perk, quantity: d.quantity },
          ],
          previousUsages: samePeriod ? usage.previousUsages : (usage?.usages ?? []),
        },
      };
    }
    case 'SubscriptionPriceSet':
    case 'PackageCreated':
    case 'PackageUpdated':
    case 'PackageVisibilityChanged':
    case 'PackageDeleted':
      return state;
    default: {
      const unexpected: never = event;
      return unexpected;
    }
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

function decide(command: SubscriptionCommand, state: SubscriptionState): SubscriptionEvent[] {
  switch (command.type) {
    case 'Subscribe': {
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
        throw new DomainError(
          'blocked',
          plan.kind === 'tribute' ? M.tributeBlocked : M.blocked,
          403,
        );
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
    case 'Resubscribe': {
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
    case 'Unsubscribe':
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
    case 'ApprovePriceChange':
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
    case 'Renew': {
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
          return [
            { type: 'SubscriptionExpired', data: { ...who(state), expiredAt: paid.periodEnd } },
          ];
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
    case 'RecordChargeResult': {
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
    case 'ChangePrice': {
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
        if (rateCents <= state.rateCents)
          return [{ type: 'SubscriptionPriceChangeApproved', data }];
        return [
          {
            type: 'SubscriptionPriceChangeRequested',
            data: { ...data, previousRateCents: state.rateCents },
          },
        ];
      }
      return [];
    }
    case 'EndForBlock': {
      // A block ends what was running when it happened, never a subscription started later.
      if (!isLive(state) || (state.anchor !== null && state.anchor > command.blockedAt)) return [];
      requireNotCharging(state);
      return cancel(state, 'blocked', command.now);
    }
    case 'EndWithPackage':
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
    case 'UpdateTribute': {
      const plan = state.plan;
      if (!isLive(state)) throw new NotFoundError(M.notSubscribed, 'not_subscribed');
      if (plan?.kind !== 'tribute') throw new DomainError('not_a_tribute', M.notATribute, 409);
      const rateCents = command.rateCents ?? state.rateCents;
      const message = command.message ?? plan.message;
      if (rateCents === state.rateCents && message === plan.message) return [];
      return [{ type: 'SubscriptionUpdated', data: { ...who(state), rateCents, message } }];
    }
    case 'UsePerk': {
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
    default: {
      const unexpected: never = command;
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
