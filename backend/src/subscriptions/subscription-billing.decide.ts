import {
  type ChargeFailure,
  platformFee,
  SUBSCRIPTION_MESSAGES as M,
  type SubscriptionEvent,
} from '@flirtwire/contracts';
import { DomainError } from '../shared/errors.js';
import { nextRetry, type Period, renewalPeriod, retrySchedule } from './billing/billing-period.js';
import type { Cmd, Ending } from './subscription.commands.js';
import { chargeIdFor, type SubscriptionState, who } from './subscription.state.js';

// The billing cycle's decisions: renewals and their retries, charge results, price changes,
// and ending a subscription.

/** A renewal attempt for `period`: the charge, or without a card an immediate failure. */
export function attemptRenewal(
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

/** Ends the subscription at once, for `reason`. */
export function cancel(
  state: SubscriptionState,
  reason: Ending | 'customer',
  now: string,
): SubscriptionEvent[] {
  return [{ type: 'SubscriptionCancelled', data: { ...who(state), reason, endedAt: now } }];
}

/** The customer accepts a raised price. */
export function approvePriceChange(state: SubscriptionState): SubscriptionEvent[] {
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
export function renew(command: Cmd<'Renew'>, state: SubscriptionState): SubscriptionEvent[] {
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
export function recordChargeResult(
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
export function changePrice(
  command: Cmd<'ChangePrice'>,
  state: SubscriptionState,
): SubscriptionEvent[] {
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
