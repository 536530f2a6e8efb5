import { Inject, Injectable } from '@nestjs/common';
import {
  type ChatProfile,
  type ChatProfileSearchQuery,
  type ChatProfileSearchResponse,
  GOODY_CAROUSELS,
  type GoodyBagCard,
  type GoodySearchBody,
  type GoodySearchResponse,
  type ListingSearchQuery,
  type ListingSearchResponse,
  LISTINGS_PER_SEARCH_PAGE,
  type SearchListing,
  searchDocumentId,
} from '@flirtwire/contracts';
import { MediaUrls, PUBLIC_AUDIENCE } from '../../content/media/media-urls.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import {
  SEARCH_INDEX,
  type SearchIndex,
  type SearchPage,
} from '../../infrastructure/search/search-index.port.js';
import {
  chatProfileSearchPlan,
  goodyCarouselPlan,
  goodyPageSize,
  goodySearchIsFiltered,
  goodySearchPlan,
  listingSearchPlan,
} from './search-plans.js';

/** Cards per carousel on the goodies screen. */
const CAROUSEL_SIZE = 12;
/** Listings the header's live search adds after the Flirts. */
const LIVE_LISTINGS = 5;

// The cards were validated when indexed (the display objects are built from contract types).

/** A card with its photo's URL signed for whoever reads it (the index keeps the media id). */
type PhotoSigner = (mediaId: string) => string;

function listingCards(page: SearchPage, sign: PhotoSigner): SearchListing[] {
  return page.hits.map((hit) => {
    const card = hit.document.display as SearchListing;
    const photo = hit.document.photoMediaId ? sign(hit.document.photoMediaId) : null;
    return { ...card, photoUrl: photo, photo_url: photo };
  });
}

function goodyBagCards(page: SearchPage, sign: PhotoSigner): GoodyBagCard[] {
  return page.hits.map((hit) => ({
    ...(hit.document.display as GoodyBagCard),
    thumbnail_url: hit.document.photoMediaId ? sign(hit.document.photoMediaId) : null,
  }));
}

function chatProfileCards(page: SearchPage, sign: PhotoSigner): ChatProfile[] {
  return page.hits.map((hit) => {
    const card = hit.document.display as ChatProfile;
    return {
      ...card,
      image_url: hit.document.photoMediaId ? sign(hit.document.photoMediaId) : null,
    };
  });
}

/**
 * The marketplace searches over the search port: listing search (three tabs), chat browse,
 * goodies search with its carousels, and the header's live listing hits. Their endpoints read
 * the `search-index` track, so `?after=` waits for the index to reach the position.
 */
@Injectable()
export class MarketplaceSearch {
  constructor(
    @Inject(SEARCH_INDEX) private readonly index: SearchIndex,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly urls: MediaUrls,
  ) {}

  /** Listing photos are public (the listing drawer shows them to visitors too). */
  private readonly signPhoto: PhotoSigner = (mediaId) =>
    this.urls.sign(mediaId, 'large', PUBLIC_AUDIENCE, this.clock.now());

  private readonly signThumbnail: PhotoSigner = (mediaId) =>
    this.urls.sign(mediaId, 'thumbnail', PUBLIC_AUDIENCE, this.clock.now());

  async listings(query: ListingSearchQuery): Promise<ListingSearchResponse> {
    const [live, recorded, chat] = await Promise.all([
      this.index.search(listingSearchPlan(query, 1)),
      this.index.search(listingSearchPlan(query, 2)),
      this.index.search(listingSearchPlan(query, 3)),
    ]);
    const asked = query.type === 1 ? live : query.type === 2 ? recorded : chat;
    const profiles = query.searchQueryText
      ? await this.index.search({
          ...chatProfileSearchPlan({
            text: query.searchQueryText,
            category: query.categoryId,
            gender: 'all',
            page: 1,
          }),
        })
      : null;
    return {
      search_results: {
        listings: listingCards(live, this.signPhoto),
        r_listings: listingCards(recorded, this.signPhoto),
        chats: listingCards(chat, this.signPhoto),
        total_listings: live.total,
        total_r_listings: recorded.total,
        total_chats: chat.total,
      },
      listings_per_page: LISTINGS_PER_SEARCH_PAGE,
      has_next: query.page * LISTINGS_PER_SEARCH_PAGE < asked.total,
      has_previous: query.page > 1,
      current_page: query.page,
      facet: {
        ...asked.facets,
        type: [
          { id: '1', count: live.total },
          { id: '2', count: recorded.total },
          { id: '3', count: chat.total },
        ],
      },
      chat_profiles: profiles ? chatProfileCards(profiles, this.signPhoto) : [],
    };
  }

  async chatProfiles(query: ChatProfileSearchQuery): Promise<ChatProfileSearchResponse> {
    const plan = chatProfileSearchPlan(query);
    const page = await this.index.search(plan);
    return {
      chat_profiles: chatProfileCards(page, this.signPhoto),
      facet: page.facets,
      has_next: plan.skip + plan.limit < page.total,
      has_previous: query.page > 1,
      current_page: query.page,
    };
  }

  /** A Flirt's chat profile by login (any case), or null. */
  async chatProfileOf(login: string): Promise<ChatProfile | null> {
    const page = await this.index.search({
      kind: 'chat_profile',
      text: login,
      skip: 0,
      limit: 20,
    });
    const hit = page.hits.find((h) => h.document.ownerLogin.toLowerCase() === login.toLowerCase());
    return hit ? (chatProfileCards({ ...page, hits: [hit] }, this.signPhoto)[0] ?? null) : null;
  }

  async goodies(body: GoodySearchBody): Promise<GoodySearchResponse> {
    const now = this.clock.now();
    const plan = goodySearchPlan(body, now);
    const [page, ...carousels] = await Promise.all([
      this.index.search(plan),
      ...(goodySearchIsFiltered(body)
        ? []
        : GOODY_CAROUSELS.map((c) => this.index.search(goodyCarouselPlan(c.id, CAROUSEL_SIZE)))),
    ]);
    const size = goodyPageSize(body);
    return {
      results: goodyBagCards(page, this.signThumbnail),
      carousels: GOODY_CAROUSELS.map((c, i) => ({
        id: c.id,
        title: c.label,
        results: carousels[i] ? goodyBagCards(carousels[i], this.signThumbnail) : [],
      })),
      facet: page.facets,
      misc: { page: body.page, num_pages: Math.max(1, Math.ceil(page.total / size)) },
    };
  }

  /** The header's live search: listings whose title, description or Flirt matches. */
  async liveListings(text: string): Promise<SearchListing[]> {
    const page = await this.index.search({ kind: 'listing', text, skip: 0, limit: LIVE_LISTINGS });
    return listingCards(page, this.signPhoto);
  }

  /** The document id of a listing (for tests and tools). */
  static listingDocumentId(listingId: string): string {
    return searchDocumentId('listing', listingId);
  }
}
