import { z } from 'zod';
import { CategoryView, ListingType } from './categories.js';
import { ListingStatus } from './listing.events.js';
export { MARKETPLACE_CALL_NUMBER } from './listing.constants.js';

/**
 * One listing as every marketplace screen receives it (GET /client_api/listings/{id}, cards of
 * the home, category, advisor and search lists). Names follow the API the screens were built
 * against, so some fields come twice (photoUrl and photo_url).
 */
export const ListingView = z.object({
  id: z.string(),
  type: ListingType,
  login: z.string(),
  /** The Flirt's id (for links and favorites). */
  advisorId: z.string(),
  /** The listing's own slug: `<id>-<title words>` (the old listings/show links). */
  slug: z.string(),
  /** The Flirt's storefront slug (`/{advisorSlug}`). */
  advisorSlug: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  /** HTML links of the category path, top level first. */
  breadcrumbs: z.string(),
  category: CategoryView,
  photoUrl: z.string().nullable(),
  photo_url: z.string().nullable(),
  /** The photo's media id, for its owner's edit form (null for everyone else). */
  photoMediaId: z.string().nullable(),
  /** Average stars 1-5 of the listing's feedback, null before the first rating. */
  rating: z.number().nullable(),
  totalRatings: z.number().int(),
  feedbackCount: z.number().int(),
  priceCents: z.number().int(),
  /** Display price, e.g. "$2.99" (per minute, or per volley on chat). */
  pricePerMinute: z.string(),
  price_per_minute: z.string(),
  priceUnit: z.enum(['per min', 'per volley']),
  serviceExtension: z.string().nullable(),
  /** Staff blocked it: shown, but its contact actions are hidden. */
  blocked: z.boolean(),
  status: ListingStatus,
  statusName: z.string(),
  /** Only the owner and staff see why a listing was not accepted. */
  listingRejectionReason: z.string().nullable(),
  listingRejectionComment: z.string().nullable(),
  /** The Flirt takes chats now (their chat listing is accepted and they are available). */
  show_chat_link: z.boolean(),
  /** Always false until favorites exist (see the listing view builder's favorite hook). */
  isFavoriteForViewer: z.boolean(),
  is_owned_by_viewer: z.boolean(),
  /**
   * The realtime topic of this listing (`object:listings:<id>`): join it and refetch the listing
   * on each notice.
   */
  push_channel: z.string(),
  /** Online (true) or Offline: the Flirt's switches and the listing's own. */
  available: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ListingView = z.infer<typeof ListingView>;

/** The realtime topic of a listing (ListingView.push_channel): its row in READ_MODELS.listings. */
export const listingPushChannel = (listingId: string) => `object:listings:${listingId}`;

/** GET /client_api/advisors/{login}/listings: the owner sees all, others the accepted ones. */
export const AdvisorListingsResponse = z.object({ listings: z.array(ListingView) });
export type AdvisorListingsResponse = z.infer<typeof AdvisorListingsResponse>;

/** GET /client_api/homepage_listings. */
export const HomepageListingsResponse = z.object({
  listings: z.array(ListingView),
  current_page: z.number().int(),
  perPage: z.number().int(),
  has_next: z.boolean(),
  total_entries: z.number().int(),
});
export type HomepageListingsResponse = z.infer<typeof HomepageListingsResponse>;

/** GET /client_api/categories/{category}. */
export const CategoryListingsResponse = z.object({
  category: CategoryView,
  listings: z.array(ListingView),
  /** HTML links of the category path. */
  category_breadcrumbs: z.string(),
  /** The listings are chat listings (price per volley, no sort). */
  chat: z.boolean(),
  currentPage: z.number().int(),
  current_page: z.number().int(),
  has_next: z.boolean(),
  perPage: z.number().int(),
  total_entries: z.number().int(),
  decision_screen: z.boolean(),
});
export type CategoryListingsResponse = z.infer<typeof CategoryListingsResponse>;

/** GET /client_api/call_listings/{id}: what a caller needs to call a phone listing. */
export const CallListingResponse = z.object({
  listing: ListingView,
  /** The number to dial and the extension; null when the listing cannot take calls now. */
  phone_number: z.string().nullable(),
  service_extension: z.string().nullable(),
  can_call: z.boolean(),
});
export type CallListingResponse = z.infer<typeof CallListingResponse>;

/** GET /client_api/availabilities. */
export const AvailabilityResponse = z.object({
  available_for_chat: z.boolean(),
  available_for_calls: z.boolean(),
  listings: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      type: ListingType,
      available: z.boolean(),
      /** The listing's own switch (calls must also be on for a live listing to be Online). */
      enabled: z.boolean(),
    }),
  ),
});
export type AvailabilityResponse = z.infer<typeof AvailabilityResponse>;

/** GET /client_api/moderation/listings: the review queue. */
export const ListingQueueResponse = z.object({ listings: z.array(ListingView) });
export type ListingQueueResponse = z.infer<typeof ListingQueueResponse>;

/** A listing command's answer: where its event landed and the listing id. */
export const ListingCommandResponse = z.object({
  streamId: z.string(),
  revision: z.number().int(),
  position: z.number().int(),
  listingId: z.string(),
});
export type ListingCommandResponse = z.infer<typeof ListingCommandResponse>;

/** Where a listing stands in one featured list: its place (1 first), page and the list's length. */
export const FeaturedPlacement = z.object({
  rank: z.number().int().min(1),
  page: z.number().int().min(1),
  of: z.number().int().min(1),
});
export type FeaturedPlacement = z.infer<typeof FeaturedPlacement>;

/**
 * GET /client_api/account/featured_listing_results/listings (spec 000 §2, the Flirts' Featured
 * Listings): each of the Flirt's listings and where it stands in the lists that feature
 * listings, the home page's Featured Listings and its category's Featured Listings sort. Null
 * where it is not in that list: not accepted yet, blocked, or (home) a chat listing.
 */
export const FeaturedListingResult = z.object({
  id: z.string(),
  title: z.string(),
  type: ListingType,
  statusName: z.string(),
  public: z.boolean(),
  blocked: z.boolean(),
  available: z.boolean(),
  category: CategoryView,
  home: FeaturedPlacement.nullable(),
  category_featured: FeaturedPlacement.nullable(),
});
export type FeaturedListingResult = z.infer<typeof FeaturedListingResult>;
export const FeaturedListingResultsResponse = z.object({
  listings: z.array(FeaturedListingResult),
});
export type FeaturedListingResultsResponse = z.infer<typeof FeaturedListingResultsResponse>;
