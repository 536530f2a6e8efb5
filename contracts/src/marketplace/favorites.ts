import { z } from 'zod';
import { defineEvent, type EventsOf } from '../shared/events.js';
import { Uuid } from '../shared/ids.js';

/** A listing id as the marketplace names it (letters, digits, . _ : -). */
export const FavoriteListingId = z
  .string({ error: 'Please choose a listing.' })
  .regex(/^[\w.:-]{1,100}$/, 'Please choose a listing.');

export const FAVORITES_PER_PAGE = 20;
/** A customer keeps at most this many favorites (the order travels in one event). */
export const FAVORITES_MAX = 500;
export const FAVORITE_SORTS = ['position', 'newest'] as const;

export const FAVORITE_MESSAGES = {
  listingNotFound: 'Listing not found.',
  notAFavorite: 'This listing is not one of your favorites.',
  tooMany: `You can keep at most ${FAVORITES_MAX} favorites.`,
  position: 'Please choose a position in your list.',
  listingIds: 'Please choose the favorites to remove.',
} as const;

// Events (stream `favorites-<customerId>`: one customer's ordered list).

export const favoriteEvents = {
  /** Added at the end of the list. */
  FavoriteListingAdded: defineEvent(
    z.object({ customerId: Uuid, listingId: FavoriteListingId, at: z.string() }),
  ),
  /** `order` is the whole list after the move, first to last. */
  FavoriteListingMoved: defineEvent(
    z.object({
      customerId: Uuid,
      listingId: FavoriteListingId,
      position: z.number().int().min(1),
      order: z.array(FavoriteListingId).max(FAVORITES_MAX),
    }),
  ),
  /** A bulk removal; `order` is what is left. */
  FavoriteListingsRemoved: defineEvent(
    z.object({
      customerId: Uuid,
      listingIds: z.array(FavoriteListingId).min(1).max(FAVORITES_MAX),
      order: z.array(FavoriteListingId).max(FAVORITES_MAX),
    }),
  ),
};
export type FavoriteEvent = EventsOf<typeof favoriteEvents>;

// Requests

/** GET /client_api/favorite_listings */
export const FavoriteListingsQuery = z.object({
  sort: z.enum(FAVORITE_SORTS).default('position'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(FAVORITES_PER_PAGE),
});
export type FavoriteListingsQuery = z.infer<typeof FavoriteListingsQuery>;

/** POST /client_api/favorite_listings */
export const AddFavoriteBody = z.object({ listing_id: FavoriteListingId });
export type AddFavoriteBody = z.infer<typeof AddFavoriteBody>;

/** PATCH /client_api/favorite_listings/{listingId}: 1 is the top of the list. */
export const MoveFavoriteBody = z.object({
  position: z
    .number({ error: FAVORITE_MESSAGES.position })
    .int(FAVORITE_MESSAGES.position)
    .min(1, FAVORITE_MESSAGES.position)
    .max(FAVORITES_MAX, FAVORITE_MESSAGES.position),
});
export type MoveFavoriteBody = z.infer<typeof MoveFavoriteBody>;

/** DELETE /client_api/favorite_listings/bulk_destroy */
export const RemoveFavoritesBody = z.object({
  listing_ids: z
    .array(FavoriteListingId, { error: FAVORITE_MESSAGES.listingIds })
    .min(1, FAVORITE_MESSAGES.listingIds)
    .max(FAVORITES_MAX, FAVORITE_MESSAGES.listingIds),
});
export type RemoveFavoritesBody = z.infer<typeof RemoveFavoritesBody>;

// Responses

/** Spec 002 §3 "Favorite listing" with what the list shows of the listing. */
export const FavoriteListing = z.object({
  listing_id: z.string(),
  position: z.number().int(),
  added_at: z.string(),
  title: z.string(),
  login: z.string().nullable(),
  photo_url: z.string().nullable(),
});
export type FavoriteListing = z.infer<typeof FavoriteListing>;

export const FavoriteListingsResponse = z.object({
  favorite_listings: z.array(FavoriteListing),
  total_entries: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type FavoriteListingsResponse = z.infer<typeof FavoriteListingsResponse>;

/** GET /client_api/favorite_listings/{listingId}: is it one of mine (isFavoriteForViewer). */
export const FavoriteStatusResponse = z.object({
  listing_id: z.string(),
  isFavoriteForViewer: z.boolean(),
  position: z.number().int().nullable(),
});
export type FavoriteStatusResponse = z.infer<typeof FavoriteStatusResponse>;
