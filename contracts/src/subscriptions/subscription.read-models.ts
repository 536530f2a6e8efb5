import { z } from 'zod';
import type { CommandResult } from '../shared/api.js';
import { PackageStatus, type SubscriptionPlan } from './subscription.events.js';
import type { SubscriptionFilter } from './subscription.commands.js';

/**
 * Spec 000 §4 subscription statuses. `none` (never subscribed) and `incomplete` (the first
 * charge failed) can subscribe; `cancelled` covers both a cancellation and an expiry (the spec
 * shows "Subscribe" with "Expired {date}" for it; `ended_reason` says which).
 */
export const SUBSCRIPTION_STATUSES = [
  'none',
  'incomplete',
  'active',
  'pending_cancel',
  'cancelled',
  'charge_failed',
  'charging',
  'needs_approval',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export type SubscriptionEndReason =
  'customer' | 'charge_failed' | 'blocked' | 'package_deleted' | 'creator_inactive' | 'expired';

/** Which statuses each subscriptions-page tab lists. */
export const SUBSCRIPTION_FILTER_STATUSES: Record<
  SubscriptionFilter,
  readonly SubscriptionStatus[]
> = {
  active: ['active', 'charging'],
  needs_attention: ['charge_failed', 'needs_approval', 'incomplete'],
  expired: ['pending_cancel', 'cancelled'],
  // Every status a subscription can have once there is one.
  all: SUBSCRIPTION_STATUSES.filter((status) => status !== 'none'),
};

/** Spec 000 §8 empty states of the subscriptions page tabs. */
export const SUBSCRIPTION_EMPTY_MESSAGES: Record<SubscriptionFilter, string> = {
  active: 'No active subscriptions.',
  needs_attention: 'Yay! There is nothing here for you to review.',
  expired: 'Hooray! You don’t have anything expiring soon.',
  all: 'No active subscriptions.',
};

/** Spec 000 §4: Perks Used shows for these statuses (with a call perk, or volleys when enabled). */
export const PERKS_USED_STATUSES: readonly SubscriptionStatus[] = [
  'active',
  'pending_cancel',
  'charge_failed',
  'charging',
];

/** Spec 000 §3 `current_charge`: what the current billing period includes and has used. */
export interface CurrentCharge {
  readonly feed_benefit: boolean;
  readonly callBenefit: {
    readonly periodCallsUsed: number;
    /** Whether the free calls are counted per billing period (else over the whole subscription). */
    readonly limitByPeriod: boolean;
    /** Free calls allowed (per period when limitByPeriod, else in total). */
    readonly totalCallLimit: number;
    readonly totalCallsUsed: number;
    readonly minutesPerCall: number;
  } | null;
  readonly volleyBenefit: {
    readonly periodVolleysUsed: number;
    readonly totalVolleyLimit: number;
  } | null;
}

/** A package as a customer sees it (storefront packages tab, spec 000 §3 / 001 §3). */
export interface PackageView {
  readonly id: string;
  readonly advisor_id: string;
  /** Integer cents per month. */
  readonly rate: number;
  readonly status: PackageStatus;
  readonly formattedStatus: string;
  readonly feedPerk: boolean;
  readonly callPerk: {
    readonly minutesPerCall: number;
    readonly callsPerPeriod: number;
    readonly limitByPeriod: boolean;
  } | null;
  readonly volleyPerk: { readonly volleysPerPeriod: number } | null;
  readonly creationDate: string;
}

/**
 * GET /client_api/packages as a picker reads it (the My Customers packages filter): packages
 * have no names, so a choice is told by its price and status. Other fields are left out.
 */
export const PackageChoicesResponse = z.object({
  packages: z.array(
    z.object({
      id: z.string(),
      rate: z.number().int(),
      status: PackageStatus,
      formattedStatus: z.string(),
    }),
  ),
});
export type PackageChoicesResponse = z.infer<typeof PackageChoicesResponse>;

/** A package in the Flirt's Manage Packages screen, with its statistics. */
export interface ManagedPackageView extends PackageView {
  readonly deletedAt: string | null;
  /** When the last subscriber's paid period ends (subscribers run to the end of their cycle). */
  readonly deletionDate: string | null;
  readonly activeSubscribersCount: number;
  readonly pendingExpirationCount: number;
  readonly expiredCount: number;
  /** Percent (0 to 100, one decimal) of everyone who ever paid for it that has left. */
  readonly cancellationRate: number;
}

export interface PackageManagementResponse {
  readonly packages: readonly ManagedPackageView[];
  readonly public_count: number;
  readonly public_limit: number;
  /** The price ceiling in force (the recurring-package flag): integer cents. */
  readonly max_rate: number;
  /** The free-chat-volleys perk can be offered (its flag, and chat enabled). */
  readonly volleys_available: boolean;
  /** The Flirt has posts to sell, so the feed-access perk can be offered. */
  readonly content_available: boolean;
}

/**
 * One recurring payment (spec 000 §3 Subscription and Recurring tribute / package
 * subscription). Money is integer cents.
 */
export interface SubscriptionView {
  readonly id: string;
  readonly type: SubscriptionPlan['kind'];
  readonly status: SubscriptionStatus;
  readonly ended_reason: SubscriptionEndReason | null;
  readonly needs_approval: boolean;
  readonly advisor_id: string;
  readonly advisor_login: string;
  readonly advisor_active: boolean;
  readonly advisor_onboarding_complete: boolean;
  /** Either side blocked the other. */
  readonly advisor_blocked: boolean;
  readonly rate: number;
  /** The new price waiting for approval (needs_approval). */
  readonly new_rate: number | null;
  /** Active: the next charge. */
  readonly renewalDate: string | null;
  /** pending_cancel / charge_failed: when access ends; cancelled: when it ended. */
  readonly subscription_ends_at: string | null;
  /** charge_failed: when the card is tried again. */
  readonly retry_at: string | null;
  readonly billingPeriodStart: string | null;
  readonly billingPeriodEnd: string | null;
  readonly available_offerings: readonly { readonly id: string; readonly rate: number }[];
  readonly package: PackageView | null;
  readonly current_charge: CurrentCharge | null;
  readonly perks_used_available: boolean;
  /** Recurring monetary tribute fields. */
  readonly message: string | null;
  readonly from_nf_chat: boolean;
  readonly parent_monetary_tribute_id: string | null;
  readonly first_subscribed_at: string | null;
}

/** Subscribe, resubscribe, buy a package, start a tribute (spec 000 §3: charged flag and error). */
export interface SubscribeResult extends CommandResult {
  readonly charged: boolean;
  readonly error: string | null;
  readonly subscription: SubscriptionView;
}

export interface SubscriptionsPage {
  readonly filter: SubscriptionFilter;
  readonly subscriptions: readonly SubscriptionView[];
  readonly page: number;
  readonly more: boolean;
  readonly empty_message: string | null;
}

/** GET /client_api/subscriptions/offerings: the Flirt's plain subscription price. */
export interface OfferingSettings {
  readonly offering: { readonly id: string; readonly rate: number } | null;
  readonly min_rate: number;
  readonly max_rate: number;
  readonly available: boolean;
}
