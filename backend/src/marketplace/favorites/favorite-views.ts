import { Injectable } from '@nestjs/common';
import {
  type FavoriteListingsQuery,
  type FavoriteListingsResponse,
  type FavoriteStatusResponse,
  type ListingRow,
  READ_MODELS,
} from '@flirtwire/contracts';
import { FAVORITE_LISTINGS, type FavoriteListingRow, favoriteRowId } from '@flirtwire/projections';
import { ReadModels } from '../../read-side/read-models.js';

/**
 * Reads of a customer's favorites. `isFavoriteForViewer` is exported for the listing responses
 * (one lookup by id per listing shown).
 */
@Injectable()
export class FavoriteViews {
  constructor(private readonly readModels: ReadModels) {}

  private rows() {
    return this.readModels.collection<FavoriteListingRow>(FAVORITE_LISTINGS);
  }

  async list(customerId: string, query: FavoriteListingsQuery): Promise<FavoriteListingsResponse> {
    const filter = { customerId };
    const [rows, total] = await Promise.all([
      this.rows()
        .find(filter, {
          sort: query.sort === 'newest' ? { addedAt: -1 } : { position: 1 },
          skip: (query.page - 1) * query.per_page,
          limit: query.per_page,
        })
        .toArray(),
      this.rows().countDocuments(filter),
    ]);
    const listings = await this.readModels
      .collection<ListingRow>(READ_MODELS.listings)
      .find({ _id: { $in: rows.map((row) => row.listingId) } })
      .toArray();
    const byId = new Map(listings.map((listing) => [listing._id, listing]));
    return {
      favorite_listings: rows.map((row) => {
        const listing = byId.get(row.listingId);
        return {
          listing_id: row.listingId,
          position: row.position,
          added_at: row.addedAt,
          title: listing?.title ?? 'Listing no longer available',
          login: listing?.login ?? null,
          photo_url: null,
        };
      }),
      total_entries: total,
      page: query.page,
      per_page: query.per_page,
    };
  }

  async status(customerId: string | null, listingId: string): Promise<FavoriteStatusResponse> {
    const row =
      customerId === null
        ? null
        : await this.rows().findOne({ _id: favoriteRowId(customerId, listingId) });
    return {
      listing_id: listingId,
      isFavoriteForViewer: row !== null,
      position: row?.position ?? null,
    };
  }

  /** Whether the viewer keeps the listing among their favorites (false for visitors). */
  async isFavoriteForViewer(customerId: string | null, listingId: string): Promise<boolean> {
    return (await this.status(customerId, listingId)).isFavoriteForViewer;
  }
}
