import type { FinanceEvent, IdentityEventOf } from '@flirtwire/contracts';
import { payoutDecider } from '../../finance/payout/payout.decider.js';
import { taxFormDecider } from '../../finance/tax-forms/tax-form.decider.js';
import { thresholdsDecider } from '../../finance/thresholds/thresholds.decider.js';
import { tipDecider } from '../../payments/tips/tip.decider.js';
import { calendarDecider } from '../../platform/calendar/calendar.decider.js';
import { siteBannerDecider } from '../../platform/site-notices/site-banner.decider.js';
import { siteNoticesDecider } from '../../platform/site-notices/site-notices.decider.js';
// chat
import { conversationDecider } from '../../chat/conversation.decider.js';
// paid mail
import { mailDecider } from '../../mail/mail.decider.js';
import { mailDraftDecider, mailPriceDecider } from '../../mail/mail-settings.decider.js';
import { reservationDecider } from '../../identity/reservations/reservation.decider.js';
import { userDecider } from '../../identity/user/user.decider.js';
import { relationshipDecider } from '../../relationships/relationship.decider.js';
import { commentDecider } from '../../content/comments/comment.decider.js';
import { likeDecider } from '../../content/likes/like.decider.js';
import { fileManagerDecider } from '../../content/media/file-manager.decider.js';
import { mediaDecider } from '../../content/media/media.decider.js';
import { onboardingDecider } from '../../content/onboarding/onboarding.decider.js';
import { postDecider } from '../../content/posts/post.decider.js';
import { reportDecider } from '../../content/reports/report.decider.js';
import { socialDecider } from '../../content/social-shouts/social.decider.js';
import { offerDecider } from '../../customers/activity/offer.decider.js';
import { reportOnceDecider } from '../../customers/activity/report-once.decider.js';
import { chatDecider } from '../../customers/chat/chat.decider.js';
import { customerModelDecider } from '../../customers/predictions/customer-model.decider.js';
import { noteDecider } from '../../customers/notes/note.decider.js';
import { savedSearchesDecider } from '../../customers/saved-searches/saved-searches.decider.js';
import { tagsDecider } from '../../customers/tags/tags.decider.js';
import { chargeDecider } from '../../payments/reversals/charge.decider.js';
import { offeringDecider } from '../../subscriptions/offerings/offering.decider.js';
import { packageDecider } from '../../subscriptions/packages/package.decider.js';
import { subscriptionDecider } from '../../subscriptions/subscription.decider.js';
import { storefrontDecider } from '../../content/storefront/storefront.decider.js';
import { profileDecider } from '../../content/profile-images/profile.decider.js';
import { payoutRunDecider } from '../../finance/payout-runs/payout-run.decider.js';
import { auditLogDecider } from '../recording/audit-log.decider.js';
import { type StreamCategory, streamCategory } from './stream-category.js';
// marketplace: listings
import { availabilityDecider } from '../../marketplace/listings/availability.decider.js';
import { listingDecider } from '../../marketplace/listings/listing.decider.js';
// calls
import { callDecider } from '../../calls/call.decider.js';
import { firstCallDecider } from '../../calls/first-call.decider.js';
// goodies
import { goodyBagDecider } from '../../goodies/goody-bag.decider.js';

/** `bootstrap-first_admin` is appended to directly (no command decides it); this folds it. */
const firstAdminMarker = {
  name: 'first-admin-marker',
  eventTypes: ['FirstAdminDesignated'] as const,
  initialState: { firstAdminUserId: null as string | null },
  evolve: (
    _state: { firstAdminUserId: string | null },
    event: IdentityEventOf<'FirstAdminDesignated'>,
  ) => ({
    firstAdminUserId: event.data.userId,
  }),
};

type TaxFilingExported = Extract<FinanceEvent, { type: 'TaxFilingExported' }>;

/** `tax-export-<year>` is appended to directly by the filing export (no decider); this folds it. */
const taxExportLog = {
  name: 'tax-export-log',
  eventTypes: ['TaxFilingExported'] as const,
  initialState: { exports: [] as readonly TaxFilingExported['data'][] },
  evolve: (state: { exports: readonly TaxFilingExported['data'][] }, event: TaxFilingExported) => ({
    exports: [...state.exports, event.data],
  }),
};

/**
 * Every stream category an auditor can time-travel through, with the decider whose `evolve`
 * folds it. A context adds its aggregates with one line each; a category may be a dashed prefix
 * (`customer-tags`): the longest registered prefix of a stream id wins.
 */
export const streamCategories: readonly StreamCategory[] = [
  streamCategory('user', userDecider, 'An account: profile, roles, phones, cards, Flirt setup'),
  streamCategory('login', reservationDecider, 'Who holds a login (lowercased)'),
  streamCategory('email', reservationDecider, 'Who holds an email address (by blind index)'),
  streamCategory('phone', reservationDecider, 'Who holds a verified phone (by blind index)'),
  streamCategory('bootstrap', firstAdminMarker, 'Which account the configured first admin is'),
  streamCategory('tips', tipDecider, 'Tips from one customer to one Flirt'),
  streamCategory(
    'relationship',
    relationshipDecider,
    'Follows and blocks of one Flirt and customer',
  ),
  streamCategory('calendar', calendarDecider, 'One DayStarted per UTC day'),
  streamCategory('audit', auditLogDecider, "One auditor's recorded requests and runs"),
  // Money
  streamCategory('subscription', subscriptionDecider, 'One subscription: charges, renewals, end'),
  streamCategory('offering', offeringDecider, "One Flirt's feed subscription price"),
  streamCategory('package', packageDecider, 'One subscription package of a Flirt'),
  streamCategory('charge', chargeDecider, 'Refunds and chargebacks of one payment'),
  // Customers (activity reported by the service API, one stream per charge)
  streamCategory(
    'call',
    callDecider,
    'One call: rung, connected, ended and billed in the app, or reported completed',
  ),
  streamCategory(
    'firstcall',
    firstCallDecider,
    "Which call had a customer's free first minutes (once)",
  ),
  streamCategory('chat-volley', reportOnceDecider, 'One billed chat volley'),
  streamCategory('paid-mail', reportOnceDecider, 'One paid mail sold'),
  streamCategory('goody-sale', reportOnceDecider, 'One goodies sale'),
  streamCategory('message', reportOnceDecider, 'One message reported'),
  streamCategory('affiliate-referral', reportOnceDecider, 'One affiliate referral'),
  streamCategory('offer', offerDecider, 'One offer: sent, redeemed'),
  streamCategory('customer-tags', tagsDecider, "One Flirt's customer tags"),
  streamCategory('customer-note', noteDecider, "A Flirt's note on one customer"),
  streamCategory('customer-chat', chatDecider, "One Flirt's chat messages to customers"),
  streamCategory('saved-searches', savedSearchesDecider, "One Flirt's saved searches"),
  streamCategory('customer-model', customerModelDecider, "One Flirt's prediction model fits"),
  // Finance (sealed payee details and tax ids stay sealed: the masker withholds or masks them)
  streamCategory('payout', payoutDecider, "One payee's payout info and tax identity"),
  streamCategory('tax-thresholds', thresholdsDecider, 'Form 1099-K thresholds per year'),
  streamCategory('taxform', taxFormDecider, 'Form 1099-K of one tax id and tax year'),
  streamCategory('tax-export', taxExportLog, 'Filing exports of one tax year'),
  // Content
  streamCategory('post', postDecider, 'One feed post: drafts, publication, locks, edits'),
  streamCategory('media', mediaDecider, 'One uploaded media item'),
  streamCategory('file-manager', fileManagerDecider, "One owner's albums"),
  streamCategory('like', likeDecider, "One person's like of one post"),
  streamCategory('comment', commentDecider, 'One comment'),
  streamCategory('report', reportDecider, 'One content report'),
  streamCategory('social', socialDecider, "One Flirt's social shouts"),
  streamCategory('onboarding', onboardingDecider, "One Flirt's onboarding checklist"),
  // Site notices
  streamCategory('site-banner', siteBannerDecider, 'The site-wide banner'),
  streamCategory(
    'site-notices',
    siteNoticesDecider,
    "One person's banner dismissals and cookies answer",
  ),
  // storefront
  streamCategory('storefront', storefrontDecider, "One Flirt's storefront settings"),
  streamCategory('profile', profileDecider, "One Flirt's avatar, cover and homepage reviews"),
  streamCategory('payoutrun', payoutRunDecider, "One payee's payout for one pay date"),
  // Chat
  streamCategory('conversation', conversationDecider, 'One conversation of a customer and a Flirt'),
  // marketplace: listings
  streamCategory('listing', listingDecider, 'One marketplace listing: content, review, block'),
  streamCategory('availability', availabilityDecider, "One Flirt's chat and call availability"),
  // Paid mail
  streamCategory('mail', mailDecider, 'One mail between a customer and a Flirt'),
  streamCategory('mailprice', mailPriceDecider, "A Flirt's mail price"),
  streamCategory(
    'maildraft',
    mailDraftDecider,
    "Recipients My Customers' bulk Mail handed to the compose page",
  ),
  // goodies
  streamCategory('goody-bag', goodyBagDecider, 'One goody bag: composed, edited, on sale, deleted'),
];
