/**
 * The response schemas of the requests made on every page (the shell's chat and call notices,
 * the unread-mail count, site notices, the onboarding and payout checks, the header's
 * categories, the realtime configuration and the socket's messages) and on the first screens
 * (the home page's listings, a listing, the feeds).
 * Imported only through {@link import('./lazy-parse').parseLazily}: they load beside the first
 * such request instead of with the first screen (`npm run bench -- web`).
 */
export {
  AdvisorResponse,
  AppConfigResponse,
  BannerDismissalResponse,
  CallView,
  CommandResult,
  ChatListResponse,
  ChatMessagesResponse,
  CookiesConsentResponse,
  FollowsResponse,
  HomepageListingsResponse,
  ListingView,
  NewPostsCheckResponse,
  OfferingSettingsSchema,
  PayoutInfoResponseSchema,
  PostFeedResponse,
  PostResponse,
  RealtimeNotice,
  RealtimeRefetch,
  SiteBannerResponse,
  TopLevelCategoriesResponse,
  UnreadMailCountResponse,
} from '@flirtwire/contracts';
