import { Inject, Injectable } from '@nestjs/common';
import {
  type AdvisorListingsResponse,
  type AvailabilityResponse,
  CATEGORY_SORTS,
  type CategoryListingsQuery,
  type CategoryListingsResponse,
  categoryById,
  categoryPath,
  categoryTree,
  chatListingIdOf,
  findCategory,
  formatCents,
  type FlirtAvailabilityRow,
  type HomepageListingsQuery,
  type HomepageListingsResponse,
  LISTING_MESSAGES as M,
  LISTING_STATUSES,
  LISTING_TYPES,
  type ListingQueueQuery,
  type ListingRow,
  type ListingView,
  listingPushChannel,
  MARKETPLACE_CALL_NUMBER,
  type CallListingResponse,
  PENDING_LISTING_STATUSES,
  priceUnitOf,
  READ_MODELS,
  type TopLevelCategoriesResponse,
} from '@flirtwire/contracts';
import {
  ADVISORS,
  type AdvisorRow,
  FAVORITE_LISTINGS,
  type FavoriteListingRow,
  type Filter,
  type SortSpec,
} from '@flirtwire/projections';
import { ReadModels } from '../../read-side/read-models.js';
import { hasRole, type Principal } from '../../shared/auth/principal.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { NotFoundError } from '../../shared/errors.js';
import { MediaUrls, PUBLIC_AUDIENCE } from '../../content/media/media-urls.js';
import { checkedListingId } from './listing-id.param.js';

const NOT_FOUND = () => new NotFoundError(M.notFound, 'listing_not_found');

/** Staff see every listing, as its owner does (to review it). */
const isStaff = (viewer: Principal | null) => hasRole(viewer, 'moderator', 'admin');

/** Whether `viewer` may see the listing at all: the directory's, or their own, or staff. */
export function visibleTo(row: ListingRow, viewer: Principal | null): boolean {
  return row.public || viewer?.userId === row.creatorId || isStaff(viewer);
}

const words = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The category path as links, top level first (names are ours, never typed by a person). */
function breadcrumbsHtml(categoryId: number): string {
  return categoryPath(categoryId)
    .map(
      (category) =>
        `<a href="/categories/${category.slug}">${category.name.replace(/&/g, '&amp;')}</a>`,
    )
    .join(' &gt; ');
}

/** The home page's Featured Listings: accepted phone listings (live and recorded). */
export const HOME_FILTER: Filter<ListingRow> = {
  public: true,
  type: { $in: [LISTING_TYPES.live, LISTING_TYPES.recorded] },
};
export const HOME_ORDER: SortSpec = { available: -1, totalRatings: -1, createdAt: -1, _id: 1 };

/** A category page's listings of one type under a sort (the price sorts also filter). */
export function categoryFilter(
  categoryId: number,
  listingType: ListingRow['type'],
  sort: number,
): Filter<ListingRow> {
  return {
    public: true,
    type: listingType,
    categoryIds: categoryId,
    ...(sort === CATEGORY_SORTS.lessThan3 ? { priceCents: { $lt: 300 } } : {}),
    ...(sort === CATEGORY_SORTS.lessThan2 ? { priceCents: { $lt: 200 } } : {}),
  };
}

/** The order of a category page under a sort. */
export function categoryOrder(sort: number): SortSpec {
  return sort === CATEGORY_SORTS.topAvailable
    ? { available: -1, totalRatings: -1, createdAt: -1, _id: 1 }
    : sort === CATEGORY_SORTS.highestRated
      ? { ratingSum: -1, totalRatings: -1, createdAt: -1, _id: 1 }
      : sort === CATEGORY_SORTS.featured
        ? { totalRatings: -1, available: -1, createdAt: -1, _id: 1 }
        : { priceCents: 1, available: -1, _id: 1 };
}

/**
 * The listing screens' reads from the listings read model. A listing that is not accepted
 * answers "not found" to everyone but its owner and staff, so its existence does not leak.
 */
@Injectable()
export class ListingViews {
  constructor(
    private readonly readModels: ReadModels,
    private readonly urls: MediaUrls,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private rows() {
    return this.readModels.collection<ListingRow>(READ_MODELS.listings);
  }

  /** Listings among `ids` the viewer has favorited (none for visitors). */
  private async favoriteListingIds(
    viewer: Principal | null,
    ids: readonly string[],
  ): Promise<Set<string>> {
    if (!viewer || ids.length === 0) return new Set();
    const rows = await this.readModels
      .collection<FavoriteListingRow>(FAVORITE_LISTINGS)
      .find({ customerId: viewer.userId, listingId: { $in: [...ids] } })
      .toArray();
    return new Set(rows.map((row) => row.listingId));
  }

  /** Whether each Flirt takes chats now: their chat listing is listed, not blocked and Online. */
  private async chatOpen(creatorIds: readonly string[]): Promise<Set<string>> {
    const chats = await this.rows()
      .find({ _id: { $in: [...new Set(creatorIds)].map(chatListingIdOf) } })
      .toArray();
    return new Set(
      chats
        .filter((row) => row.public && !row.blocked && row.available)
        .map((row) => row.creatorId),
    );
  }

  async present(rows: readonly ListingRow[], viewer: Principal | null): Promise<ListingView[]> {
    const now = this.clock.now();
    const favorites = await this.favoriteListingIds(
      viewer,
      rows.map((row) => row._id),
    );
    const chatOpen = await this.chatOpen(rows.map((row) => row.creatorId));
    return rows.map((stored) => {
      const owner = viewer?.userId === stored.creatorId;
      const seesReview = owner || isStaff(viewer);
      // The owner and staff see an edit in review; everyone else the last accepted version.
      const row = seesReview && stored.pendingEdit ? { ...stored, ...stored.pendingEdit } : stored;
      const category = categoryById(row.categoryId);
      const photo = row.photoMediaId
        ? this.urls.sign(row.photoMediaId, 'large', PUBLIC_AUDIENCE, now)
        : null;
      const price = formatCents(row.priceCents);
      return {
        id: row._id,
        type: row.type,
        login: row.login,
        advisorId: row.creatorId,
        slug: `${row._id}-${words(row.title)}`,
        advisorSlug: row.login.toLowerCase(),
        title: row.title,
        description: row.description,
        breadcrumbs: breadcrumbsHtml(row.categoryId),
        category: {
          id: row.categoryId,
          slug: category?.slug ?? '',
          name: category?.name ?? '',
        },
        photoUrl: photo,
        photo_url: photo,
        photoMediaId: owner ? row.photoMediaId : null,
        rating:
          row.totalRatings > 0 ? Math.round((row.ratingSum / row.totalRatings) * 10) / 10 : null,
        totalRatings: row.totalRatings,
        feedbackCount: row.feedbackCount,
        priceCents: row.priceCents,
        pricePerMinute: price,
        price_per_minute: price,
        priceUnit: priceUnitOf(row.type),
        serviceExtension: row.serviceExtension,
        blocked: row.blocked,
        status: row.status,
        statusName: LISTING_STATUSES[row.status],
        listingRejectionReason: seesReview ? row.rejectionReason : null,
        listingRejectionComment: seesReview ? row.rejectionComment : null,
        show_chat_link: !row.blocked && chatOpen.has(row.creatorId),
        isFavoriteForViewer: favorites.has(row._id),
        is_owned_by_viewer: owner,
        push_channel: listingPushChannel(row._id),
        available: row.available,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      };
    });
  }

  async row(rawId: string, viewer: Principal | null): Promise<ListingRow> {
    const row = await this.rows().findOne({ _id: checkedListingId(rawId) });
    if (!row || !visibleTo(row, viewer)) throw NOT_FOUND();
    return row;
  }

  async one(rawId: string, viewer: Principal | null): Promise<ListingView> {
    const [view] = await this.present([await this.row(rawId, viewer)], viewer);
    if (!view) throw NOT_FOUND();
    return view;
  }

  async byAdvisor(login: string, viewer: Principal | null): Promise<AdvisorListingsResponse> {
    const advisor = await this.readModels
      .collection<AdvisorRow>(ADVISORS)
      .findOne({ slug: login.toLowerCase() });
    if (!advisor) return { listings: [] };
    const mine = viewer?.userId === advisor._id || isStaff(viewer);
    const rows = await this.rows()
      .find(
        { creatorId: advisor._id, ...(mine ? {} : { public: true }) },
        { sort: { type: 1, createdAt: 1 }, limit: 200 },
      )
      .toArray();
    return { listings: await this.present(rows, viewer) };
  }

  async homepage(
    query: HomepageListingsQuery,
    viewer: Principal | null,
  ): Promise<HomepageListingsResponse> {
    const filter = HOME_FILTER;
    const total = await this.rows().countDocuments(filter);
    const rows = await this.rows()
      .find(filter, {
        sort: HOME_ORDER,
        skip: (query.page - 1) * query.perPage,
        limit: query.perPage,
      })
      .toArray();
    return {
      listings: await this.present(rows, viewer),
      current_page: query.page,
      perPage: query.perPage,
      has_next: query.page * query.perPage < total,
      total_entries: total,
    };
  }

  async category(
    slugOrId: string,
    query: CategoryListingsQuery,
    viewer: Principal | null,
  ): Promise<CategoryListingsResponse> {
    const category = findCategory(slugOrId);
    if (!category) throw new NotFoundError('Category not found', 'category_not_found');
    const chat = query.listingType === LISTING_TYPES.chat;
    // The chat tab has no sort (its cards are people, not prices).
    const sort = chat ? CATEGORY_SORTS.featured : query.sort;
    const filter = categoryFilter(category.id, query.listingType, sort);
    const order = categoryOrder(sort);
    const total = await this.rows().countDocuments(filter);
    const rows = await this.rows()
      .find(filter, {
        sort: order,
        skip: (query.page - 1) * query.perPage,
        limit: query.perPage,
      })
      .toArray();
    return {
      category: { id: category.id, slug: category.slug, name: category.name },
      listings: await this.present(rows, viewer),
      category_breadcrumbs: breadcrumbsHtml(category.id),
      chat,
      currentPage: query.page,
      current_page: query.page,
      has_next: query.page * query.perPage < total,
      perPage: query.perPage,
      total_entries: total,
      decision_screen: query.decisionScreen,
    };
  }

  topLevelCategories(): TopLevelCategoriesResponse {
    return { categories: categoryTree() };
  }

  async call(rawId: string, viewer: Principal | null): Promise<CallListingResponse> {
    const row = await this.row(rawId, viewer);
    const [listing] = await this.present([row], viewer);
    if (!listing) throw NOT_FOUND();
    const canCall = row.type !== LISTING_TYPES.chat && row.public && !row.blocked && row.available;
    return {
      listing,
      phone_number: canCall ? MARKETPLACE_CALL_NUMBER : null,
      service_extension: canCall ? row.serviceExtension : null,
      can_call: canCall,
    };
  }

  async availability(creatorId: string): Promise<AvailabilityResponse> {
    const switches = await this.readModels
      .collection<FlirtAvailabilityRow>(READ_MODELS.flirtAvailability)
      .findOne({ _id: creatorId });
    const rows = await this.rows()
      .find({ creatorId }, { sort: { type: 1, createdAt: 1 }, limit: 200 })
      .toArray();
    return {
      available_for_chat: switches?.availableForChat ?? false,
      available_for_calls: switches?.availableForCalls ?? false,
      listings: rows.map((row) => ({
        id: row._id,
        title: row.title,
        type: row.type,
        available: row.available,
        enabled: row.enabled,
      })),
    };
  }

  async queue(query: ListingQueueQuery, viewer: Principal): Promise<{ listings: ListingView[] }> {
    const rows = await this.rows()
      .find(query.status === 'pending' ? { status: { $in: [...PENDING_LISTING_STATUSES] } } : {}, {
        sort: { updatedAt: 1, _id: 1 },
        limit: 200,
      })
      .toArray();
    return { listings: await this.present(rows, viewer) };
  }
}
