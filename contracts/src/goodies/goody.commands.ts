import { z } from 'zod';
import { Uuid } from '../shared/ids.js';
import { formatCents } from '../shared/money.js';
import { nameText } from '../shared/names.js';
import { MoneyInput } from '../subscriptions/subscription.commands.js';
import {
  AgeTagSchema,
  ContentRatingSchema,
  DominanceTagSchema,
  GOODY_DESCRIPTION_MAX,
  GOODY_ITEMS_MAX,
  GOODY_PRICE_MAX_CENTS,
  GOODY_PRICE_MIN_CENTS,
  GOODY_TITLE_MAX,
  KinkTagSchema,
  RaceTagSchema,
} from './goody.events.js';

/** Goody bag messages (the product's own copy, in the voice of the package messages). */
export const GOODY_MESSAGES = {
  /** Spec 001 §8: the empty goody list. */
  empty: 'No Goodies Found',
  titleRequired: 'Please enter a title.',
  titleLength: `Please keep the title to ${GOODY_TITLE_MAX} characters or fewer.`,
  descriptionLength: `Please keep the description to ${GOODY_DESCRIPTION_MAX} characters or fewer.`,
  price: `Please enter a price from ${formatCents(GOODY_PRICE_MIN_CENTS)} to ${formatCents(GOODY_PRICE_MAX_CENTS)}.`,
  priceFormat: 'Please enter an amount in dollars, with up to 2 decimals.',
  mediaRequired: 'Please choose at least one file.',
  mediaTooMany: `A goody bag can hold at most ${GOODY_ITEMS_MAX} files.`,
  mediaNotYours: 'Please choose files from your file manager.',
  mediaType: 'Only images, videos and audio can go into a goody bag.',
  mediaDuplicate: 'Each file can be added once.',
  coverNotImage: 'Please choose one of your images as the cover.',
  coverIsPaidFile:
    "Everyone sees the cover: please choose an image that is not one of the bag's files.",
  contentRating: 'Please choose a content rating.',
  tag: 'Please choose tags from the list.',
  notFound: 'Goody bag not found.',
  deleted: 'This goody bag has been deleted.',
  notForSale: 'This goody bag is not for sale.',
  ownBag: "We're sorry, you cannot purchase your own goody bag.",
  blocked:
    "We're sorry, you are unable to buy from this Flirt because this Flirt blocked you or you blocked this Flirt.",
  cardRequired: 'You must have a credit card on file to buy this goody bag.',
  alreadyPublished: 'This goody bag is already published.',
  notPublished: 'This goody bag is not published.',
  created: 'Your goody bag has been created.',
  saved: 'Your changes were saved.',
  published: 'Your goody bag is now for sale.',
  unpublished: 'Your goody bag is no longer for sale.',
  removed: 'Your goody bag has been deleted.',
  purchased: 'Enjoy your goodies! The files are unlocked.',
} as const;

const tags = <T extends z.ZodType>(tag: T) =>
  z.array(tag, { error: GOODY_MESSAGES.tag }).max(20, GOODY_MESSAGES.tag);

const ContentFields = {
  title: nameText({ error: GOODY_MESSAGES.titleRequired })
    .trim()
    .min(1, GOODY_MESSAGES.titleRequired)
    .max(GOODY_TITLE_MAX, GOODY_MESSAGES.titleLength),
  description: z
    .string({ error: GOODY_MESSAGES.descriptionLength })
    .trim()
    .max(GOODY_DESCRIPTION_MAX, GOODY_MESSAGES.descriptionLength),
  /** Dollars as typed ("12.99") or a number of dollars; checked against the price range. */
  price: MoneyInput,
  /** File-manager item ids of the Flirt's own images, videos and audio, in display order. */
  media_ids: z
    .array(Uuid, { error: GOODY_MESSAGES.mediaRequired })
    .min(1, GOODY_MESSAGES.mediaRequired)
    .max(GOODY_ITEMS_MAX, GOODY_MESSAGES.mediaTooMany),
  /** An image of the Flirt's shown before buying (not one of `media_ids`); null for none. */
  cover_media_id: Uuid.nullable(),
  dominance_tags: tags(DominanceTagSchema),
  age_tags: tags(AgeTagSchema),
  race_tags: tags(RaceTagSchema),
  content_rating: z.enum(ContentRatingSchema.options, { error: GOODY_MESSAGES.contentRating }),
  kink_tags: tags(KinkTagSchema),
};

/** POST /client_api/goody_bags: compose a bag (a draft unless `publish`). */
export const CreateGoodyBagBody = z.object({
  ...ContentFields,
  description: ContentFields.description.default(''),
  cover_media_id: ContentFields.cover_media_id.default(null),
  dominance_tags: ContentFields.dominance_tags.default([]),
  age_tags: ContentFields.age_tags.default([]),
  race_tags: ContentFields.race_tags.default([]),
  kink_tags: ContentFields.kink_tags.default([]),
  publish: z.boolean().default(false),
});
export type CreateGoodyBagBody = z.infer<typeof CreateGoodyBagBody>;

/** PATCH /client_api/goody_bags/{id}: any subset of the content. */
export const UpdateGoodyBagBody = z.object({
  title: ContentFields.title.optional(),
  description: ContentFields.description.optional(),
  price: ContentFields.price.optional(),
  media_ids: ContentFields.media_ids.optional(),
  cover_media_id: ContentFields.cover_media_id.optional(),
  dominance_tags: ContentFields.dominance_tags.optional(),
  age_tags: ContentFields.age_tags.optional(),
  race_tags: ContentFields.race_tags.optional(),
  content_rating: ContentFields.content_rating.optional(),
  kink_tags: ContentFields.kink_tags.optional(),
});
export type UpdateGoodyBagBody = z.infer<typeof UpdateGoodyBagBody>;

/** GET /client_api/advisors/{login}/goody_bags and the other goody lists (20 per page). */
export const GoodyBagsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type GoodyBagsQuery = z.infer<typeof GoodyBagsQuery>;

/** The route param of one goody bag. */
export const GoodyBagIdParam = Uuid;
