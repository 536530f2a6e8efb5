import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { MediaUrls } from '../../content/media/media-urls.js';
import { SEARCH_INDEX, type SearchIndex } from '../../infrastructure/search/search-index.port.js';
import { createSearchIndex } from '../../infrastructure/search/create-search-index.js';
import { MarketplaceSearch } from './marketplace-search.js';
import { SearchIndexFeeder } from './search-index.feeder.js';
import { MarketplaceSearchController } from './search.http.js';

/** Marketplace search: the search port, its feeder and the search endpoints (docs/adr/0111). */
@Module({
  controllers: [MarketplaceSearchController],
  providers: [
    {
      provide: SEARCH_INDEX,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): Promise<SearchIndex> =>
        createSearchIndex(config.readStoreUrl),
    },
    SearchIndexFeeder,
    MarketplaceSearch,
    // Signs the cards' photos (stateless: a key derived from the app config).
    MediaUrls,
  ],
  exports: [MarketplaceSearch],
})
export class MarketplaceSearchModule {}
