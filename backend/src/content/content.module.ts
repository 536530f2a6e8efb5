import { MarketplaceSearchModule } from '../marketplace/search/search.module.js';
import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AdvisorDirectory } from './advisors/advisor-directory.js';
import { GetAdvisorHandler } from './advisors/get-advisor/get-advisor.handler.js';
import { GetAdvisorController } from './advisors/get-advisor/get-advisor.http.js';
import { ListAdvisorsHandler } from './advisors/list-advisors/list-advisors.handler.js';
import { ListAdvisorsController } from './advisors/list-advisors/list-advisors.http.js';
import { LiveSearchHandler } from './advisors/live-search/live-search.handler.js';
import { LiveSearchController } from './advisors/live-search/live-search.http.js';
import { SearchAdvisorsHandler } from './advisors/search-advisors/search-advisors.handler.js';
import { SearchAdvisorsController } from './advisors/search-advisors/search-advisors.http.js';
import { AcceptLegalLiabilityHandler } from './onboarding/accept-legal-liability/accept-legal-liability.handler.js';
import { AcceptLegalLiabilityController } from './onboarding/accept-legal-liability/accept-legal-liability.http.js';
import { AddCommentHandler } from './comments/add-comment/add-comment.handler.js';
import { AddCommentController } from './comments/add-comment/add-comment.http.js';
import { ListCommentsHandler } from './comments/list-comments/list-comments.handler.js';
import { ListCommentsController } from './comments/list-comments/list-comments.http.js';
import { ContentFacts } from './content-facts.js';
import { ContentCheckHandler } from './feeds/content-checks/content-check.handler.js';
import { ContentCheckController } from './feeds/content-checks/content-check.http.js';
import { CreatorFeedHandler } from './feeds/creator-feed/creator-feed.handler.js';
import { CreatorFeedController } from './feeds/creator-feed/creator-feed.http.js';
import { CreatorMediaFeedHandler } from './feeds/creator-media-feed/creator-media-feed.handler.js';
import { CreatorMediaFeedController } from './feeds/creator-media-feed/creator-media-feed.http.js';
import { CreatorProfiles } from './feeds/creator-profiles.js';
import { ExploreFeedHandler } from './feeds/explore-feed/explore-feed.handler.js';
import { ExploreFeedController } from './feeds/explore-feed/explore-feed.http.js';
import { Feeds } from './feeds/feeds.js';
import { HomeFeedHandler } from './feeds/home-feed/home-feed.handler.js';
import { HomeFeedController } from './feeds/home-feed/home-feed.http.js';
import { NewPostsCheckHandler } from './feeds/new-posts-check/new-posts-check.handler.js';
import { NewPostsCheckController } from './feeds/new-posts-check/new-posts-check.http.js';
import { PostPresenter } from './feeds/post-presenter.js';
import { PostViewings } from './feeds/post-viewing.js';
import { ViewerRelations } from './feeds/viewer-relations.js';
import { FollowHandler } from './follows/follow/follow.handler.js';
import { FollowController } from './follows/follow/follow.http.js';
import { ListFollowsHandler } from './follows/list-follows/list-follows.handler.js';
import { ListFollowsController } from './follows/list-follows/list-follows.http.js';
import { UnfollowHandler } from './follows/unfollow/unfollow.handler.js';
import { UnfollowController } from './follows/unfollow/unfollow.http.js';
import { ListLikesHandler } from './likes/list-likes/list-likes.handler.js';
import { ListLikesController } from './likes/list-likes/list-likes.http.js';
import { ToggleLikeHandler } from './likes/toggle-like/toggle-like.handler.js';
import { ToggleLikeController } from './likes/toggle-like/toggle-like.http.js';
import { CreateAlbumHandler } from './media/albums/create-album.handler.js';
import { AlbumsController } from './media/albums/albums.http.js';
import { ListAlbumsHandler } from './media/albums/list-albums.handler.js';
import { DeleteMediaHandler } from './media/delete-media/delete-media.handler.js';
import { DeleteMediaController } from './media/delete-media/delete-media.http.js';
import { EditMediaHandler } from './media/edit-media/edit-media.handler.js';
import { EditMediaController } from './media/edit-media/edit-media.http.js';
import { MediaEncoder } from './media/encoding/media-encoder.js';
import { MediaEncodingJob } from './media/encoding/media-encoding.job.js';
import { ListItemsHandler } from './media/list-items/list-items.handler.js';
import { ListItemsController } from './media/list-items/list-items.http.js';
import { MediaOwner } from './media/media-owner.js';
import { MediaUrls } from './media/media-urls.js';
import { ServeMediaController } from './media/serve-media/serve-media.http.js';
import { FILE_STORAGE } from './media/storage/file-storage.port.js';
import { LocalFileStorage } from './media/storage/local-file-storage.js';
import { UploadMediaHandler } from './media/upload-media/upload-media.handler.js';
import { UploadMediaController } from './media/upload-media/upload-media.http.js';
import { ListReportsHandler } from './moderation/list-reports/list-reports.handler.js';
import { ListReportsController } from './moderation/list-reports/list-reports.http.js';
import { ModeratePostHandler } from './moderation/moderate-post/moderate-post.handler.js';
import { ModeratePostController } from './moderation/moderate-post/moderate-post.http.js';
import { ModerationQueueHandler } from './moderation/moderation-queue/moderation-queue.handler.js';
import { ModerationQueueController } from './moderation/moderation-queue/moderation-queue.http.js';
import { OnboardingFields } from './onboarding/onboarding-fields.js';
import { OnboardingStatusController } from './onboarding/onboarding-status/onboarding-status.http.js';
import { OnboardingProcess } from './onboarding/onboarding.process.js';
import { CreatePostHandler } from './posts/create-post/create-post.handler.js';
import { CreatePostController } from './posts/create-post/create-post.http.js';
import { DeletePostHandler } from './posts/delete-post/delete-post.handler.js';
import { DeletePostController } from './posts/delete-post/delete-post.http.js';
import { EditPostHandler } from './posts/edit-post/edit-post.handler.js';
import { EditPostController } from './posts/edit-post/edit-post.http.js';
import { GetPostHandler } from './posts/get-post/get-post.handler.js';
import { GetPostController } from './posts/get-post/get-post.http.js';
import { PinPostHandler } from './posts/pin-post/pin-post.handler.js';
import { PinPostController } from './posts/pin-post/pin-post.http.js';
import { PostOwner } from './posts/post-owner.js';
import { PostQueueHandler } from './posts/post-queues/post-queue.handler.js';
import { PostQueueController } from './posts/post-queues/post-queue.http.js';
import { PostPublisher } from './posts/publisher/post-publisher.js';
import { PostPublisherJob } from './posts/publisher/post-publisher.job.js';
import { PublishPostHandler } from './posts/publish-post/publish-post.handler.js';
import { PublishPostController } from './posts/publish-post/publish-post.http.js';
import { ContentAccessPolicies } from './realtime/content-access-policies.js';
import { ReportContentHandler } from './reports/report-content/report-content.handler.js';
import { ReportContentController } from './reports/report-content/report-content.http.js';
import { SelfOwner } from './self-owner.js';
import { ChangeConnectionHandler } from './social-shouts/connections/change-connection.handler.js';
import {
  BlueskyLoginController,
  ConnectionsController,
  SocialLinkController,
} from './social-shouts/connections/connections.http.js';
import { EventShouts } from './social-shouts/event-shouts/event-shouts.reactor.js';
import { EventTemplatesController } from './social-shouts/event-templates/event-templates.http.js';
import { UpdateTemplatesHandler } from './social-shouts/event-templates/update-templates.handler.js';
import { LinkStates } from './social-shouts/link-states.js';
import { ManualShoutHandler } from './social-shouts/manual-shout/manual-shout.handler.js';
import { ManualShoutController } from './social-shouts/manual-shout/manual-shout.http.js';
import { NoShoutProvider, OutboxShoutProvider } from './social-shouts/outbox-shout-provider.js';
import { ShoutOutboxHandler } from './social-shouts/outbox/outbox.handler.js';
import { ShoutOutboxController } from './social-shouts/outbox/outbox.http.js';
import { ShoutDelivery } from './social-shouts/shout-delivery.js';
import { SHOUT_PROVIDER } from './social-shouts/shout-provider.port.js';
// storefront (spec 001 §2)
import { GetStorefrontHandler } from './storefront/get-storefront/get-storefront.handler.js';
import { GetStorefrontController } from './storefront/get-storefront/get-storefront.http.js';
import { SetMemberSinceVisibilityHandler } from './storefront/set-member-since-visibility/set-member-since-visibility.handler.js';
import { SetMemberSinceVisibilityController } from './storefront/set-member-since-visibility/set-member-since-visibility.http.js';
// Avatar, cover and homepage reviews.
import { ChangeProfileHandler } from './profile-images/change-profile.handler.js';
// Acting on reports (s9-gaps).
import { ActOnReportHandler } from './moderation/act-on-report/act-on-report.handler.js';
import { ActOnReportController } from './moderation/act-on-report/act-on-report.http.js';
import { HomepageController } from './profile-images/homepage.http.js';
import {
  ProfileImagesController,
  ProfileReviewsController,
} from './profile-images/profile-images.http.js';

/**
 * Content: the paid feed area (spec 000). Posts and their moderation, scheduling and
 * publishing; the file manager and media pipeline; likes, comments, follows; feeds with
 * locking; onboarding; social shouts; content reports; the Flirt directory and search. See
 * docs/adr/0060-0064.
 */
@Module({
  // The header's live search adds marketplace listings.
  imports: [MarketplaceSearchModule],
  controllers: [
    CreatePostController,
    EditPostController,
    PublishPostController,
    PinPostController,
    DeletePostController,
    GetPostController,
    PostQueueController,
    ModerationQueueController,
    ModeratePostController,
    ListReportsController,
    FollowController,
    UnfollowController,
    ListFollowsController,
    ToggleLikeController,
    ListLikesController,
    AddCommentController,
    ListCommentsController,
    HomeFeedController,
    ExploreFeedController,
    CreatorFeedController,
    CreatorMediaFeedController,
    NewPostsCheckController,
    ContentCheckController,
    UploadMediaController,
    AlbumsController,
    ListItemsController,
    EditMediaController,
    DeleteMediaController,
    ServeMediaController,
    AcceptLegalLiabilityController,
    OnboardingStatusController,
    ConnectionsController,
    SocialLinkController,
    BlueskyLoginController,
    EventTemplatesController,
    ManualShoutController,
    ShoutOutboxController,
    ReportContentController,
    ListAdvisorsController,
    GetAdvisorController,
    SearchAdvisorsController,
    LiveSearchController,
    // storefront
    GetStorefrontController,
    SetMemberSinceVisibilityController,
    // Avatar, cover and homepage reviews.
    ProfileImagesController,
    ProfileReviewsController,
    // Homepage editing (s9-gaps).
    HomepageController,
    // Acting on reports (s9-gaps).
    ActOnReportController,
  ],
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalFileStorage(join(config.dataDir, 'media')),
    },
    {
      provide: SHOUT_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.socialSandbox ? new OutboxShoutProvider() : new NoShoutProvider(),
    },
    ContentFacts,
    AdvisorDirectory,
    GetAdvisorHandler,
    ListAdvisorsHandler,
    SearchAdvisorsHandler,
    LiveSearchHandler,
    ViewerRelations,
    PostPresenter,
    PostViewings,
    Feeds,
    CreatorProfiles,
    MediaUrls,
    MediaEncoder,
    MediaEncodingJob,
    PostPublisher,
    PostPublisherJob,
    OnboardingProcess,
    OnboardingFields,
    LinkStates,
    ShoutDelivery,
    EventShouts,
    ContentAccessPolicies,
    PostOwner,
    MediaOwner,
    SelfOwner,
    CreatePostHandler,
    EditPostHandler,
    PublishPostHandler,
    PinPostHandler,
    DeletePostHandler,
    GetPostHandler,
    PostQueueHandler,
    ModerationQueueHandler,
    ModeratePostHandler,
    ListReportsHandler,
    FollowHandler,
    UnfollowHandler,
    ListFollowsHandler,
    ToggleLikeHandler,
    ListLikesHandler,
    AddCommentHandler,
    ListCommentsHandler,
    HomeFeedHandler,
    ExploreFeedHandler,
    CreatorFeedHandler,
    CreatorMediaFeedHandler,
    NewPostsCheckHandler,
    ContentCheckHandler,
    UploadMediaHandler,
    CreateAlbumHandler,
    ListAlbumsHandler,
    ListItemsHandler,
    EditMediaHandler,
    DeleteMediaHandler,
    AcceptLegalLiabilityHandler,
    ChangeConnectionHandler,
    UpdateTemplatesHandler,
    ManualShoutHandler,
    ShoutOutboxHandler,
    ReportContentHandler,
    // storefront
    GetStorefrontHandler,
    SetMemberSinceVisibilityHandler,
    // Avatar, cover and homepage reviews.
    ChangeProfileHandler,
    // Acting on reports (s9-gaps).
    ActOnReportHandler,
  ],
  exports: [FILE_STORAGE, PostPublisher, MediaEncoder, OnboardingProcess, MediaUrls],
})
export class ContentModule {}
