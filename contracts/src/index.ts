export * from './shared/api.js';
export * from './shared/canonical-json.js';
export * from './shared/events.js';
export * from './shared/ids.js';
export * from './shared/names.js';
export * from './shared/csv.js';
export * from './shared/money.js';
export * from './shared/percent.js';
export * from './shared/roles.js';
export * from './events.js';
export * from './payments/payment.events.js';
export * from './payments/payment.commands.js';
export * from './shared/fees.js';
export * from './subscriptions/subscription.events.js';
export * from './relationships/relationship.events.js';
export * from './identity/identity.events.js';
export * from './identity/identity.commands.js';
export * from './identity/identity.read-models.js';
export * from './identity/identity.validation.js';
export * from './read-side/read-models.js';
export * from './read-side/read-side.api.js';
export * from './read-side/realtime.messages.js';
export * from './platform/platform.events.js';
export * from './platform/site-notices.js';
export * from './relationships/relationship.messages.js';
export * from './audit/audit.events.js';
export * from './audit/audit.api.js';
export * from './audit/audit.responses.js';
export * from './shared/days.js';
export * from './shared/remembering.js';
export * from './shared/deep-freeze.js';
export * from './shared/server-paths.js';
export * from './shared/redirects.js';
export * from './customers/activity.events.js';
export * from './customers/activity.commands.js';
export * from './customers/customer.commands.js';
export * from './customers/customer.events.js';
export * from './customers/customer.read-models.js';
export * from './customers/customer-segments.js';
export * from './customers/customer-predictions.js';
export * from './customers/channels.js';
export * from './customers/earnings-insights.js';
export * from './content/content.events.js';
export * from './content/content.messages.js';
export * from './content/post-files.js';
export * from './content/content.commands.js';
export * from './content/content.read-models.js';
export * from './content/content.responses.js';
export * from './subscriptions/subscription.commands.js';
export * from './subscriptions/subscription.read-models.js';
export * from './payments/tribute.commands.js';
export * from './payments/reversal.commands.js';
export * from './finance/finance.events.js';
export * from './finance/finance.commands.js';
export * from './finance/finance.read-models.js';
export * from './finance/payout.responses.js';
export * from './finance/tax-thresholds.js';
export * from './finance/payout.validation.js';
export * from './finance/countries.js';
export * from './finance/tax-form.copy.js';
export * from './finance/tax-form-boxes.js';
export * from './finance/tax-form-eligibility.js';
export * from './shared/stream-ids.js';
export * from './subscriptions/subscription.responses.js';
// Flirt setup wizard and onboarding screens (answers the browser parses)
export * from './identity/flirt-setup.responses.js';
export * from './identity/auth.responses.js';
export * from './content/onboarding.responses.js';
// Staff consoles (admin user lookup).
export * from './identity/admin.responses.js';
// Staff consoles and social shouts (response schemas for the browser).
export * from './content/staff-social.responses.js';
// Avatar, cover and homepage reviews.
export * from './content/profile-image.events.js';
// payout runs
export * from './finance/payout-runs.js';
export * from './finance/reconciliation.js';
// transaction details
export * from './customers/transaction-details.js';
// chat
export * from './chat/chat.js';
// site dollars
export * from './payments/site-dollars.js';
// marketplace search (listing search, chat browse, goodies search)
export * from './marketplace/search.js';
// marketplace: listings
export * from './marketplace/categories.js';
export * from './marketplace/listing.events.js';
export * from './marketplace/listing.commands.js';
export * from './marketplace/listing.responses.js';
export * from './marketplace/listing.read-models.js';
// feedback and favorites
export * from './marketplace/feedback.js';
export * from './marketplace/favorites.js';
// paid mail
export * from './mail/mail.js';
// goodies
export * from './goodies/goody-tags.js';
export * from './goodies/goody.events.js';
export * from './goodies/goody.commands.js';
export * from './goodies/goody.responses.js';
// calls
export * from './calls/call.js';
export * from './money/purchase.events.js';
