import { z } from 'zod';
import { POSTABLE_ITEM_TYPES } from '../content/content.events.js';
import { defineEvent, type EventsOf } from '../shared/events.js';
import { Uuid } from '../shared/ids.js';
import { PositiveCents } from '../shared/money.js';
import {
  AGE_TAG_VALUES,
  CONTENT_RATING_VALUES,
  DOMINANCE_TAG_VALUES,
  KINK_TAG_VALUES,
  RACE_TAG_VALUES,
} from './goody-tags.js';

export const DominanceTagSchema = z.enum(DOMINANCE_TAG_VALUES);
export const AgeTagSchema = z.enum(AGE_TAG_VALUES);
export const RaceTagSchema = z.enum(RACE_TAG_VALUES);
export const ContentRatingSchema = z.enum(CONTENT_RATING_VALUES);
export const KinkTagSchema = z.enum(KINK_TAG_VALUES);

export const GOODY_TITLE_MAX = 80;
export const GOODY_DESCRIPTION_MAX = 2_000;
/** A bag holds 1 to 50 files of the Flirt's file manager. */
export const GOODY_ITEMS_MAX = 50;
/** $1.99 to $500.00: the cheapest bag still worth the card fee, the dearest a sensible cap. */
export const GOODY_PRICE_MIN_CENTS = 199;
export const GOODY_PRICE_MAX_CENTS = 50_000;
/** Goody bag lists: 20 per page (spec 001 §9). */
export const GOODY_BAGS_PER_PAGE = 20;

/** A file placed in a goody bag (only images, videos and audio). */
export const GoodyItem = z.object({
  fmItemId: Uuid,
  itemType: z.enum(POSTABLE_ITEM_TYPES),
  sortOrder: z.number().int().min(0).max(GOODY_ITEMS_MAX),
});
export type GoodyItem = z.infer<typeof GoodyItem>;

/** What a Flirt composes; every create and edit carries the whole of it. */
export const GoodyBagContent = z.object({
  title: z.string().min(1).max(GOODY_TITLE_MAX),
  description: z.string().max(GOODY_DESCRIPTION_MAX),
  priceCents: PositiveCents,
  items: z.array(GoodyItem).min(1).max(GOODY_ITEMS_MAX),
  dominanceTags: z.array(DominanceTagSchema).max(DOMINANCE_TAG_VALUES.length),
  ageTags: z.array(AgeTagSchema).max(AGE_TAG_VALUES.length),
  raceTags: z.array(RaceTagSchema).max(RACE_TAG_VALUES.length),
  contentRating: ContentRatingSchema,
  kinkTags: z.array(KinkTagSchema).max(KINK_TAG_VALUES.length),
  /**
   * The bag's public cover: an image of the Flirt's chosen for it, never one of its paid files
   * (the shop window shows no paid file). None: the bag shows no picture. Absent on bags
   * composed before covers existed.
   */
  coverMediaId: Uuid.nullable().default(null),
});
export type GoodyBagContent = z.infer<typeof GoodyBagContent>;

const Bag = { goodyBagId: Uuid, creatorId: Uuid };

/**
 * Goodies context: a goody bag lives in `goody-bag-<goodyBagId>`. It is created as a draft
 * (unpublished), edited, published and unpublished, and deleted. A purchase is the existing
 * `GoodiesSold` activity event in `goody-sale-<goodyBagId>-<customerId>` (one sale per buyer
 * and bag), so My Customers, earnings and the 1099-K ledger count it like any goodies sale.
 */
export const goodyEvents = {
  GoodyBagCreated: defineEvent(z.object({ ...Bag, ...GoodyBagContent.shape })),
  GoodyBagEdited: defineEvent(z.object({ ...Bag, ...GoodyBagContent.shape })),
  GoodyBagPublished: defineEvent(z.object(Bag)),
  GoodyBagUnpublished: defineEvent(z.object(Bag)),
  GoodyBagDeleted: defineEvent(z.object(Bag)),
};

export type GoodyEvent = EventsOf<typeof goodyEvents>;
export type GoodyEventOf<T extends GoodyEvent['type']> = Extract<GoodyEvent, { type: T }>;
export const GOODY_EVENT_TYPES = Object.keys(goodyEvents) as GoodyEvent['type'][];
