import { Injectable } from '@nestjs/common';
import {
  CATEGORY_PAGE_SIZE,
  CATEGORY_SORTS,
  categoryById,
  type FeaturedListingResultsResponse,
  type FeaturedPlacement,
  HOME_PAGE_SIZE,
  LISTING_STATUSES,
  LISTING_TYPES,
  type ListingRow,
  READ_MODELS,
} from '@flirtwire/contracts';
import type { Filter, SortSpec } from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { categoryFilter, categoryOrder, HOME_FILTER, HOME_ORDER } from '../listing-views.js';
import { sortsBefore } from './sorts-before.js';

/**
 * The Featured Listings page's read: a Flirt's listings and their places in the two lists that
 * feature listings, read from the listings read model with the lists' own filter and order
 * (the home page's, and the category page's Featured Listings sort), so the places are the
 * ones visitors see.
 */
@Injectable()
export class FeaturedResults {
  constructor(private readonly readModels: ReadModels) {}

  private rows() {
    return this.readModels.collection<ListingRow>(READ_MODELS.listings);
  }

  async of(creatorId: string): Promise<FeaturedListingResultsResponse> {
    const mine = await this.rows()
      .find({ creatorId }, { sort: { type: 1, createdAt: 1 }, limit: 200 })
      .toArray();
    const listings = await Promise.all(
      mine.map(async (row) => {
        const category = categoryById(row.categoryId);
        const listedAtHome = row.public && row.type !== LISTING_TYPES.chat;
        return {
          id: row._id,
          title: row.title,
          type: row.type,
          statusName: LISTING_STATUSES[row.status],
          public: row.public,
          blocked: row.blocked,
          available: row.available,
          category: {
            id: row.categoryId,
            slug: category?.slug ?? '',
            name: category?.name ?? '',
          },
          home: listedAtHome
            ? await this.placement(row, HOME_FILTER, HOME_ORDER, HOME_PAGE_SIZE)
            : null,
          category_featured: row.public
            ? await this.placement(
                row,
                categoryFilter(row.categoryId, row.type, CATEGORY_SORTS.featured),
                categoryOrder(CATEGORY_SORTS.featured),
                CATEGORY_PAGE_SIZE,
              )
            : null,
        };
      }),
    );
    return { listings };
  }

  private async placement(
    row: ListingRow,
    list: Filter<ListingRow>,
    order: SortSpec,
    pageSize: number,
  ): Promise<FeaturedPlacement> {
    const [before, of] = await Promise.all([
      this.rows().countDocuments({ $and: [list, sortsBefore<ListingRow>({ ...row }, order)] }),
      this.rows().countDocuments(list),
    ]);
    const rank = before + 1;
    return { rank, page: Math.ceil(rank / pageSize), of: Math.max(of, rank) };
  }
}
