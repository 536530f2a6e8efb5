import {
  type EnvelopeOf,
  type PackagePerks,
  READ_MODELS,
  RECURRING_PAYMENT_EVENT_TYPES,
  RENEWAL_RETRY_AFTER_DAYS,
  type SubscriptionEndReason,
  type SubscriptionEvent,
  type SubscriptionStatus,
} from '@flirtwire/contracts';
import {
  defineProjection,
  documentOp,
  ownedByUser,
  type ProjectionContext,
} from '../projection.js';

/** Its change notices reach the customer's browser under this name (posts lock or unlock). */
export const SUBSCRIPTIONS = READ_MODELS.subscriptions;

/**
 * One recurring payment (feed subscription, package subscription, recurring tribute) as the
 * customer's subscriptions pages show it, and as the billing job finds it: `nextActionAt` is
 * when the subscription next needs the platform (a renewal, a retry, an expiry, or a charge
 * left in flight).
 */
export type SubscriptionDoc = {
  _id: string;
  customerId: string;
  creatorId: string;
  kind: 'feed' | 'package' | 'tribute';
  packageId: string | null;
  offeringId: string | null;
  status: SubscriptionStatus;
  endedReason: SubscriptionEndReason | null;
  rateCents: number;
  newRateCents: number | null;
  /** The last paid period (access runs to its end); null before the first charge. */
  periodStart: string | null;
  periodEnd: string | null;
  renewalDate: string | null;
  /** pending_cancel: when it expires; cancelled: when it ended. */
  endsAt: string | null;
  retryAt: string | null;
  /** charge_failed: when it is cancelled unless a retry succeeds. */
  expiresAt: string | null;
  failedPeriodStart: string | null;
  perks: PackagePerks | null;
  usage: {
    periodStart: string;
    periodCalls: number;
    periodVolleys: number;
    totalCalls: number;
  } | null;
  message: string | null;
  fromChat: boolean;
  parentTributeId: string | null;
  firstSubscribedAt: string;
  updatedAt: string;
  nextActionAt: string | null;
  revision: number;
};

const EVENT_TYPES = RECURRING_PAYMENT_EVENT_TYPES;

type Handled = EnvelopeOf<Extract<SubscriptionEvent, { type: (typeof EVENT_TYPES)[number] }>>;

const DAY_MS = 86_400_000;
const addDays = (iso: string, days: number) =>
  new Date(new Date(iso).getTime() + days * DAY_MS).toISOString();

/** The retry after the first is this many days after it (the last one cancels when it fails). */
const LAST_RETRY_AFTER_FIRST =
  (RENEWAL_RETRY_AFTER_DAYS[RENEWAL_RETRY_AFTER_DAYS.length - 1] ?? 0) -
  RENEWAL_RETRY_AFTER_DAYS[0];

/** Paid up, possibly waiting for the customer to approve a new price. */
const paidStatus = (doc: SubscriptionDoc): SubscriptionStatus =>
  doc.newRateCents === null ? 'active' : 'needs_approval';

/** The document after one event (null: the event means nothing without a subscription). */
export function nextSubscriptionDoc(
  prev: SubscriptionDoc | null,
  event: Handled,
): SubscriptionDoc | null {
  const at = event.occurredAt;
  const base = { revision: event.revision, updatedAt: at };
  if (event.type === 'Subscribed') {
    const { plan, rateCents, subscriptionId, customerId, creatorId } = event.data;
    return {
      _id: subscriptionId,
      customerId,
      creatorId,
      kind: plan.kind,
      packageId: plan.kind === 'package' ? plan.packageId : null,
      offeringId: plan.kind === 'feed' ? plan.offeringId : null,
      status: 'incomplete',
      endedReason: null,
      rateCents,
      newRateCents: null,
      periodStart: null,
      periodEnd: null,
      renewalDate: null,
      endsAt: null,
      retryAt: null,
      expiresAt: null,
      failedPeriodStart: null,
      perks: plan.kind === 'package' ? plan.perks : null,
      usage: null,
      message: plan.kind === 'tribute' ? plan.message : null,
      fromChat: plan.kind === 'tribute' ? plan.fromChat : false,
      parentTributeId: plan.kind === 'tribute' ? plan.parentTributeId : null,
      firstSubscribedAt: prev?.firstSubscribedAt ?? at,
      nextActionAt: null,
      ...base,
    };
  }
  if (!prev) return null;
  const doc = { ...prev, ...base };
  switch (event.type) {
    case 'SubscriptionChargeStarted':
      return { ...doc, status: 'charging', renewalDate: null, nextActionAt: at };
    case 'SubscriptionCharged': {
      const { periodStart, periodEnd } = event.data;
      return {
        ...doc,
        status: paidStatus(doc),
        periodStart,
        periodEnd,
        renewalDate: periodEnd,
        retryAt: null,
        expiresAt: null,
        failedPeriodStart: null,
        endsAt: null,
        nextActionAt: periodEnd,
      };
    }
    case 'SubscriptionChargeFailed': {
      const { retryAt, periodStart } = event.data;
      if (doc.periodStart === null) {
        return { ...doc, status: 'incomplete', nextActionAt: null, retryAt: null };
      }
      const expiresAt =
        doc.failedPeriodStart === periodStart && doc.expiresAt !== null
          ? doc.expiresAt
          : retryAt === null
            ? at
            : addDays(retryAt, LAST_RETRY_AFTER_FIRST);
      return {
        ...doc,
        status: 'charge_failed',
        retryAt,
        expiresAt,
        failedPeriodStart: periodStart,
        renewalDate: null,
        nextActionAt: retryAt,
      };
    }
    case 'SubscriptionRenewed':
      return { ...doc, rateCents: event.data.rateCents };
    case 'SubscriptionCancellationRequested':
      return {
        ...doc,
        status: 'pending_cancel',
        endsAt: event.data.endsAt,
        renewalDate: null,
        nextActionAt: event.data.endsAt,
      };
    case 'SubscriptionResumed':
      return {
        ...doc,
        status: paidStatus(doc),
        endsAt: null,
        renewalDate: doc.periodEnd,
        nextActionAt: doc.periodEnd,
      };
    case 'SubscriptionCancelled':
      return ended(doc, event.data.reason, event.data.endedAt);
    case 'SubscriptionExpired':
      return ended(doc, 'expired', event.data.expiredAt);
    case 'SubscriptionPriceChangeRequested':
      return {
        ...doc,
        newRateCents: event.data.rateCents,
        status: doc.status === 'active' ? 'needs_approval' : doc.status,
      };
    case 'SubscriptionPriceChangeApproved':
      return {
        ...doc,
        rateCents: event.data.rateCents,
        newRateCents: null,
        status: doc.status === 'needs_approval' ? 'active' : doc.status,
      };
    case 'SubscriptionUpdated':
      return { ...doc, rateCents: event.data.rateCents, message: event.data.message };
    case 'PerkUsed': {
      const { perk, quantity, periodStart } = event.data;
      const same = doc.usage?.periodStart === periodStart ? doc.usage : null;
      return {
        ...doc,
        usage: {
          periodStart,
          periodCalls: (same?.periodCalls ?? 0) + (perk === 'call' ? quantity : 0),
          periodVolleys: (same?.periodVolleys ?? 0) + (perk === 'volley' ? quantity : 0),
          totalCalls: (doc.usage?.totalCalls ?? 0) + (perk === 'call' ? quantity : 0),
        },
      };
    }
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

function ended(doc: SubscriptionDoc, reason: SubscriptionEndReason, at: string): SubscriptionDoc {
  return {
    ...doc,
    status: 'cancelled',
    endedReason: reason,
    endsAt: at,
    renewalDate: null,
    retryAt: null,
    expiresAt: null,
    nextActionAt: null,
  };
}

async function handle(event: Handled, context: ProjectionContext) {
  const collection = context.collection<SubscriptionDoc>(SUBSCRIPTIONS);
  const prev = await collection.findOne({ _id: event.data.subscriptionId });
  // Each subscription is one stream: an event at or below the stored revision was applied.
  if (prev && prev.revision >= event.revision) return [];
  const next = nextSubscriptionDoc(prev, event);
  if (!next) return [];
  const { _id, ...replacement } = next;
  return [
    documentOp<SubscriptionDoc>(
      SUBSCRIPTIONS,
      { replaceOne: { filter: { _id }, replacement, upsert: true } },
      { owner: ownedByUser(next.customerId) },
    ),
  ];
}

/**
 * The customer's subscriptions pages (Active, Needs Attention, Expired), the subscription by
 * advisor, Perks Used, and the billing job's index of due work (`nextActionAt`).
 */
export const subscriptionsProjection = defineProjection<Handled>({
  name: 'subscriptions',
  version: 1,
  // Each document is one Flirt's subscription, from that Flirt's subscription events: one bus key,
  // one topic (docs/adr/0124).
  partitioned: true,
  eventTypes: EVENT_TYPES,
  collections: {
    [SUBSCRIPTIONS]: {
      indexes: [
        { key: { customerId: 1, status: 1, updatedAt: -1 } },
        { key: { nextActionAt: 1 } },
        { key: { creatorId: 1, kind: 1, status: 1 } },
        { key: { packageId: 1, status: 1 } },
      ],
    },
  },
  handle,
});
