import { z } from 'zod';
import { Uuid } from '../shared/ids.js';
import { formatCents } from '../shared/money.js';
import { safeText } from '../shared/names.js';
import { CATEGORIES } from './categories.js';
import { LISTING_REJECTION_REASONS, ListingId } from './listing.events.js';

/** Limits of the listing form. Prices are integer cents. */
export const LISTING_LIMITS = {
  titleMin: 5,
  titleMax: 80,
  /** Characters of text (tags not counted are still stored; the sanitised HTML is capped). */
  descriptionMax: 4000,
  /** Per minute for calls: $0.99 to $19.99. */
  minutePriceMinCents: 99,
  minutePriceMaxCents: 1999,
  /** Per volley for chat: $0.25 to $9.99. */
  volleyPriceMinCents: 25,
  volleyPriceMaxCents: 999,
  serviceExtensionMax: 6,
  rejectionCommentMax: 1000,
} as const;

/** The HTML tags a listing description keeps; everything else is stripped, attributes too. */
export const LISTING_DESCRIPTION_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'ul',
  'ol',
  'li',
] as const;

/** The listing screens' and API's messages (field errors, refusals, banners). */
export const LISTING_MESSAGES = {
  titleBlank: "Title can't be blank",
  titleLength: `Title must be ${String(LISTING_LIMITS.titleMin)} to ${String(LISTING_LIMITS.titleMax)} characters`,
  descriptionBlank: "Description can't be blank",
  descriptionTooLong: `Description must be at most ${String(LISTING_LIMITS.descriptionMax)} characters`,
  categoryRequired: 'Please choose a category',
  typeInvalid: 'Please choose Live Phone Sex or Recorded Phone Sex',
  minutePrice: `Price per minute must be between ${formatCents(LISTING_LIMITS.minutePriceMinCents)} and ${formatCents(LISTING_LIMITS.minutePriceMaxCents)}`,
  volleyPrice: `Price per volley must be between ${formatCents(LISTING_LIMITS.volleyPriceMinCents)} and ${formatCents(LISTING_LIMITS.volleyPriceMaxCents)}`,
  priceInvalid: 'Please enter a price like 2.99',
  serviceExtension: `Service extension must be up to ${String(LISTING_LIMITS.serviceExtensionMax)} digits`,
  photoNotYours: 'Please pick a ready image from your media',
  notFound: 'Listing not found',
  notYours: 'You can only change your own listings',
  flirtsOnly: 'Only Flirts can create listings',
  chatTypeFixed: 'The chat listing cannot become a phone listing',
  reasonRequired: 'Please choose a reason',
  commentTooLong: `Comment must be at most ${String(LISTING_LIMITS.rejectionCommentMax)} characters`,
  alreadyDecided: 'This listing has already been reviewed',
  pendingReview:
    'Your listing is pending review by our fair-play team. This can take up to two business days.',
  acceptedIntoDirectory: 'Your listing has been accepted into the directory.',
  created: 'Listing created. It will show in the directory once our fair-play team accepts it.',
  saved: 'Listing saved.',
  empty: 'You have no listings yet.',
  availabilitySaved: 'Availability saved.',
  online: 'Online',
  offline: 'Offline',
} as const;

const categoryIds = new Set(CATEGORIES.map((category) => category.id));

/** The fields a Flirt types; the price is integer cents (the form parses "2.99"). */
const listingFields = {
  title: safeText({ error: LISTING_MESSAGES.titleBlank })
    .trim()
    .min(1, LISTING_MESSAGES.titleBlank)
    .min(LISTING_LIMITS.titleMin, LISTING_MESSAGES.titleLength)
    .max(LISTING_LIMITS.titleMax, LISTING_MESSAGES.titleLength),
  description: safeText({ error: LISTING_MESSAGES.descriptionBlank }, { multiline: true })
    .trim()
    .min(1, LISTING_MESSAGES.descriptionBlank)
    .max(LISTING_LIMITS.descriptionMax * 2, LISTING_MESSAGES.descriptionTooLong),
  categoryId: z
    .number({ error: LISTING_MESSAGES.categoryRequired })
    .int(LISTING_MESSAGES.categoryRequired)
    .refine((id) => categoryIds.has(id), LISTING_MESSAGES.categoryRequired),
  priceCents: z.number({ error: LISTING_MESSAGES.priceInvalid }).int(LISTING_MESSAGES.priceInvalid),
  photoMediaId: Uuid.nullable().optional(),
  serviceExtension: z
    .string()
    .trim()
    .regex(/^\d{0,6}$/, LISTING_MESSAGES.serviceExtension)
    .nullable()
    .optional(),
};

/** POST /client_api/listings: a new phone listing (live or recorded). */
export const CreateListingBody = z.object({
  type: z.union([z.literal(1), z.literal(2)], { error: LISTING_MESSAGES.typeInvalid }),
  ...listingFields,
});
export type CreateListingBody = z.infer<typeof CreateListingBody>;

/**
 * PATCH /client_api/listings/{id}: the owner's edit; absent fields keep their value. The chat
 * listing takes the same fields (its price is per volley; its category is optional).
 */
export const EditListingBody = z.object(listingFields).partial();
export type EditListingBody = z.infer<typeof EditListingBody>;

/** POST /client_api/moderation/listings/{id}/decision: a moderator's review. */
export const ListingDecisionBody = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('accept') }),
  z.object({
    decision: z.literal('reject'),
    reason: z.enum(LISTING_REJECTION_REASONS, { error: LISTING_MESSAGES.reasonRequired }),
    comment: z
      .string()
      .trim()
      .max(LISTING_LIMITS.rejectionCommentMax, LISTING_MESSAGES.commentTooLong)
      .default(''),
  }),
]);
export type ListingDecisionBody = z.infer<typeof ListingDecisionBody>;

/** POST /client_api/moderation/listings/{id}/block: staff block or unblock. */
export const BlockListingBody = z.object({ blocked: z.boolean() });
export type BlockListingBody = z.infer<typeof BlockListingBody>;

/**
 * PATCH /client_api/availabilities: the Flirt's switches; absent fields keep their value.
 * `listings` switches single phone listings on or off.
 */
export const PatchAvailabilityBody = z.object({
  available_for_chat: z.boolean().optional(),
  available_for_calls: z.boolean().optional(),
  listings: z
    .array(z.object({ id: ListingId, available: z.boolean() }))
    .max(100)
    .optional(),
});
export type PatchAvailabilityBody = z.infer<typeof PatchAvailabilityBody>;

/** Query of GET /client_api/categories/{category}. */
export const CategoryListingsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  listingType: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .default(1),
  perPage: z.coerce.number().int().min(1).max(60).default(12),
  sort: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]))
    .default(0),
  decisionScreen: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .default(false),
});
export type CategoryListingsQuery = z.infer<typeof CategoryListingsQuery>;

/** Query of GET /client_api/homepage_listings. */
export const HomepageListingsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(60).default(8),
});
export type HomepageListingsQuery = z.infer<typeof HomepageListingsQuery>;

/** Query of GET /client_api/moderation/listings. */
export const ListingQueueQuery = z.object({
  status: z.enum(['pending', 'all']).default('pending'),
});
export type ListingQueueQuery = z.infer<typeof ListingQueueQuery>;
