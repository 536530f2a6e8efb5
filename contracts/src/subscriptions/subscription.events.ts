import { z } from 'zod';
import { defineEvent, type EventsOf } from '../shared/events.js';
import { Uuid } from '../shared/ids.js';
import { NonNegativeCents, PositiveCents } from '../shared/money.js';

const IsoTime = z.iso.datetime({ offset: true });

/**
 * Perks of a package (spec 000 §3 package creation payload, §5 ranges). Minutes and volleys are
 * free usage per billing period.
 */
export const PackagePerks = z.object({
  feedAccess: z.boolean(),
  /** The free-minute-calls perk is on. */
  freeMinutes: z.boolean(),
  /** Minutes per free call, 1 to 5 (default 3). */
  callsPerSessionAmount: z.number().int().min(1).max(5),
  /** Whether free calls are limited per month (default on). */
  callsLimitByPeriod: z.boolean(),
  /** Free calls per month, 1 to 30 (default 10). */
  callsPerPeriodAmount: z.number().int().min(1).max(30),
  /** The free-chat-volleys perk is on (needs the free_chat_volleys flag and chat enabled). */
  freeVolleys: z.boolean(),
  /** Free volleys per month, 1 to 999 (default 20). */
  volleysPerPeriodAmount: z.number().int().min(1).max(999),
});
export type PackagePerks = z.infer<typeof PackagePerks>;

export const PACKAGE_STATUSES = [
  'pending_onboarding',
  'public_package',
  'private_package',
  'deleted_package',
] as const;
export const PackageStatus = z.enum(PACKAGE_STATUSES);
export type PackageStatus = z.infer<typeof PackageStatus>;

/**
 * What a recurring payment is for. Spec 000 §1: a plain feed subscription; with the
 * `recurring_package_tributes` flag, package subscriptions and recurring monetary tributes.
 */
export const SubscriptionPlan = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('feed'), offeringId: Uuid }),
  z.object({ kind: z.literal('package'), packageId: Uuid, perks: PackagePerks }),
  z.object({
    kind: z.literal('tribute'),
    message: z.string().max(500),
    fromChat: z.boolean(),
    parentTributeId: Uuid.nullable(),
  }),
]);
export type SubscriptionPlan = z.infer<typeof SubscriptionPlan>;

export const CHARGE_FAILURES = [
  'declined',
  'insufficient_funds',
  'processor_error',
  'no_card',
] as const;
export const ChargeFailure = z.enum(CHARGE_FAILURES);
export type ChargeFailure = z.infer<typeof ChargeFailure>;

export const CANCELLATION_REASONS = [
  'customer',
  'charge_failed',
  'blocked',
  'package_deleted',
  'creator_inactive',
] as const;
export const CancellationReason = z.enum(CANCELLATION_REASONS);

const Who = { subscriptionId: Uuid, customerId: Uuid, creatorId: Uuid };
const Period = { periodStart: IsoTime, periodEnd: IsoTime };

/**
 * Subscriptions context. Offerings (a Flirt's plain subscription price) live in
 * `offering-<creatorId>`; packages in `package-<packageId>`; every recurring payment (feed
 * subscription, package subscription, recurring tribute) in `subscription-<subscriptionId>`, whose
 * id is derived from who pays what (one per customer and Flirt for feed, per customer and package,
 * per customer and Flirt for tributes) so repeated subscribes meet in one stream.
 */
export const subscriptionEvents = {
  SubscriptionPriceSet: defineEvent(
    z.object({
      creatorId: Uuid,
      offeringId: Uuid,
      rateCents: PositiveCents,
      previousRateCents: PositiveCents.nullable(),
    }),
  ),
  PackageCreated: defineEvent(
    z.object({
      packageId: Uuid,
      creatorId: Uuid,
      rateCents: PositiveCents,
      status: PackageStatus,
      perks: PackagePerks,
    }),
  ),
  PackageUpdated: defineEvent(
    z.object({ packageId: Uuid, creatorId: Uuid, rateCents: PositiveCents, perks: PackagePerks }),
  ),
  PackageVisibilityChanged: defineEvent(
    z.object({
      packageId: Uuid,
      creatorId: Uuid,
      status: z.enum(['public_package', 'private_package']),
    }),
  ),
  PackageDeleted: defineEvent(z.object({ packageId: Uuid, creatorId: Uuid })),

  /**
   * A subscription (re)starts with the customer's request: always appended together with the
   * first SubscriptionChargeStarted (renewal false). It is paid, and live, once
   * SubscriptionCharged follows; a SubscriptionChargeFailed instead leaves it incomplete (never
   * paid, nothing to retry: the customer subscribes again).
   */
  Subscribed: defineEvent(
    z.object({ ...Who, plan: SubscriptionPlan, rateCents: PositiveCents, cardId: Uuid, ...Period }),
  ),
  /** A charge is about to be sent to the gateway with `chargeId` as its idempotency key. */
  SubscriptionChargeStarted: defineEvent(
    z.object({
      ...Who,
      chargeId: Uuid,
      amountCents: PositiveCents,
      renewal: z.boolean(),
      cardId: Uuid,
      ...Period,
    }),
  ),
  SubscriptionCharged: defineEvent(
    z.object({
      ...Who,
      kind: z.enum(['feed', 'package', 'tribute']),
      chargeId: Uuid,
      amountCents: PositiveCents,
      platformFeeCents: NonNegativeCents,
      renewal: z.boolean(),
      gatewayReference: z.string(),
      ...Period,
    }),
  ),
  SubscriptionChargeFailed: defineEvent(
    z.object({
      ...Who,
      chargeId: Uuid,
      amountCents: PositiveCents,
      reason: ChargeFailure,
      attempt: z.number().int().positive(),
      retryAt: IsoTime.nullable(),
      ...Period,
    }),
  ),
  SubscriptionRenewed: defineEvent(z.object({ ...Who, rateCents: PositiveCents, ...Period })),
  /** The customer unsubscribed: the subscription runs to `endsAt` (status pending_cancel). */
  SubscriptionCancellationRequested: defineEvent(z.object({ ...Who, endsAt: IsoTime })),
  /** Renew pressed while pending_cancel: the subscription continues. */
  SubscriptionResumed: defineEvent(z.object({ ...Who })),
  /** Ended now (a failed recurring payment, a block, a deleted package, an inactive Flirt). */
  SubscriptionCancelled: defineEvent(
    z.object({ ...Who, reason: CancellationReason, endedAt: IsoTime }),
  ),
  /** Ran out at the end of its last paid period after a cancellation request. */
  SubscriptionExpired: defineEvent(z.object({ ...Who, expiredAt: IsoTime })),
  /** The price rose: the subscriber must approve before the next renewal (needs_approval). */
  SubscriptionPriceChangeRequested: defineEvent(
    z.object({ ...Who, rateCents: PositiveCents, previousRateCents: PositiveCents }),
  ),
  SubscriptionPriceChangeApproved: defineEvent(z.object({ ...Who, rateCents: PositiveCents })),
  /** A recurring tribute's amount or message changed (takes effect at the next renewal). */
  SubscriptionUpdated: defineEvent(
    z.object({ ...Who, rateCents: PositiveCents, message: z.string().max(500) }),
  ),
  /** Free usage of a package perk within the billing period that starts at `periodStart`. */
  PerkUsed: defineEvent(
    z.object({
      ...Who,
      packageId: Uuid,
      perk: z.enum(['call', 'volley']),
      quantity: z.number().int().positive(),
      periodStart: IsoTime,
      usageId: z.string().min(1),
    }),
  ),
};

export type SubscriptionEvent = EventsOf<typeof subscriptionEvents>;

/** Every event of one recurring payment's stream (`subscription-…`), in one list for its readers. */
export const RECURRING_PAYMENT_EVENT_TYPES = [
  'Subscribed',
  'SubscriptionChargeStarted',
  'SubscriptionCharged',
  'SubscriptionChargeFailed',
  'SubscriptionRenewed',
  'SubscriptionCancellationRequested',
  'SubscriptionResumed',
  'SubscriptionCancelled',
  'SubscriptionExpired',
  'SubscriptionPriceChangeRequested',
  'SubscriptionPriceChangeApproved',
  'SubscriptionUpdated',
  'PerkUsed',
] as const satisfies readonly SubscriptionEvent['type'][];
