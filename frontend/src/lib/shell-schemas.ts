/**
 * The response schemas of the requests the app shell makes on every page (chat and call
 * notices, the unread-mail count, site notices, the onboarding and payout checks, a listing).
 * Imported only through {@link import('./lazy-parse').parseLazily}: they load beside the first
 * such request instead of with the first screen (`npm run bench -- web`).
 */
export {
  BannerDismissalResponse,
  CallView,
  ChatListResponse,
  ChatMessagesResponse,
  CookiesConsentResponse,
  ListingView,
  OfferingSettingsSchema,
  PayoutInfoResponseSchema,
  SiteBannerResponse,
  UnreadMailCountResponse,
} from '@flirtwire/contracts';
