import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { LiveSearchHit } from '@flirtwire/contracts';
import { MarketplaceSearch } from '../../../marketplace/search/marketplace-search.js';
import { AdvisorDirectory } from '../advisor-directory.js';
import { LiveSearchQuery } from './live-search.query.js';

/** What the header's live search lists: at most this many. */
const LIVE_SEARCH_HITS = 10;

/** The header's live search: Flirts whose login starts with the text (spec 000 §2, §7). */
@QueryHandler(LiveSearchQuery)
export class LiveSearchHandler implements IQueryHandler<LiveSearchQuery> {
  constructor(
    private readonly advisors: AdvisorDirectory,
    private readonly marketplace: MarketplaceSearch,
  ) {}

  async execute({ viewerId, text }: LiveSearchQuery): Promise<{ results: LiveSearchHit[] }> {
    const [advisors, listings] = await Promise.all([
      this.advisors.search(viewerId, text, null, LIVE_SEARCH_HITS),
      this.marketplace.liveListings(text),
    ]);
    return {
      results: [
        ...advisors.map((advisor) => ({
          login: advisor.login,
          title: 'Flirt',
          type: 'flirt' as const,
          url: `/${advisor.login}`,
        })),
        ...listings.map((listing) => ({
          login: listing.login,
          title: listing.title,
          type: 'listing' as const,
          url: `/${listing.login}?listing_id=${listing.id}`,
        })),
      ],
    };
  }
}
