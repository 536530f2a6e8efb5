import { Module } from '@nestjs/common';
import { FavoriteViews } from '../favorites/favorite-views.js';
import {
  AddFavoriteHandler,
  MoveFavoriteHandler,
  RemoveFavoritesHandler,
} from '../favorites/favorites.handlers.js';
import { FavoritesController } from '../favorites/favorites.http.js';
import { FeedbackTransactions } from './feedback-transactions.js';
import {
  AccountFeedbacksController,
  FeedbacksController,
  ListingFeedbacksController,
} from './feedbacks.http.js';
import { LeaveFeedbackHandler } from './leave-feedback/leave-feedback.handler.js';
import { FeedbackViews } from './list-feedbacks/feedback-views.js';

/**
 * Marketplace feedback and favorites (docs/adr/0113). Exports the reads a listing response
 * joins: FeedbackViews (rating figures) and FavoriteViews (isFavoriteForViewer).
 */
@Module({
  controllers: [
    FeedbacksController,
    ListingFeedbacksController,
    AccountFeedbacksController,
    FavoritesController,
  ],
  providers: [
    FeedbackTransactions,
    FeedbackViews,
    LeaveFeedbackHandler,
    FavoriteViews,
    AddFavoriteHandler,
    MoveFavoriteHandler,
    RemoveFavoritesHandler,
  ],
  exports: [FeedbackViews, FavoriteViews],
})
export class FeedbackModule {}
