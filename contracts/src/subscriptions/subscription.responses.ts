import { z } from 'zod';
import { CommandResult } from '../shared/api.js';
import { CardBrand } from '../identity/identity.events.js';
import type { CardView } from '../identity/identity.read-models.js';
import type { AdvisorView } from '../content/content.read-models.js';
import { AdvisorResponse } from '../content/content.responses.js';
import { PackageStatus } from './subscription.events.js';
import { SubscriptionFilter } from './subscription.commands.js';
import {
  SUBSCRIPTION_STATUSES,
  type CurrentCharge,
  type ManagedPackageView,
  type PackageManagementResponse,
  type PackageView,
  type SubscribeResult,
  type SubscriptionsPage,
  type SubscriptionView,
} from './subscription.read-models.js';

/*
 * Zod schemas of the money answers, for the browser to parse what it receives. Each is typed
 * against the read-model interface it parses, so the two cannot drift apart.
 */

const Cents = z.number().int();
const IsoOrNull = z.string().nullable();

export const CurrentChargeSchema: z.ZodType<CurrentCharge> = z.object({
  feed_benefit: z.boolean(),
  callBenefit: z
    .object({
      periodCallsUsed: z.number(),
      limitByPeriod: z.boolean(),
      totalCallLimit: z.number(),
      totalCallsUsed: z.number(),
      minutesPerCall: z.number(),
    })
    .nullable(),
  volleyBenefit: z
    .object({ periodVolleysUsed: z.number(), totalVolleyLimit: z.number() })
    .nullable(),
});

/** A package as its storefront tab shows it; Manage Packages adds its statistics. */
const PackageViewObject = z.object({
  id: z.string(),
  advisor_id: z.string(),
  rate: Cents,
  status: PackageStatus,
  formattedStatus: z.string(),
  feedPerk: z.boolean(),
  callPerk: z
    .object({
      minutesPerCall: z.number(),
      callsPerPeriod: z.number(),
      limitByPeriod: z.boolean(),
    })
    .nullable(),
  volleyPerk: z.object({ volleysPerPeriod: z.number() }).nullable(),
  creationDate: z.string(),
});
export const PackageViewSchema: z.ZodType<PackageView> = PackageViewObject;

export const SubscriptionViewSchema: z.ZodType<SubscriptionView> = z.object({
  id: z.string(),
  type: z.enum(['feed', 'package', 'tribute']),
  status: z.enum(SUBSCRIPTION_STATUSES),
  ended_reason: z
    .enum([
      'customer',
      'charge_failed',
      'blocked',
      'package_deleted',
      'creator_inactive',
      'expired',
    ])
    .nullable(),
  needs_approval: z.boolean(),
  advisor_id: z.string(),
  advisor_login: z.string(),
  advisor_active: z.boolean(),
  advisor_onboarding_complete: z.boolean(),
  advisor_blocked: z.boolean(),
  rate: Cents,
  new_rate: Cents.nullable(),
  renewalDate: IsoOrNull,
  subscription_ends_at: IsoOrNull,
  retry_at: IsoOrNull,
  billingPeriodStart: IsoOrNull,
  billingPeriodEnd: IsoOrNull,
  available_offerings: z.array(z.object({ id: z.string(), rate: Cents })),
  package: PackageViewSchema.nullable(),
  current_charge: CurrentChargeSchema.nullable(),
  perks_used_available: z.boolean(),
  message: z.string().nullable(),
  from_nf_chat: z.boolean(),
  parent_monetary_tribute_id: z.string().nullable(),
  first_subscribed_at: IsoOrNull,
});

export const SubscribeResultSchema: z.ZodType<SubscribeResult> = CommandResult.extend({
  charged: z.boolean(),
  error: z.string().nullable(),
  subscription: SubscriptionViewSchema,
});

export const SubscriptionsPageSchema: z.ZodType<SubscriptionsPage> = z.object({
  filter: SubscriptionFilter,
  subscriptions: z.array(SubscriptionViewSchema),
  page: z.number().int(),
  more: z.boolean(),
  empty_message: z.string().nullable(),
});

export const StorefrontPackagesSchema = z.object({ packages: z.array(PackageViewSchema) });
export type StorefrontPackages = z.infer<typeof StorefrontPackagesSchema>;

export const CardViewSchema: z.ZodType<CardView> = z.object({
  id: z.string(),
  brand: CardBrand,
  last_four: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  is_default: z.boolean(),
});

/** GET /client_api/cards and every card command's answer (the list after the change). */
export const CardsResponseSchema = z.object({ cards: z.array(CardViewSchema) });
export type CardsResponse = z.infer<typeof CardsResponseSchema>;

/** POST /sandbox-gateway/tokens: the processor's token and what it says about the card. */
export const SandboxTokenResponseSchema = z.object({
  token: z.string(),
  card: z.object({
    brand: CardBrand,
    last4: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
  }),
});
export type SandboxTokenResponse = z.infer<typeof SandboxTokenResponseSchema>;

/** POST /client_api/bonuses */
export const SendTipResultSchema = CommandResult.extend({
  tipId: z.string().nullable(),
  /** Who paid the tip: the site-dollar balance or the default card. */
  paid_from: z.enum(['site_dollars', 'card']),
});
export type SendTipResult = z.infer<typeof SendTipResultSchema>;

/** GET /client_api/advisors/{login}: the Flirt a money screen is about (the one advisor schema). */
export const AdvisorViewSchema: z.ZodType<AdvisorView> = AdvisorResponse;

// Manage Packages (packages screens).
export const ManagedPackageViewSchema: z.ZodType<ManagedPackageView> = PackageViewObject.extend({
  deletedAt: z.string().nullable(),
  deletionDate: z.string().nullable(),
  activeSubscribersCount: z.number().int(),
  pendingExpirationCount: z.number().int(),
  expiredCount: z.number().int(),
  cancellationRate: z.number(),
});

export const PackageManagementResponseSchema: z.ZodType<PackageManagementResponse> = z.object({
  packages: z.array(ManagedPackageViewSchema),
  public_count: z.number().int(),
  public_limit: z.number().int(),
  max_rate: Cents,
  volleys_available: z.boolean(),
  content_available: z.boolean(),
});

/** What package commands answer: the package and the success message. */
export const PackageCommandResponseSchema = z.object({
  position: z.number().nullable().optional(),
  package: ManagedPackageViewSchema.nullable(),
  message: z.string(),
});
export type PackageCommandResponse = z.infer<typeof PackageCommandResponseSchema>;
