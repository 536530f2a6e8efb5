import { STREAM_CATEGORIES, type StreamCategoryName } from '@flirtwire/contracts';
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
import { fold, type Fold, type StreamCategory, streamCategory } from './stream-category.js';
// marketplace: listings
import { availabilityDecider } from '../../marketplace/listings/availability.decider.js';
import { listingDecider } from '../../marketplace/listings/listing.decider.js';
// calls
import { callDecider } from '../../calls/call.decider.js';
import { firstCallDecider } from '../../calls/first-call.decider.js';
// goodies
import { goodyBagDecider } from '../../goodies/goody-bag.decider.js';
import { siteDollarsDecider } from '../../payments/site-dollars/site-dollars.decider.js';
import { purchaseDecider } from '../../money/purchase.decider.js';
import { reconciliationRunDecider } from '../../finance/reconciliation/reconciliation-run.decider.js';
import { feedbackDecider } from '../../marketplace/feedback/feedback.decider.js';
import { favoritesDecider } from '../../marketplace/favorites/favorites.decider.js';

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
 * folds it: keyed on contracts' STREAM_CATEGORIES (stream-ids.ts), so a category added there
 * does not compile until it is named here (the longest category a stream id starts with wins).
 */
const folds: { readonly [Category in StreamCategoryName]: Fold } = {
  user: fold(userDecider, 'An account: profile, roles, phones, cards, Flirt setup'),
  login: fold(reservationDecider, 'Who holds a login (lowercased)'),
  email: fold(reservationDecider, 'Who holds an email address (by blind index)'),
  phone: fold(reservationDecider, 'Who holds a verified phone (by blind index)'),
  bootstrap: fold(firstAdminMarker, 'Which account the configured first admin is'),
  tips: fold(tipDecider, 'Tips from one customer to one Flirt'),
  relationship: fold(relationshipDecider, 'Follows and blocks of one Flirt and customer'),
  calendar: fold(calendarDecider, 'One DayStarted per UTC day'),
  audit: fold(auditLogDecider, "One auditor's recorded requests and runs"),
  subscription: fold(subscriptionDecider, 'One subscription: charges, renewals, end'),
  offering: fold(offeringDecider, "One Flirt's feed subscription price"),
  package: fold(packageDecider, 'One subscription package of a Flirt'),
  charge: fold(chargeDecider, 'Refunds and chargebacks of one payment'),
  call: fold(
    callDecider,
    'One call: rung, connected, ended and billed in the app, or reported completed',
  ),
  firstcall: fold(firstCallDecider, "Which call had a customer's free first minutes (once)"),
  'chat-volley': fold(reportOnceDecider, 'One billed chat volley'),
  'paid-mail': fold(reportOnceDecider, 'One paid mail sold'),
  'goody-sale': fold(reportOnceDecider, 'One goodies sale'),
  message: fold(reportOnceDecider, 'One message reported'),
  'affiliate-referral': fold(reportOnceDecider, 'One affiliate referral'),
  offer: fold(offerDecider, 'One offer: sent, redeemed'),
  'customer-tags': fold(tagsDecider, "One Flirt's customer tags"),
  'customer-note': fold(noteDecider, "A Flirt's note on one customer"),
  'customer-chat': fold(chatDecider, "One Flirt's chat messages to customers"),
  'saved-searches': fold(savedSearchesDecider, "One Flirt's saved searches"),
  'customer-model': fold(customerModelDecider, "One Flirt's prediction model fits"),
  payout: fold(payoutDecider, "One payee's payout info and tax identity"),
  'tax-thresholds': fold(thresholdsDecider, 'Form 1099-K thresholds per year'),
  taxform: fold(taxFormDecider, 'Form 1099-K of one tax id and tax year'),
  'tax-export': fold(taxExportLog, 'Filing exports of one tax year'),
  post: fold(postDecider, 'One feed post: drafts, publication, locks, edits'),
  media: fold(mediaDecider, 'One uploaded media item'),
  'file-manager': fold(fileManagerDecider, "One owner's albums"),
  like: fold(likeDecider, "One person's like of one post"),
  comment: fold(commentDecider, 'One comment'),
  report: fold(reportDecider, 'One content report'),
  social: fold(socialDecider, "One Flirt's social shouts"),
  onboarding: fold(onboardingDecider, "One Flirt's onboarding checklist"),
  'site-banner': fold(siteBannerDecider, 'The site-wide banner'),
  'site-notices': fold(siteNoticesDecider, "One person's banner dismissals and cookies answer"),
  storefront: fold(storefrontDecider, "One Flirt's storefront settings"),
  profile: fold(profileDecider, "One Flirt's avatar, cover and homepage reviews"),
  payoutrun: fold(payoutRunDecider, "One payee's payout for one pay date"),
  conversation: fold(conversationDecider, 'One conversation of a customer and a Flirt'),
  listing: fold(listingDecider, 'One marketplace listing: content, review, block'),
  availability: fold(availabilityDecider, "One Flirt's chat and call availability"),
  mail: fold(mailDecider, 'One mail between a customer and a Flirt'),
  mailprice: fold(mailPriceDecider, "A Flirt's mail price"),
  maildraft: fold(
    mailDraftDecider,
    "Recipients My Customers' bulk Mail handed to the compose page",
  ),
  'goody-bag': fold(goodyBagDecider, 'One goody bag: composed, edited, on sale, deleted'),
  'site-dollars': fold(
    siteDollarsDecider,
    "One customer's site-dollar balance: top-ups, credits, spends, fees",
  ),
  purchase: fold(purchaseDecider, 'One purchase paid by balance or card: started, paid or failed'),
  reconciliation: fold(reconciliationRunDecider, 'The reconciliation runs of one period'),
  feedback: fold(feedbackDecider, 'The feedback left on one transaction'),
  favorites: fold(favoritesDecider, "One customer's ordered favorite listings"),
};

export const streamCategories: readonly StreamCategory[] = STREAM_CATEGORIES.map((category) =>
  streamCategory(category, folds[category]),
);
