import type { ChargeFailure, SubscriptionEvent, SubscriptionPlan } from '@flirtwire/contracts';
import { idFromKey } from '../shared/domain/ids.js';
import { addDays, type Period, RETRY_AFTER_DAYS, retrySchedule } from './billing/billing-period.js';

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
export const PERK_STATUSES: readonly InternalStatus[] = [
  'active',
  'pending_cancel',
  'charge_failed',
  'charging',
];

interface PendingCharge extends Period {
  readonly chargeId: string;
  readonly amountCents: number;
  readonly renewal: boolean;
  readonly cardId: string;
}

/** The period being paid for when it is not paid yet (first charge, or a renewal). */
interface Billing extends Period {
  readonly renewal: boolean;
  readonly attempts: number;
  /** Renewal retries (set by the first failure of the period). */
  readonly retries: readonly string[] | null;
}

interface PerkUsage {
  readonly periodStart: string;
  readonly periodCalls: number;
  readonly periodVolleys: number;
  readonly totalCalls: number;
  /** The usages reported this period, by the reporter's id (a repeated report changes nothing). */
  readonly usages: readonly ReportedUsage[];
  /** The period before's, so a report retried across a renewal is not counted twice. */
  readonly previousUsages: readonly ReportedUsage[];
}

interface ReportedUsage {
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

/** The pair and the subscription an event is about. */
export interface Who {
  readonly subscriptionId: string;
  readonly customerId: string;
  readonly creatorId: string;
}

export const isLive = (state: SubscriptionState): boolean => LIVE_STATUSES.includes(state.status);

/** Paid up for the current period (what "charged" means in a subscribe answer). */
export const isPaidUp = (state: SubscriptionState): boolean =>
  state.status === 'active' ||
  state.status === 'pending_cancel' ||
  state.status === 'needs_approval';

export const who = (state: SubscriptionState): Who => ({
  subscriptionId: state.subscriptionId,
  customerId: state.customerId,
  creatorId: state.creatorId,
});

/** The recurring payment's state after one more event (pure). */
export function evolve(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
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
