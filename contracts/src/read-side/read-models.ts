/**
 * The name of every read model (a projection's collection), spelled once: the projection that
 * owns one declares it under this name, the backend reads it by this name, and screens map a
 * change notice to the queries it affects by these constants (never by matching parts of a
 * name, never by writing the name again: the `local/read-model-names` lint rule refuses that).
 */
export const READ_MODELS = {
  customerRows: 'customer_rows',
  customerTags: 'customer_tags',
  customerStats: 'customer_stats',
  /** Each customer's latest prediction (predicted spend, lapse risk). */
  customerPredictions: 'customer_predictions',
  /** Each purchase a customer made of a Flirt: what the prediction's inputs count. */
  customerPurchases: 'customer_purchases',
  /** Each Flirt's latest prediction model fit and its calibration. */
  customerModels: 'customer_models',
  /**
   * A Flirt's offers to customers (the customer-offers projection). Not `customer_offers`, the
   * name customer-rows used for them before version 4: an earlier customer-rows record keeps
   * that name until its rebuild switches, and a logical name maps to one projection only.
   */
  customerOffers: 'offers',
  earningsDays: 'earnings_days',
  earningsHistory: 'earnings_history',
  financePayees: 'finance_payees',
  taxForms: 'tax_forms',
  /** A post's like and comment counts (topic `object:post_counts:<postId>`). */
  postCounts: 'post_counts',
  /** A Flirt's newest post (topic `object:feed_heads:<creatorId>`). */
  feedHeads: 'feed_heads',
  // Customer journey: a customer's own subscriptions changed (owner `user:<id>`), which locks
  // or unlocks the subscriber posts on their feed screens.
  subscriptions: 'subscriptions',
  // payout runs
  /** Every payout and hold of a payout run, one row per payee and pay date. */
  payouts: 'payouts',
  // marketplace: listings
  /** Marketplace listings (topic `object:listings:<listingId>`, owner `user:<creatorId>`). */
  listings: 'listings',
  /** A Flirt's availability switches. */
  flirtAvailability: 'flirt_availability',
  // feedback and favorites
  /** Every feedback left (owner `creator:<creatorId>`). */
  feedbacks: 'feedbacks',
  /** Each customer's favorite listings with their positions (owner `user:<customerId>`). */
  favoriteListings: 'favorite_listings',
  // every other read model, by collection name
  advisors: 'advisors',
  calls: 'calls',
  charges: 'charges',
  chatConversations: 'chat_conversations',
  chatMessages: 'chat_messages',
  contentReports: 'content_reports',
  creatorBalances: 'creator_balances',
  customerCalendar: 'customer_calendar',
  customerPeople: 'customer_people',
  customerTransactions: 'customer_transactions',
  feedCreators: 'feed_creators',
  feedEntitlements: 'feed_entitlements',
  feedIndex: 'feed_index',
  feedMedia: 'feed_media',
  feedPosts: 'feed_posts',
  feedbackSummaries: 'feedback_summaries',
  feedbackTransactions: 'feedback_transactions',
  fmAlbums: 'fm_albums',
  fmItems: 'fm_items',
  goodyBags: 'goody_bags',
  goodyPurchases: 'goody_purchases',
  mailPrices: 'mail_prices',
  mailbox: 'mailbox',
  onboardingFacts: 'onboarding_facts',
  packageSubscribers: 'package_subscribers',
  packages: 'packages',
  postComments: 'post_comments',
  postLikes: 'post_likes',
  profileReviews: 'profile_reviews',
  siteDollarAccounts: 'site_dollar_accounts',
  siteDollarCreditRequests: 'site_dollar_credit_requests',
  siteDollarMovements: 'site_dollar_movements',
  socialAccounts: 'social_accounts',
  socialOutbox: 'social_outbox',
  socialTriggers: 'social_triggers',
  taxLedgerEntries: 'tax_ledger_entries',
  taxLedgerYears: 'tax_ledger_years',
  tipTotals: 'tip_totals',
} as const;

export type ReadModelName = (typeof READ_MODELS)[keyof typeof READ_MODELS];

/** Whether a notice's (or refetch's) collection is one of `names`. */
export function isReadModel(collection: string, ...names: readonly ReadModelName[]): boolean {
  return (names as readonly string[]).includes(collection);
}
