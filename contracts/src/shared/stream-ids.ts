import type { ActivityKind } from '../customers/activity.events.js';
import type { IdentifierKind } from '../identity/identity.events.js';

/**
 * Every stream id in one place: streams are `<category>-<id>` (so KurrentDB's by-category
 * streams work), and the backend, the projections, the seed and the audit all name them through
 * these functions, never by writing the template again (the `local/stream-ids` lint rule
 * refuses a hand-built id anywhere else).
 *
 * @example subscriptionStreamId('9f1c…') === 'subscription-9f1c…'
 */

/**
 * Every stream category: the part of a stream id before its id (`customer-tags` in
 * `customer-tags-<creatorId>`), or the whole id of a stream there is one of (`calendar`).
 * Spelled here once: the helpers below build ids from them, `categoryOf` reads them back, and
 * the audit's registry is keyed on them (it must name a fold for each).
 */
export const STREAM_CATEGORIES = [
  // identity
  'user',
  'login',
  'email',
  'phone',
  'bootstrap',
  // content
  'post',
  'media',
  'file-manager',
  'like',
  'comment',
  'report',
  'onboarding',
  'social',
  'storefront',
  'profile',
  // relationships
  'relationship',
  // subscriptions
  'subscription',
  'package',
  'offering',
  // payments
  'tips',
  'charge',
  'site-dollars',
  'purchase',
  // customers (My Customers) and the activity the service API reports
  'customer-tags',
  'saved-searches',
  'customer-note',
  'customer-chat',
  'customer-model',
  'offer',
  'call',
  'firstcall',
  'chat-volley',
  'paid-mail',
  'goody-sale',
  'message',
  'affiliate-referral',
  // finance
  'payout',
  'tax-thresholds',
  'taxform',
  'payoutrun',
  'tax-export',
  'reconciliation',
  // audit
  'audit',
  // platform
  'calendar',
  'site-banner',
  'site-notices',
  // chat
  'conversation',
  // marketplace
  'listing',
  'availability',
  'feedback',
  'favorites',
  // paid mail
  'mail',
  'mailprice',
  'maildraft',
  // goodies
  'goody-bag',
] as const;
export type StreamCategoryName = (typeof STREAM_CATEGORIES)[number];

/** `<category>-<part>-<part>…`: the one place a stream id is put together. */
function streamIdOf(category: StreamCategoryName, ...parts: readonly (string | number)[]): string {
  return [category, ...parts.map(String)].join('-');
}

/** Whether a stream id belongs to a category: `customer-tags-<id>` to `customer-tags`. */
export function inStreamCategory(streamId: string, category: string): boolean {
  return streamId === category || streamId.startsWith(`${category}-`);
}

/**
 * The category of a stream id: the longest category it starts with (`customer-tags` before a
 * shorter one), or null for an id no helper here builds.
 *
 * @example categoryOf('tips-a-b') === 'tips'; categoryOf('calendar') === 'calendar'
 */
export function categoryOf(streamId: string): StreamCategoryName | null {
  let found: StreamCategoryName | null = null;
  for (const category of STREAM_CATEGORIES) {
    if (inStreamCategory(streamId, category) && category.length > (found?.length ?? -1)) {
      found = category;
    }
  }
  return found;
}

/**
 * The id a stream of a category was built from (what follows `<category>-`), or null when the
 * stream is not of that category.
 *
 * @example streamIdTail('post', 'post-9f1c') === '9f1c'
 */
export function streamIdTail(category: StreamCategoryName, streamId: string): string | null {
  const head = streamIdOf(category, '');
  return streamId.startsWith(head) ? streamId.slice(head.length) : null;
}

// identity
/** An account lives in one stream. */
export const userStreamId = (userId: string) => streamIdOf('user', userId);
/**
 * A reservation stream (`login-<lowercased login>`, `email-<blind index>`,
 * `phone-<blind index>`) makes an identifier unique: its latest event names the owner.
 */
export const reservationStreamId = (kind: IdentifierKind, key: string) => streamIdOf(kind, key);
/** Names the account made from configuration, once (expected revision no_stream). */
export const FIRST_ADMIN_STREAM = streamIdOf('bootstrap', 'first_admin');

// content
export const postStreamId = (postId: string) => streamIdOf('post', postId);
export const mediaStreamId = (itemId: string) => streamIdOf('media', itemId);
export const fileManagerStreamId = (ownerId: string) => streamIdOf('file-manager', ownerId);
export const likeStreamId = (postId: string, userId: string) => streamIdOf('like', postId, userId);
export const commentStreamId = (commentId: string) => streamIdOf('comment', commentId);
export const reportStreamId = (reportId: string) => streamIdOf('report', reportId);
export const onboardingStreamId = (creatorId: string) => streamIdOf('onboarding', creatorId);
export const socialStreamId = (creatorId: string) => streamIdOf('social', creatorId);
/** A Flirt's storefront settings (Member Since shown or hidden): `storefront-<creatorId>`. */
export const storefrontStreamId = (creatorId: string) => streamIdOf('storefront', creatorId);

// relationships
/** One Flirt and one customer, follows and blocks from both sides. */
export const relationshipStreamId = (creatorId: string, customerId: string) =>
  streamIdOf('relationship', creatorId, customerId);

// subscriptions
/** Every recurring payment lives in `subscription-<subscriptionId>` (docs/adr/0005). */
export const subscriptionStreamId = (subscriptionId: string) =>
  streamIdOf('subscription', subscriptionId);
/** A package lives in `package-<packageId>`. */
export const packageStreamId = (packageId: string) => streamIdOf('package', packageId);
/** A Flirt's plain subscription price: `offering-<creatorId>`. */
export const offeringStreamId = (creatorId: string) => streamIdOf('offering', creatorId);

// payments
/** Tips from one customer to one Flirt live in one stream: `tips-<customerId>-<creatorId>`. */
export const tipStreamId = (customerId: string, creatorId: string) =>
  streamIdOf('tips', customerId, creatorId);
/** Reversals of one payment live in `charge-<chargeId>` (docs/adr/0005). */
export const chargeStreamId = (chargeId: string) => streamIdOf('charge', chargeId);
/**
 * Site dollars: a customer's account balance (docs/adr/0108), one stream per customer:
 * `site-dollars-<customerId>`.
 */
export const siteDollarsStreamId = (customerId: string) => streamIdOf('site-dollars', customerId);
/** One purchase's payment (docs/adr/0117): `purchase-<purchaseId>`. */
export const purchaseStreamId = (purchaseId: string) => streamIdOf('purchase', purchaseId);

// customers (My Customers)
export const customerTagsStreamId = (creatorId: string) => streamIdOf('customer-tags', creatorId);
export const savedSearchesStreamId = (creatorId: string) => streamIdOf('saved-searches', creatorId);
export const customerNoteStreamId = (creatorId: string, customerId: string) =>
  streamIdOf('customer-note', creatorId, customerId);
export const customerChatStreamId = (creatorId: string) => streamIdOf('customer-chat', creatorId);
/** A Flirt's prediction model fits (CustomerModelFitted), one a day. */
export const customerModelStreamId = (creatorId: string) => streamIdOf('customer-model', creatorId);
export const offerStreamId = (offerId: string) => streamIdOf('offer', offerId);
/** The stream (and charge id) of one reported activity: `call-<callId>`. */
export const activityStreamId = (kind: ActivityKind, id: string) => streamIdOf(kind, id);
/** The message id (and, under `message-`, the stream) a paid mail is counted as a contact by. */
export const mailMessageIdOf = (mailId: string) => streamIdOf('mail', mailId);
/**
 * Who holds a customer's first-call offer: `firstcall-<customerId>`, its one event names the
 * call the offer went to (an expected-revision append makes racing calls agree on one).
 */
export const firstCallStreamId = (customerId: string) => streamIdOf('firstcall', customerId);

// finance
export const payoutStreamId = (payeeId: string) => streamIdOf('payout', payeeId);
export const THRESHOLDS_STREAM = 'tax-thresholds';
export const taxFormStreamId = (taxYear: number, filingKey: string) =>
  streamIdOf('taxform', taxYear, filingKey);
/** One payee's payout for one pay date (`YYYY-MM-DD`): a run repeated for it pays nothing twice. */
export const payoutRunStreamId = (payeeId: string, periodKey: string) =>
  streamIdOf('payoutrun', payeeId, periodKey);
export const taxExportStreamId = (taxYear: number) => streamIdOf('tax-export', taxYear);
/** The reconciliation runs of one period (days `YYYY-MM-DD`): `reconciliation-<from>-<to>`. */
export const reconciliationStreamId = (from: string, to: string) =>
  streamIdOf('reconciliation', from, to);

// audit
/** Each auditor's requests live in one stream. */
export const auditStreamId = (auditorId: string) => streamIdOf('audit', auditorId);

// platform
export const CALENDAR_STREAM = 'calendar';

// Site notices (platform)
/** The one site-wide banner. */
export const SITE_BANNER_STREAM_ID = 'site-banner';
/** A signed-in person's answers to the site notices (banner dismissals, cookies). */
export const siteNoticesStreamId = (userId: string) => streamIdOf('site-notices', userId);
/** A Flirt's avatar, cover and homepage reviews: `profile-<creatorId>`. */
export const profileStreamId = (creatorId: string) => streamIdOf('profile', creatorId);

// chat
/** The chat id of one customer and one Flirt: `<creatorId>-<customerId>`. */
export const chatIdOf = (creatorId: string, customerId: string) => `${creatorId}-${customerId}`;
/** One conversation between a Flirt and a customer: `conversation-<creatorId>-<customerId>`. */
export const conversationStreamId = (creatorId: string, customerId: string) =>
  streamIdOf('conversation', chatIdOf(creatorId, customerId));

// marketplace: listings
/** One marketplace listing: `listing-<listingId>` (listing ids are digits). */
export const listingStreamId = (listingId: string) => streamIdOf('listing', listingId);
/** A Flirt's availability switches (chat, calls): `availability-<creatorId>`. */
export const availabilityStreamId = (creatorId: string) => streamIdOf('availability', creatorId);
// feedback and favorites
/** The feedback on one transaction: `feedback-<kind>-<objectId>` (one feedback per transaction). */
export const feedbackStreamId = (kind: ActivityKind, objectId: string) =>
  streamIdOf('feedback', kind, objectId);
/** One customer's ordered favorite listings. */
export const favoritesStreamId = (customerId: string) => streamIdOf('favorites', customerId);
// paid mail
/** One mail: `mail-<mailId>`. */
export const mailStreamId = (mailId: string) => streamIdOf('mail', mailId);
/** A Flirt's mail price: `mailprice-<creatorId>`. */
export const mailPriceStreamId = (creatorId: string) => streamIdOf('mailprice', creatorId);
/** Recipients handed from My Customers to the compose screen: `maildraft-<draftId>`. */
export const mailDraftStreamId = (draftId: string) => streamIdOf('maildraft', draftId);
// goodies
/** One goody bag: `goody-bag-<goodyBagId>`. */
export const goodyBagStreamId = (goodyBagId: string) => streamIdOf('goody-bag', goodyBagId);
/**
 * One buyer's purchase of one bag: the sale id is `<goodyBagId>-<customerId>`, so a bag is
 * bought (and charged) at most once per buyer; its stream is `goody-sale-<saleId>`.
 */
export const goodySaleIdOf = (goodyBagId: string, customerId: string) =>
  `${goodyBagId}-${customerId}`;
