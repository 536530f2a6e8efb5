import { type EnvelopeOf, type FavoriteEvent, READ_MODELS } from '@flirtwire/contracts';
import { defineProjection, type DocumentOp, documentOp, ownedByUser } from '../projection.js';

export const FAVORITE_LISTINGS = READ_MODELS.favoriteListings;

/** One favorite of one customer; `position` is 1-based, the list's order. */
export type FavoriteListingRow = {
  _id: string;
  customerId: string;
  listingId: string;
  position: number;
  addedAt: string;
};

export const favoriteRowId = (customerId: string, listingId: string) =>
  `${customerId}:${listingId}`;

/**
 * Favorite listings per customer (spec 002 Favorites). Moves and removals carry the whole order
 * after them, so every position is set from the event alone and a redelivery changes nothing.
 */
export const favoritesProjection = defineProjection<EnvelopeOf<FavoriteEvent>>({
  name: 'favorites',
  version: 1,
  // Each document is one customer's favourites, from their favourites stream: one bus key, one
  // topic (docs/adr/0124).
  partitioned: true,
  eventTypes: ['FavoriteListingAdded', 'FavoriteListingMoved', 'FavoriteListingsRemoved'],
  collections: {
    [FAVORITE_LISTINGS]: {
      indexes: [{ key: { customerId: 1, position: 1 } }, { key: { customerId: 1, addedAt: -1 } }],
    },
  },
  handle: async (event, context): Promise<DocumentOp[]> => {
    const { customerId } = event.data;
    const owner = { owner: ownedByUser(customerId) };
    const positions = (order: readonly string[]) =>
      order.map((listingId, index) =>
        documentOp<FavoriteListingRow>(
          FAVORITE_LISTINGS,
          {
            updateOne: {
              filter: { _id: favoriteRowId(customerId, listingId) },
              update: { $set: { position: index + 1 } },
            },
          },
          owner,
        ),
      );
    switch (event.type) {
      case 'FavoriteListingAdded': {
        const count = await context
          .collection<FavoriteListingRow>(FAVORITE_LISTINGS)
          .countDocuments({ customerId });
        return [
          documentOp<FavoriteListingRow>(
            FAVORITE_LISTINGS,
            {
              updateOne: {
                filter: { _id: favoriteRowId(customerId, event.data.listingId) },
                update: {
                  $setOnInsert: {
                    customerId,
                    listingId: event.data.listingId,
                    position: count + 1,
                    addedAt: event.data.at,
                  },
                },
                upsert: true,
              },
            },
            owner,
          ),
        ];
      }
      case 'FavoriteListingMoved':
        return positions(event.data.order);
      case 'FavoriteListingsRemoved':
        return [
          ...event.data.listingIds.map((listingId) =>
            documentOp<FavoriteListingRow>(
              FAVORITE_LISTINGS,
              { deleteOne: { filter: { _id: favoriteRowId(customerId, listingId) } } },
              { ...owner, id: favoriteRowId(customerId, listingId) },
            ),
          ),
          ...positions(event.data.order),
        ];
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
});
