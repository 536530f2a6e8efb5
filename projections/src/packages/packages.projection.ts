import { READ_MODELS } from '@flirtwire/contracts';
import type {
  EnvelopeOf,
  PackagePerks,
  PackageStatus,
  SubscriptionEvent,
} from '@flirtwire/contracts';
import {
  defineProjection,
  type DocumentOp,
  documentOp,
  ownedByCreator,
  type ProjectionContext,
} from '../projection.js';

export const PACKAGES = READ_MODELS.packages;
export const PACKAGE_SUBSCRIBERS = READ_MODELS.packageSubscribers;

/** A package with its statistics (Manage Packages) and its public face (storefront tab). */
export type PackageDoc = {
  _id: string;
  creatorId: string;
  rateCents: number;
  status: PackageStatus;
  perks: PackagePerks;
  createdAt: string;
  deletedAt: string | null;
  /** When the last subscriber's paid period ends (set on deletion). */
  deletionDate: string | null;
  /** Subscribers paid up and renewing (incl. a failed renewal in its grace, a price to approve). */
  activeSubscribers: number;
  /** Subscribers who cancelled and run to the end of their period. */
  pendingExpiration: number;
  /** Subscribers who paid once and have left. */
  expired: number;
  revision: number;
};

/** Where one package subscription counts in its package's statistics. */
export type SubscriberBucket = 'unpaid' | 'active' | 'pending_expiration' | 'expired';

export type PackageSubscriberDoc = {
  _id: string;
  packageId: string;
  creatorId: string;
  bucket: SubscriberBucket;
  periodEnd: string | null;
  revision: number;
};

const PACKAGE_EVENTS = [
  'PackageCreated',
  'PackageUpdated',
  'PackageVisibilityChanged',
  'PackageDeleted',
] as const;
const SUBSCRIPTION_EVENTS = [
  'Subscribed',
  'SubscriptionCharged',
  'SubscriptionCancellationRequested',
  'SubscriptionResumed',
  'SubscriptionCancelled',
  'SubscriptionExpired',
] as const;

type PackageEvent = EnvelopeOf<
  Extract<SubscriptionEvent, { type: (typeof PACKAGE_EVENTS)[number] }>
>;
type SubscriberEvent = EnvelopeOf<
  Extract<SubscriptionEvent, { type: (typeof SUBSCRIPTION_EVENTS)[number] }>
>;
type Handled = PackageEvent | SubscriberEvent;

const isPackageEvent = (event: Handled): event is PackageEvent =>
  (PACKAGE_EVENTS as readonly string[]).includes(event.type);

const COUNTER: Record<SubscriberBucket, keyof PackageDoc | null> = {
  unpaid: null,
  active: 'activeSubscribers',
  pending_expiration: 'pendingExpiration',
  expired: 'expired',
};

/** The bucket after a subscription event. */
export function nextBucket(bucket: SubscriberBucket, event: SubscriberEvent): SubscriberBucket {
  switch (event.type) {
    case 'Subscribed':
      return bucket;
    case 'SubscriptionCharged':
    case 'SubscriptionResumed':
      return 'active';
    case 'SubscriptionCancellationRequested':
      return bucket === 'unpaid' ? bucket : 'pending_expiration';
    case 'SubscriptionCancelled':
    case 'SubscriptionExpired':
      return bucket === 'unpaid' ? bucket : 'expired';
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/** Percent of everyone who paid that has left, one decimal. */
export function cancellationRate(
  doc: Pick<PackageDoc, 'activeSubscribers' | 'pendingExpiration' | 'expired'>,
): number {
  const everyone = doc.activeSubscribers + doc.pendingExpiration + doc.expired;
  return everyone === 0 ? 0 : Math.round((doc.expired / everyone) * 1000) / 10;
}

async function handlePackage(
  event: PackageEvent,
  context: ProjectionContext,
): Promise<DocumentOp[]> {
  const packages = context.collection<PackageDoc>(PACKAGES);
  const { packageId, creatorId } = event.data;
  const prev = await packages.findOne({ _id: packageId });
  if (prev && prev.revision >= event.revision) return [];
  const owner = { owner: ownedByCreator(creatorId) };
  const set = (fields: Partial<PackageDoc>) =>
    documentOp<PackageDoc>(
      PACKAGES,
      {
        updateOne: {
          filter: { _id: packageId },
          update: { $set: { ...fields, revision: event.revision } },
        },
      },
      owner,
    );
  switch (event.type) {
    case 'PackageCreated': {
      const { rateCents, status, perks } = event.data;
      return [
        documentOp<PackageDoc>(
          PACKAGES,
          {
            updateOne: {
              filter: { _id: packageId },
              update: {
                $set: {
                  creatorId,
                  rateCents,
                  status,
                  perks,
                  createdAt: event.occurredAt,
                  deletedAt: null,
                  deletionDate: null,
                  revision: event.revision,
                },
                $setOnInsert: { activeSubscribers: 0, pendingExpiration: 0, expired: 0 },
              },
              upsert: true,
            },
          },
          owner,
        ),
      ];
    }
    case 'PackageUpdated':
      return prev ? [set({ rateCents: event.data.rateCents, perks: event.data.perks })] : [];
    case 'PackageVisibilityChanged':
      return prev ? [set({ status: event.data.status })] : [];
    case 'PackageDeleted': {
      if (!prev) return [];
      const running = await context
        .collection<PackageSubscriberDoc>(PACKAGE_SUBSCRIBERS)
        .find({ packageId, bucket: { $in: ['active', 'pending_expiration'] } })
        .toArray();
      const lastEnd = running
        .map((subscriber) => subscriber.periodEnd)
        .reduce<string>(
          (latest, end) => (end !== null && end > latest ? end : latest),
          event.occurredAt,
        );
      return [
        set({ status: 'deleted_package', deletedAt: event.occurredAt, deletionDate: lastEnd }),
      ];
    }
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

async function handleSubscriber(
  event: SubscriberEvent,
  context: ProjectionContext,
): Promise<DocumentOp[]> {
  const subscribers = context.collection<PackageSubscriberDoc>(PACKAGE_SUBSCRIBERS);
  const id = event.data.subscriptionId;
  const prev = await subscribers.findOne({ _id: id });
  if (prev && prev.revision >= event.revision) return [];
  let current: PackageSubscriberDoc;
  if (event.type === 'Subscribed') {
    const plan = event.data.plan;
    if (plan.kind !== 'package') return [];
    current = prev ?? {
      _id: id,
      packageId: plan.packageId,
      creatorId: event.data.creatorId,
      bucket: 'unpaid',
      periodEnd: null,
      revision: event.revision,
    };
  } else {
    if (!prev) return [];
    current = prev;
  }
  const bucket = nextBucket(current.bucket, event);
  const periodEnd = event.type === 'SubscriptionCharged' ? event.data.periodEnd : current.periodEnd;
  const { _id, ...replacement } = { ...current, bucket, periodEnd, revision: event.revision };
  const ops = [
    documentOp<PackageSubscriberDoc>(PACKAGE_SUBSCRIBERS, {
      replaceOne: { filter: { _id }, replacement, upsert: true },
    }),
  ];
  const from = COUNTER[current.bucket];
  const to = COUNTER[bucket];
  if (from !== to) {
    const inc: Record<string, number> = {};
    if (from) inc[from] = -1;
    if (to) inc[to] = 1;
    ops.push(
      documentOp<PackageDoc>(
        PACKAGES,
        { updateOne: { filter: { _id: current.packageId }, update: { $inc: inc } } },
        { owner: ownedByCreator(current.creatorId) },
      ),
    );
  }
  return ops;
}

/**
 * Packages for Manage Packages (with subscriber statistics) and the storefront packages tab
 * (public packages only, read without the statistics).
 */
export const packagesProjection = defineProjection<Handled>({
  name: 'packages',
  version: 1,
  // Each document is one Flirt's package and its subscribers, from that Flirt's subscription
  // events: one bus key, one topic (docs/adr/0124).
  partitioned: true,
  eventTypes: [...PACKAGE_EVENTS, ...SUBSCRIPTION_EVENTS],
  collections: {
    [PACKAGES]: { indexes: [{ key: { creatorId: 1, status: 1, createdAt: 1 } }] },
    [PACKAGE_SUBSCRIBERS]: { indexes: [{ key: { packageId: 1, bucket: 1 } }] },
  },
  handle: (event, context) =>
    isPackageEvent(event) ? handlePackage(event, context) : handleSubscriber(event, context),
});
