import type { ActivityKind } from '../customers/activity.events.js';
import type { IdentifierKind } from '../identity/identity.events.js';

/**
 * Every stream id in one place: streams are `<aggregate>-<id>` (so KurrentDB's by-category
 * streams work), and the backend, the projections, the seed and the audit all name them through
 * these functions, never by writing the template again.
 *
 * @example subscriptionStreamId('9f1c…') === 'subscription-9f1c…'
 */

// identity
/** An account lives in one stream. */
export const userStreamId = (userId: string) => `user-${userId}`;
/**
 * A reservation stream (`login-<lowercased login>`, `email-<blind index>`,
 * `phone-<blind index>`) makes an identifier unique: its latest event names the owner.
 */
export const reservationStreamId = (kind: IdentifierKind, key: string) => `${kind}-${key}`;

// content
export const postStreamId = (postId: string) => `post-${postId}`;
export const mediaStreamId = (itemId: string) => `media-${itemId}`;
export const fileManagerStreamId = (ownerId: string) => `file-manager-${ownerId}`;
export const likeStreamId = (postId: string, userId: string) => `like-${postId}-${userId}`;
export const commentStreamId = (commentId: string) => `comment-${commentId}`;
export const reportStreamId = (reportId: string) => `report-${reportId}`;
export const onboardingStreamId = (creatorId: string) => `onboarding-${creatorId}`;
export const socialStreamId = (creatorId: string) => `social-${creatorId}`;
/** A Flirt's storefront settings (Member Since shown or hidden): `storefront-<creatorId>`. */
export const storefrontStreamId = (creatorId: string) => `storefront-${creatorId}`;

// relationships
/** One Flirt and one customer, follows and blocks from both sides. */
export const relationshipStreamId = (creatorId: string, customerId: string) =>
  `relationship-${creatorId}-${customerId}`;

// subscriptions
/** Every recurring payment lives in `subscription-<subscriptionId>` (docs/adr/0005). */
export const subscriptionStreamId = (subscriptionId: string) => `subscription-${subscriptionId}`;
/** A package lives in `package-<packageId>`. */
export const packageStreamId = (packageId: string) => `package-${packageId}`;
/** A Flirt's plain subscription price: `offering-<creatorId>`. */
export const offeringStreamId = (creatorId: string) => `offering-${creatorId}`;

// payments
/** Tips from one customer to one Flirt live in one stream: `tips-<customerId>-<creatorId>`. */
export const tipStreamId = (customerId: string, creatorId: string) =>
  `tips-${customerId}-${creatorId}`;
/** Reversals of one payment live in `charge-<chargeId>` (docs/adr/0005). */
export const chargeStreamId = (chargeId: string) => `charge-${chargeId}`;

// customers (My Customers)
export const customerTagsStreamId = (creatorId: string) => `customer-tags-${creatorId}`;
export const savedSearchesStreamId = (creatorId: string) => `saved-searches-${creatorId}`;
export const customerNoteStreamId = (creatorId: string, customerId: string) =>
  `customer-note-${creatorId}-${customerId}`;
export const customerChatStreamId = (creatorId: string) => `customer-chat-${creatorId}`;
/** A Flirt's prediction model fits (CustomerModelFitted), one a day. */
export const customerModelStreamId = (creatorId: string) => `customer-model-${creatorId}`;
export const offerStreamId = (offerId: string) => `offer-${offerId}`;
/** The stream (and charge id) of one reported activity: `call-<callId>`. */
export const activityStreamId = (kind: ActivityKind, id: string) => `${kind}-${id}`;

// finance
export const payoutStreamId = (payeeId: string) => `payout-${payeeId}`;
export const THRESHOLDS_STREAM = 'tax-thresholds';
export const taxFormStreamId = (taxYear: number, filingKey: string) =>
  `taxform-${taxYear}-${filingKey}`;
/** One payee's payout for one pay date (`YYYY-MM-DD`): a run repeated for it pays nothing twice. */
export const payoutRunStreamId = (payeeId: string, periodKey: string) =>
  `payoutrun-${payeeId}-${periodKey}`;
export const taxExportStreamId = (taxYear: number) => `tax-export-${taxYear}`;

// audit
/** Each auditor's requests live in one stream. */
export const auditStreamId = (auditorId: string) => `audit-${auditorId}`;

// platform
export const CALENDAR_STREAM = 'calendar';

// Site notices (platform)
/** The one site-wide banner. */
export const SITE_BANNER_STREAM_ID = 'site-banner';
/** A signed-in person's answers to the site notices (banner dismissals, cookies). */
export const siteNoticesStreamId = (userId: string) => `site-notices-${userId}`;
/** A Flirt's avatar, cover and homepage reviews: `profile-<creatorId>`. */
export const profileStreamId = (creatorId: string) => `profile-${creatorId}`;

// chat
/** The chat id of one customer and one Flirt: `<creatorId>-<customerId>`. */
export const chatIdOf = (creatorId: string, customerId: string) => `${creatorId}-${customerId}`;
/** One conversation between a Flirt and a customer: `conversation-<creatorId>-<customerId>`. */
export const conversationStreamId = (creatorId: string, customerId: string) =>
  `conversation-${chatIdOf(creatorId, customerId)}`;

// marketplace: listings
/** One marketplace listing: `listing-<listingId>` (listing ids are digits). */
export const listingStreamId = (listingId: string) => `listing-${listingId}`;
/** A Flirt's availability switches (chat, calls): `availability-<creatorId>`. */
export const availabilityStreamId = (creatorId: string) => `availability-${creatorId}`;
// feedback and favorites
/** The feedback on one transaction: `feedback-<kind>-<objectId>` (one feedback per transaction). */
export const feedbackStreamId = (kind: ActivityKind, objectId: string) =>
  `feedback-${kind}-${objectId}`;
/** One customer's ordered favorite listings. */
export const favoritesStreamId = (customerId: string) => `favorites-${customerId}`;
// paid mail
/** One mail: `mail-<mailId>`. */
export const mailStreamId = (mailId: string) => `mail-${mailId}`;
/** A Flirt's mail price: `mailprice-<creatorId>`. */
export const mailPriceStreamId = (creatorId: string) => `mailprice-${creatorId}`;
/** Recipients handed from My Customers to the compose screen: `maildraft-<draftId>`. */
export const mailDraftStreamId = (draftId: string) => `maildraft-${draftId}`;
// goodies
/** One goody bag: `goody-bag-<goodyBagId>`. */
export const goodyBagStreamId = (goodyBagId: string) => `goody-bag-${goodyBagId}`;
/**
 * One buyer's purchase of one bag: the sale id is `<goodyBagId>-<customerId>`, so a bag is
 * bought (and charged) at most once per buyer; its stream is `goody-sale-<saleId>`.
 */
export const goodySaleIdOf = (goodyBagId: string, customerId: string) =>
  `${goodyBagId}-${customerId}`;
