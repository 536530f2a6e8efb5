import { Module } from '@nestjs/common';
import { ChatListingFields } from './listings/chat-listing-fields.js';
import { MediaUrls } from '../content/media/media-urls.js';
import { AvailabilityController } from './listings/availability/availability.http.js';
import { SetAvailabilityHandler } from './listings/availability/set-availability.handler.js';
import {
  CreateListingHandler,
  OpenChatListingHandler,
} from './listings/create-listing/create-listing.handler.js';
import { EditListingHandler } from './listings/edit-listing/edit-listing.handler.js';
import { FeaturedResults } from './listings/featured-results/featured-results.js';
import { FeaturedResultsController } from './listings/featured-results/featured-results.http.js';
import { ListingAccessPolicy } from './listings/listing-access.policy.js';
import { ListingFactsReader } from './listings/listing-facts.js';
import { ListingViews } from './listings/listing-views.js';
import { ListingsController } from './listings/listings.http.js';
import { ModerationListingsController } from './listings/moderation-listings.http.js';
import {
  BlockListingHandler,
  ReviewListingHandler,
} from './listings/review-listing/review-listing.handler.js';

/** The marketplace: listings, categories and availability (docs/adr/0110). */
@Module({
  controllers: [
    ListingsController,
    ModerationListingsController,
    AvailabilityController,
    FeaturedResultsController,
  ],
  providers: [
    ChatListingFields,
    MediaUrls,
    ListingViews,
    FeaturedResults,
    ListingFactsReader,
    ListingAccessPolicy,
    CreateListingHandler,
    OpenChatListingHandler,
    EditListingHandler,
    ReviewListingHandler,
    BlockListingHandler,
    SetAvailabilityHandler,
  ],
  exports: [ListingViews],
})
export class MarketplaceModule {}
