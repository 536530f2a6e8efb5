export * from './read-store/read-store.port.js';
export * from './projection.js';
export * from './reactor.js';
export * from './figures.js';
export * from './registry.js';
export * from './runner/change-notifier.js';
export * from './runner/event-source.js';
export * from './runner/projection-catalog.js';
export * from './runner/projection-runner.js';
export * from './customers/customer-row.js';
export * from './customers/customer-rows.projection.js';
export * from './earnings/earnings.projection.js';
export * from './earnings/earnings-insights.js';
export * from './feed-posts/feed-keys.js';
export * from './feed-posts/feed-posts.projection.js';
export * from './feed-entitlements/feed-entitlements.projection.js';
export * from './post-engagement/post-engagement.projection.js';
export * from './file-manager/file-manager.projection.js';
export * from './onboarding/onboarding.projection.js';
export * from './social-shouts/social-shouts.projection.js';
export * from './content-reports/content-reports.projection.js';
export * from './subscriptions/subscriptions.projection.js';
export * from './packages/packages.projection.js';
export * from './payments/charges.projection.js';
export * from './customer-transactions/customer-transactions.projection.js';
export * from './tax-ledger/tax-ledger.projection.js';
export * from './tax-forms/tax-forms.projection.js';
export * from './advisor-directory/advisor-directory.projection.js';
// Avatar, cover and homepage reviews.
export * from './profile-reviews/profile-reviews.projection.js';
// payout runs
export * from './payouts/payouts.projection.js';
// Customer offers (their own projection, split from customer-rows).
export * from './customer-offers/customer-offers.projection.js';
// Predicted spend and lapse risk.
export * from './customer-predictions/customer-predictions.projection.js';
export * from './customer-predictions/customer-inputs.js';
export * from './customer-predictions/fit-customer-model.js';
// chat
export * from './chat/chats.projection.js';
// site dollars
export * from './site-dollars/site-dollars.projection.js';
// marketplace: listings
export * from './marketplace/listings.projection.js';
// feedback and favorites
export * from './feedback/feedback.projection.js';
export * from './favorites/favorites.projection.js';
// paid mail
export * from './mail/mailbox.projection.js';
// goodies
export * from './goodies/goodies.projection.js';
// calls
export * from './calls/calls.projection.js';
