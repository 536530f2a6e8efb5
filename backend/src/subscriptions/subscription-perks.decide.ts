import { SUBSCRIPTION_MESSAGES as M, type SubscriptionEvent } from '@flirtwire/contracts';
import { DomainError, NotFoundError } from '../shared/errors.js';
import type { Cmd } from './subscription.commands.js';
import { isLive, PERK_STATUSES, type SubscriptionState, who } from './subscription.state.js';

/** A recurring tribute's amount or message. */
export function updateTribute(
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
export function usePerk(command: Cmd<'UsePerk'>, state: SubscriptionState): SubscriptionEvent[] {
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
