import { z } from 'zod';
import { CommandResult } from '../shared/api.js';
import {
  AgeTagSchema,
  ContentRatingSchema,
  DominanceTagSchema,
  KinkTagSchema,
  RaceTagSchema,
} from './goody.events.js';
export { OPEN_BUY_GOODY_BAG_EVENT } from './goody.constants.js';

/** Where a bag stands: a draft is only seen by its Flirt. */
export const GOODY_BAG_STATUSES = ['draft', 'published'] as const;
export const GoodyBagStatus = z.enum(GOODY_BAG_STATUSES);
export type GoodyBagStatus = z.infer<typeof GoodyBagStatus>;

/** A goody bag card as spec 002 §3 names it: id, user_id, owner_name, price, thumbnail_url, title. */
export const GoodyBagCardFields = z.object({
  id: z.string(),
  user_id: z.string(),
  /** The Flirt's login. */
  owner_name: z.string(),
  /** Integer cents. */
  price: z.number().int(),
  thumbnail_url: z.string().nullable(),
  title: z.string(),
});

/** A goody bag card with its contents, tags, sales and the viewer's stake (Goodies pages). */
export const GoodyBagSummary = GoodyBagCardFields.extend({
  description: z.string(),
  status: GoodyBagStatus,
  media_count: z.number().int(),
  image_count: z.number().int(),
  video_count: z.number().int(),
  audio_count: z.number().int(),
  content_rating: ContentRatingSchema,
  dominance_tags: z.array(DominanceTagSchema),
  age_tags: z.array(AgeTagSchema),
  race_tags: z.array(RaceTagSchema),
  kink_tags: z.array(KinkTagSchema),
  sales_count: z.number().int(),
  /** Feedback on purchased bags fills these; null until the first rating. */
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  created_at: z.string(),
  published_at: z.string().nullable(),
  is_owned_by_viewer: z.boolean(),
  purchased_by_viewer: z.boolean(),
});
export type GoodyBagSummary = z.infer<typeof GoodyBagSummary>;

/** One file of a bag: locked (thumbnail only) until bought, or for its Flirt. */
export const GoodyBagMedia = z.object({
  /** Null while locked: a locked file shows that it exists, never which file it is. */
  fm_item_id: z.string().nullable(),
  item_type: z.enum(['image', 'video', 'audio']),
  content_type: z.string().nullable(),
  unlocked: z.boolean(),
  thumbnail_url: z.string().nullable(),
  large_url: z.string().nullable(),
  original_url: z.string().nullable(),
  sort_order: z.number().int(),
  duration_seconds: z.number().nullable(),
});
export type GoodyBagMedia = z.infer<typeof GoodyBagMedia>;

/** GET /client_api/goody_bags/{id} */
export const GoodyBagDetail = GoodyBagSummary.extend({
  media: z.array(GoodyBagMedia),
  /** The cover's file id, for its Flirt's composer only (null to everyone else). */
  cover_media_id: z.string().nullable(),
});
export type GoodyBagDetail = z.infer<typeof GoodyBagDetail>;

/** Lists come with goody_bags and a count (spec 001 §3). */
export const GoodyBagsPage = z.object({
  goody_bags: z.array(GoodyBagSummary),
  count: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type GoodyBagsPage = z.infer<typeof GoodyBagsPage>;

/** GET /client_api/advisors/{login}/goody_bags_presence */
export const GoodyBagsPresence = z.object({ goody_bags_present: z.boolean() });
export type GoodyBagsPresence = z.infer<typeof GoodyBagsPresence>;

/** The answer of every owner command (create, edit, publish, unpublish, delete). */
export const GoodyBagCommandResult = CommandResult.extend({
  goody_bag_id: z.string(),
  message: z.string(),
});
export type GoodyBagCommandResult = z.infer<typeof GoodyBagCommandResult>;

/** POST /client_api/goody_bags/{id}/purchase */
export const GoodyBagPurchaseResult = CommandResult.extend({
  goody_bag_id: z.string(),
  sale_id: z.string(),
  /** True when this buyer had already bought the bag: nothing was charged again. */
  already_purchased: z.boolean(),
  message: z.string(),
  /** Who paid this purchase (the balance or the card); null when nothing was charged now. */
  paid_from: z.enum(['site_dollars', 'card']).nullable(),
});
export type GoodyBagPurchaseResult = z.infer<typeof GoodyBagPurchaseResult>;

/** A purchase as the buyer's list shows it. */
export const PurchasedGoodyBag = z.object({
  sale_id: z.string(),
  purchased_at: z.string(),
  amount_cents: z.number().int(),
  goody_bag: GoodyBagSummary.nullable(),
  goody_bag_id: z.string(),
  title: z.string(),
  owner_name: z.string(),
});
export type PurchasedGoodyBag = z.infer<typeof PurchasedGoodyBag>;

/** GET /client_api/goody_bags/purchased */
export const PurchasedGoodyBagsPage = z.object({
  purchases: z.array(PurchasedGoodyBag),
  count: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type PurchasedGoodyBagsPage = z.infer<typeof PurchasedGoodyBagsPage>;

/** The `openBuyGoodyBag` window event's detail (spec 001 §3). */
export const OpenBuyGoodyBagDetail = z.object({
  goodyBagId: z.string().min(1),
  advisorLogin: z.string().min(1),
});
export type OpenBuyGoodyBagDetail = z.infer<typeof OpenBuyGoodyBagDetail>;
