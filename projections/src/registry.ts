import { advisorDirectoryProjection } from './advisor-directory/advisor-directory.projection.js';
import { customerRowsProjection } from './customers/customer-rows.projection.js';
import { earningsProjection } from './earnings/earnings.projection.js';
import { contentReportsProjection } from './content-reports/content-reports.projection.js';
import { feedEntitlementsProjection } from './feed-entitlements/feed-entitlements.projection.js';
import { feedPostsProjection } from './feed-posts/feed-posts.projection.js';
import { fileManagerProjection } from './file-manager/file-manager.projection.js';
import { onboardingProjection } from './onboarding/onboarding.projection.js';
import type { Projection } from './projection.js';
import { postEngagementProjection } from './post-engagement/post-engagement.projection.js';
import { socialShoutsProjection } from './social-shouts/social-shouts.projection.js';
import { chargesProjection } from './payments/charges.projection.js';
import { customerTransactionsProjection } from './customer-transactions/customer-transactions.projection.js';
import { packagesProjection } from './packages/packages.projection.js';
import { subscriptionsProjection } from './subscriptions/subscriptions.projection.js';
import { taxFormsProjection } from './tax-forms/tax-forms.projection.js';
import { taxLedgerProjection } from './tax-ledger/tax-ledger.projection.js';
// Avatar, cover and homepage reviews.
import { profileReviewsProjection } from './profile-reviews/profile-reviews.projection.js';
// payout runs
import { payoutsProjection } from './payouts/payouts.projection.js';
// Customer offers (their own projection, split from customer-rows).
import { customerOffersProjection } from './customer-offers/customer-offers.projection.js';
import { customerPredictionsProjection } from './customer-predictions/customer-predictions.projection.js';
// chat
import { chatsProjection } from './chat/chats.projection.js';
// site dollars
import { siteDollarsProjection } from './site-dollars/site-dollars.projection.js';
// marketplace: listings
import { listingsProjection } from './marketplace/listings.projection.js';
// feedback and favorites
import { feedbackProjection } from './feedback/feedback.projection.js';
import { favoritesProjection } from './favorites/favorites.projection.js';
// paid mail
import { mailboxProjection } from './mail/mailbox.projection.js';
// goodies
import { goodiesProjection } from './goodies/goodies.projection.js';
// calls
import { callsProjection } from './calls/calls.projection.js';

/**
 * Every product projection the runner runs. Adding a read model is one line here (plus its
 * folder): the runner creates its collections and indexes, catches it up from position 0, and
 * rebuilds it in shadow collections whenever its version rises.
 */
export const projections: readonly Projection[] = [
  customerRowsProjection,
  earningsProjection,
  feedPostsProjection,
  feedEntitlementsProjection,
  postEngagementProjection,
  fileManagerProjection,
  onboardingProjection,
  socialShoutsProjection,
  contentReportsProjection,
  subscriptionsProjection,
  packagesProjection,
  chargesProjection,
  customerTransactionsProjection,
  taxLedgerProjection,
  taxFormsProjection,
  advisorDirectoryProjection,
  // Avatar, cover and homepage reviews.
  profileReviewsProjection,
  // payout runs
  payoutsProjection,
  // Customer offers (their own projection, split from customer-rows).
  customerOffersProjection,
  // Predicted spend and lapse risk per customer.
  customerPredictionsProjection,
  // chat
  chatsProjection,
  // site dollars
  siteDollarsProjection,
  // marketplace: listings
  listingsProjection,
  // feedback and favorites
  feedbackProjection,
  favoritesProjection,
  // paid mail
  mailboxProjection,
  // goodies
  goodiesProjection,
  // calls
  callsProjection,
];
