import { READ_MODELS } from '@flirtwire/contracts';
import type { EnvelopeOf, RelationshipEvent, SubscriptionEvent } from '@flirtwire/contracts';
import { defineProjection, documentOp, ownedByUser } from '../projection.js';

/** A recurring payment's state as the feed sees it (spec 000 §4 subscription statuses). */
export type FeedSubscriptionStatus =
  'active' | 'pending_cancel' | 'charge_failed' | 'incomplete' | 'cancelled' | 'expired';

export type FeedSubscriptionFacts = {
  plan: 'feed' | 'package' | 'tribute';
  /** A feed subscription, or a package whose perks include feed access. */
  feedAccess: boolean;
  status: FeedSubscriptionStatus;
  /** A charge has succeeded since the last Subscribed (a first charge that fails: incomplete). */
  charged: boolean;
  /** Revision of the last event of this subscription's stream applied. */
  revision: number;
};

/**
 * One customer and one Flirt as the feed sees them: following, blocks either way, and the
 * subscriptions that entitle the customer to subscriber posts (docs/adr/0061).
 */
export type FeedEntitlementRow = {
  _id: string;
  creatorId: string;
  customerId: string;
  following: boolean;
  followedAt: string | null;
  blockedByCreator: boolean;
  blockedByCustomer: boolean;
  blocked: boolean;
  /** Revision of the last event of `relationship-<creatorId>-<customerId>` applied. */
  relationshipRevision: number;
  subscriptions: Record<string, FeedSubscriptionFacts>;
  /** Holds a live feed or package subscription (subscribers cannot unfollow). */
  subscriber: boolean;
  /** Entitled to subscriber posts now (a live subscription with feed access). */
  entitled: boolean;
  /** Since when without a break (for "Hide from future subscribers"); null when not entitled. */
  entitledSince: string | null;
};

export const entitlementId = (creatorId: string, customerId: string) =>
  `${creatorId}:${customerId}`;

const LIVE: readonly FeedSubscriptionStatus[] = ['active', 'pending_cancel', 'charge_failed'];

type Handled = EnvelopeOf<RelationshipEvent> | EnvelopeOf<SubscriptionEvent>;

function empty(creatorId: string, customerId: string): FeedEntitlementRow {
  return {
    _id: entitlementId(creatorId, customerId),
    creatorId,
    customerId,
    following: false,
    followedAt: null,
    blockedByCreator: false,
    blockedByCustomer: false,
    blocked: false,
    relationshipRevision: -1,
    subscriptions: {},
    subscriber: false,
    entitled: false,
    entitledSince: null,
  };
}

function withSubscriptionTotals(row: FeedEntitlementRow, at: string): FeedEntitlementRow {
  const live = Object.values(row.subscriptions).filter((s) => LIVE.includes(s.status));
  const entitled = live.some((s) => s.feedAccess);
  return {
    ...row,
    subscriber: live.some((s) => s.plan !== 'tribute'),
    entitled,
    entitledSince: entitled ? (row.entitled ? row.entitledSince : at) : null,
  };
}

function relationship(
  row: FeedEntitlementRow,
  event: EnvelopeOf<RelationshipEvent>,
): FeedEntitlementRow | null {
  if (event.revision <= row.relationshipRevision) return null;
  const base = { ...row, relationshipRevision: event.revision };
  switch (event.type) {
    case 'Followed':
      return { ...base, following: true, followedAt: event.occurredAt };
    case 'Unfollowed':
      return { ...base, following: false, followedAt: null };
    case 'CustomerBlocked': {
      const byCreator = event.data.by === 'creator' || row.blockedByCreator;
      const byCustomer = event.data.by === 'customer' || row.blockedByCustomer;
      return {
        ...base,
        following: false,
        followedAt: null,
        blockedByCreator: byCreator,
        blockedByCustomer: byCustomer,
        blocked: true,
      };
    }
    case 'CustomerUnblocked': {
      const byCreator = event.data.by === 'creator' ? false : row.blockedByCreator;
      const byCustomer = event.data.by === 'customer' ? false : row.blockedByCustomer;
      return {
        ...base,
        blockedByCreator: byCreator,
        blockedByCustomer: byCustomer,
        blocked: byCreator || byCustomer,
      };
    }
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

function subscription(
  row: FeedEntitlementRow,
  event: EnvelopeOf<SubscriptionEvent>,
): FeedEntitlementRow | null {
  if (!('subscriptionId' in event.data)) return null;
  const id = event.data.subscriptionId;
  const current = row.subscriptions[id];
  if (current && event.revision <= current.revision) return null;
  const put = (facts: Partial<FeedSubscriptionFacts>): FeedEntitlementRow | null =>
    current
      ? {
          ...row,
          subscriptions: {
            ...row.subscriptions,
            [id]: { ...current, ...facts, revision: event.revision },
          },
        }
      : null;
  switch (event.type) {
    case 'Subscribed': {
      const plan = event.data.plan;
      const feedAccess = plan.kind === 'feed' || (plan.kind === 'package' && plan.perks.feedAccess);
      return {
        ...row,
        subscriptions: {
          ...row.subscriptions,
          [id]: {
            plan: plan.kind,
            feedAccess,
            status: 'active',
            charged: false,
            revision: event.revision,
          },
        },
      };
    }
    case 'SubscriptionCharged':
    case 'SubscriptionRenewed':
    case 'SubscriptionResumed':
    case 'SubscriptionPriceChangeApproved':
      return put({ status: 'active', charged: true });
    case 'SubscriptionChargeFailed':
      return put({ status: current?.charged ? 'charge_failed' : 'incomplete' });
    case 'SubscriptionCancellationRequested':
      return put({ status: 'pending_cancel' });
    case 'SubscriptionCancelled':
      return put({ status: 'cancelled' });
    case 'SubscriptionExpired':
      return put({ status: 'expired' });
    case 'SubscriptionChargeStarted':
    case 'SubscriptionPriceChangeRequested':
    case 'SubscriptionUpdated':
    case 'PerkUsed':
      return put({});
    case 'SubscriptionPriceSet':
    case 'PackageCreated':
    case 'PackageUpdated':
    case 'PackageVisibilityChanged':
    case 'PackageDeleted':
      return null;
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

const RELATIONSHIP_TYPES = ['Followed', 'Unfollowed', 'CustomerBlocked', 'CustomerUnblocked'];

/**
 * Built from the relationship and subscription event contracts only (no code of the money
 * flows): a viewer is entitled to a Flirt's subscriber posts while a feed subscription, or a
 * package subscription whose perks include feed access, is active, pending_cancel or
 * charge_failed, until it is cancelled or expires.
 */
export const feedEntitlementsProjection = defineProjection<Handled>({
  name: 'feed-entitlements',
  version: 1,
  eventTypes: [
    'Followed',
    'Unfollowed',
    'CustomerBlocked',
    'CustomerUnblocked',
    'Subscribed',
    'SubscriptionCharged',
    'SubscriptionRenewed',
    'SubscriptionResumed',
    'SubscriptionPriceChangeApproved',
    'SubscriptionChargeFailed',
    'SubscriptionCancellationRequested',
    'SubscriptionCancelled',
    'SubscriptionExpired',
  ],
  collections: {
    [READ_MODELS.feedEntitlements]: { indexes: [{ key: { customerId: 1, creatorId: 1 } }] },
  },
  handle: async (event, context) => {
    const { creatorId, customerId } = event.data as { creatorId: string; customerId: string };
    const rows = context.collection<FeedEntitlementRow>(READ_MODELS.feedEntitlements);
    const row =
      (await rows.findOne({ _id: entitlementId(creatorId, customerId) })) ??
      empty(creatorId, customerId);
    const changed = RELATIONSHIP_TYPES.includes(event.type)
      ? relationship(row, event as EnvelopeOf<RelationshipEvent>)
      : subscription(row, event as EnvelopeOf<SubscriptionEvent>);
    if (!changed) return [];
    const { _id: id, ...replacement } = withSubscriptionTotals(changed, event.occurredAt);
    return [
      documentOp<FeedEntitlementRow>(
        'feed_entitlements',
        { replaceOne: { filter: { _id: id }, replacement, upsert: true } },
        { owner: ownedByUser(customerId) },
      ),
    ];
  },
});
