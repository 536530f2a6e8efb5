import { z } from 'zod';
import { RELATIONSHIP_MESSAGES } from '../relationships/relationship.messages.js';
import { Uuid } from '../shared/ids.js';
import { type Cents, formatCentsShort, parseMoneyInput } from '../shared/money.js';

/** Spec 000 §5 / §9: the lowest package and subscription price. */
export const PRICE_MIN_CENTS = 399;
/** The highest price with the `recurring_package_tributes` flag on. */
export const PRICE_MAX_WITH_PACKAGES_CENTS = 99_900;
/** The highest price with the flag off (and the plain subscription price, which only exists then). */
export const PRICE_MAX_WITHOUT_PACKAGES_CENTS = 5_000;
/** Spec 000 §5: the default package price, 14.99. */
export const PACKAGE_DEFAULT_RATE_CENTS = 1_499;
/** Spec 000 §9: at most 6 public packages; pending_onboarding ones count. */
export const PUBLIC_PACKAGE_LIMIT = 6;

/** Spec 000 §5 perk ranges and defaults. */
export const PERK_LIMITS = {
  callsPerPeriod: { min: 1, max: 30, default: 10 },
  minutesPerCall: { min: 1, max: 5, default: 3 },
  volleysPerPeriod: { min: 1, max: 999, default: 20 },
} as const;

/**
 * The retry policy of a failed renewal (docs/adr/0050): the card is tried again 1 and 3 days
 * after the first failed attempt of the period; if the last retry fails the subscription is
 * cancelled (ToS: a failed recurring payment cancels). The status meanwhile is charge_failed.
 */
export const RENEWAL_RETRY_AFTER_DAYS = [1, 3] as const;

/** A recurring monetary tribute's amount: the spec's money range, $1 to $1,000. */
export const TRIBUTE_MIN_CENTS = 100;
export const TRIBUTE_MAX_CENTS = 100_000;

/** "$999" for whole dollars, "$3.99" otherwise (the spec's price messages). */
export function priceText(cents: Cents): string {
  return formatCentsShort(cents);
}

/**
 * Spec 000 §8 and §5 messages, verbatim where the spec gives them; the others are ours, in the
 * same voice.
 */
export const SUBSCRIPTION_MESSAGES = {
  /** Spec 000 §8: the flash a subscribe 404 shows. */
  somethingWrong: 'Sorry something went wrong. Please try again.',
  blocked: RELATIONSHIP_MESSAGES.subscribeBlocked,
  tributeBlocked:
    "We're sorry, you are unable to send a tribute to this Flirt because this Flirt blocked you or you blocked this Flirt.",
  tributeYourself: "You can't tip yourself",
  tributesOff: 'Sorry something went wrong. Please try again.',
  yourself: RELATIONSHIP_MESSAGES.subscribeYourself,
  /** Spec 001 §5 / §8. */
  ownPackage: "We're sorry, you cannot purchase your own package.",
  cardRequired: 'You must have a credit card on file to subscribe to this Flirt.',
  alreadySubscribed: "You're already subscribed to this Flirt.",
  notSubscribed: "You're not subscribed to this Flirt.",
  chargeInProgress: "We're charging your card right now. Please try again in a moment.",
  approveFirst: 'The price of this subscription has changed. Please approve the new price first.',
  nothingToApprove: 'There is no price change to approve.',
  declined: 'Your card was declined. Please try another card.',
  insufficientFunds: 'Your card has insufficient funds. Please try another card.',
  noCard: 'Please add a credit card to renew.',
  packageUnavailable: 'This package is no longer available.',
  subscriptionUnavailable: 'This Flirt no longer offers this subscription.',
  perkUnavailable: 'This perk is not available on this subscription.',
  noFreeCallsLeft: 'There are no free calls left on this package.',
  noFreeVolleysLeft: 'There are no free chat volleys left on this package this month.',
  usageConflict: 'This usage was already reported with other details.',
  notATribute: 'This is not a recurring tribute.',
  tributeRange: 'Please enter an amount between $1 and $1,000.',
  tributeFormat: 'Please enter an amount in dollars, with up to 2 decimals.',
} as const;

export const PRICE_MESSAGES = {
  /** Spec 000 §5, with the maximum of the flag in force. */
  range: (maxCents: Cents) =>
    `Package rate should be from ${priceText(PRICE_MIN_CENTS)} to ${priceText(maxCents)}`,
  minimum: 'Minimum $3.99 USD',
  maximum: (maxCents: Cents) => `Maximum ${priceText(maxCents)} USD`,
  unchanged: 'Please enter a new price.',
  confirmIncrease:
    'Raising your price asks your current subscribers to approve the new price before they renew. Please confirm the increase.',
  packagesInstead: 'Subscriptions are sold as packages. Please manage your packages instead.',
  saved: 'Your changes were saved.',
  savedFirst: 'Your changes were saved. You can now create your first post.',
} as const;

export const PACKAGE_MESSAGES = {
  calls: 'Please enter between 1 and 30 calls.',
  volleys: 'Please enter between 1 and 999 volleys.',
  minutes: 'Please enter between 1 and 5 minutes.',
  noPerk: 'Please choose at least one perk.',
  volleysUnavailable: 'Free chat volleys need chat to be enabled on your account.',
  publicLimit: `You can have at most ${PUBLIC_PACKAGE_LIMIT} public packages. Please make one of them private first.`,
  notFound: 'Package not found.',
  advisorIdsRequired: 'Please name the Flirts whose packages to list.',
  deleted: 'This package has been deleted.',
  notReady: 'This package is not available yet.',
  /** Spec 000 §8 success messages. */
  created: 'Your package has been created successfully!',
  saved: 'Your changes were saved.',
  nowPublic: 'Your package is now public.',
  nowPrivate: 'Your package is now private.',
  removed: 'Your package has been deleted.',
} as const;

/**
 * A price as people type it ("14.99") or as a number of dollars (14.99): digits with up to 2
 * decimals, parsed without floating point.
 */
export const MoneyInput = z.union([
  z
    .string()
    .max(16)
    .regex(
      /^\s*\d{1,7}(?:\.\d{1,2})?\s*$/,
      'Please enter an amount in dollars, with up to 2 decimals.',
    ),
  z.number().nonnegative().max(10_000_000),
]);
export type MoneyInput = z.infer<typeof MoneyInput>;

/** Cents of a MoneyInput, or null when it has more than 2 decimals. */
export function moneyInputCents(input: MoneyInput): Cents | null {
  return parseMoneyInput(input);
}

/** Field → the section of the package form it belongs to ("error mapping by record type"). */
export const PACKAGE_ERROR_SECTIONS = {
  rate: 'package',
  status: 'package',
  base: 'package',
  feedAccess: 'package',
  freeMinutes: 'call_perk',
  callsPerSessionAmount: 'call_perk',
  callsLimitByPeriod: 'call_perk',
  callsPerPeriodAmount: 'call_perk',
  freeVolleys: 'volley_perk',
  volleysPerPeriodAmount: 'volley_perk',
} as const satisfies Record<string, 'package' | 'call_perk' | 'volley_perk'>;

/** The section a package error field belongs to (unknown fields mark the package itself). */
export function packageErrorSection(field: string): 'package' | 'call_perk' | 'volley_perk' {
  return (
    (PACKAGE_ERROR_SECTIONS as Record<string, 'package' | 'call_perk' | 'volley_perk'>)[field] ??
    'package'
  );
}

const int = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const PerkFields = {
  feedAccess: z.boolean(),
  freeMinutes: z.boolean(),
  callsPerSessionAmount: int(1, 5, PACKAGE_MESSAGES.minutes),
  callsLimitByPeriod: z.boolean(),
  callsPerPeriodAmount: int(1, 30, PACKAGE_MESSAGES.calls),
  freeVolleys: z.boolean(),
  volleysPerPeriodAmount: int(1, 999, PACKAGE_MESSAGES.volleys),
};

/** POST /client_api/packages (spec 000 §3 package creation payload; §5 defaults). */
export const CreatePackageBody = z.object({
  rate: MoneyInput.optional(),
  status: z
    .enum(['pending_onboarding', 'public_package', 'private_package'])
    .default('public_package'),
  feedAccess: PerkFields.feedAccess.default(false),
  freeMinutes: PerkFields.freeMinutes.default(false),
  callsPerSessionAmount: PerkFields.callsPerSessionAmount.default(
    PERK_LIMITS.minutesPerCall.default,
  ),
  callsLimitByPeriod: PerkFields.callsLimitByPeriod.default(true),
  callsPerPeriodAmount: PerkFields.callsPerPeriodAmount.default(PERK_LIMITS.callsPerPeriod.default),
  freeVolleys: PerkFields.freeVolleys.default(false),
  volleysPerPeriodAmount: PerkFields.volleysPerPeriodAmount.default(
    PERK_LIMITS.volleysPerPeriod.default,
  ),
});
export type CreatePackageBody = z.infer<typeof CreatePackageBody>;

/**
 * PATCH /client_api/packages/{id}: the price and perks (any subset), and/or the public/private
 * toggle (`status`).
 */
export const UpdatePackageBody = z.object({
  rate: MoneyInput.optional(),
  status: z.enum(['public_package', 'private_package']).optional(),
  feedAccess: PerkFields.feedAccess.optional(),
  freeMinutes: PerkFields.freeMinutes.optional(),
  callsPerSessionAmount: PerkFields.callsPerSessionAmount.optional(),
  callsLimitByPeriod: PerkFields.callsLimitByPeriod.optional(),
  callsPerPeriodAmount: PerkFields.callsPerPeriodAmount.optional(),
  freeVolleys: PerkFields.freeVolleys.optional(),
  volleysPerPeriodAmount: PerkFields.volleysPerPeriodAmount.optional(),
});
export type UpdatePackageBody = z.infer<typeof UpdatePackageBody>;

/** POST /client_api/subscriptions/offerings: the plain subscription price (flag off only). */
export const SetOfferingBody = z.object({
  rate: MoneyInput,
  /** An increase must be confirmed: current subscribers will have to approve it. */
  confirm_increase: z.boolean().default(false),
});
export type SetOfferingBody = z.infer<typeof SetOfferingBody>;

/** POST /client_api/subscriptions/{advisorId}?offering_id= (spec 000 §7). */
export const SubscribeQuery = z.object({ offering_id: Uuid.optional() });
export type SubscribeQuery = z.infer<typeof SubscribeQuery>;

/** POST /client_api/subscriptions/{advisorId}/approve (spec 000 §7). */
export const ApprovePriceChangeBody = z.object({ subscription_id: Uuid.optional() }).default({});
export type ApprovePriceChangeBody = z.infer<typeof ApprovePriceChangeBody>;

/** The subscriptions page tabs (spec 000 §2: Active, Needs Attention, Expired). */
export const SUBSCRIPTION_FILTERS = ['active', 'needs_attention', 'expired', 'all'] as const;
export const SubscriptionFilter = z.enum(SUBSCRIPTION_FILTERS);
export type SubscriptionFilter = z.infer<typeof SubscriptionFilter>;

export const ListSubscriptionsQuery = z.object({
  filter: SubscriptionFilter.default('all'),
  /** 20 per page (spec 000 §9 default per_page). */
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ListSubscriptionsQuery = z.infer<typeof ListSubscriptionsQuery>;

/** POST /client_api/package_subscriptions: buy a package (monthly). */
export const SubscribePackageBody = z.object({ package_id: Uuid });
export type SubscribePackageBody = z.infer<typeof SubscribePackageBody>;

/** PUT /client_api/package_subscriptions/{id}: Renew (resubscribe) or approve a new price. */
export const UpdatePackageSubscriptionBody = z
  .object({ action: z.enum(['renew', 'approve']).default('renew') })
  .default({ action: 'renew' });
export type UpdatePackageSubscriptionBody = z.infer<typeof UpdatePackageSubscriptionBody>;

/** GET /client_api/package_subscriptions?advisor_id= | advisor_login= (spec 001 §7). */
export const PackageSubscriptionsQuery = z.object({
  advisor_id: Uuid.optional(),
  advisor_login: z.string().min(1).max(40).optional(),
});
export type PackageSubscriptionsQuery = z.infer<typeof PackageSubscriptionsQuery>;

/**
 * GET /client_api/packages?advisor_ids=a,b (spec 001 §7: packages by advisor ids). Without
 * advisor_ids a signed-in Flirt gets their own packages (spec 000 §7 GET packages), as the
 * My Customers packages filter needs.
 */
export const PackagesQuery = z.object({
  advisor_ids: z
    .string()
    .max(40 * 50)
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(Uuid).max(50))
    .optional(),
});
export type PackagesQuery = z.infer<typeof PackagesQuery>;

/** POST /client_api/public_packages_for_advisors (spec 000 §7: advisor ids). */
export const PublicPackagesForAdvisorsBody = z.object({
  advisor_ids: z.array(Uuid).min(1).max(50),
});
export type PublicPackagesForAdvisorsBody = z.infer<typeof PublicPackagesForAdvisorsBody>;

/**
 * POST /service_api/perk_usages: the call or chat system reports free usage of a package perk
 * (`usage_id` makes a repeated report harmless).
 */
export const ReportPerkUsageBody = z.object({
  subscription_id: Uuid,
  perk: z.enum(['call', 'volley']),
  quantity: z.number().int().min(1).max(999).default(1),
  usage_id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[\w.:-]+$/),
});
export type ReportPerkUsageBody = z.infer<typeof ReportPerkUsageBody>;
