import { z } from 'zod';
import { EARNINGS_CHANNELS, EARNINGS_WINDOWS } from '../shared/fees.js';
import { Cents } from '../shared/money.js';
import {
  CustomerFilters,
  CustomerSort,
  EARNINGS_GRANULARITIES,
  SavedSearchId,
} from './customer.commands.js';
import { LAPSE_RISK_LEVELS } from './customer-predictions.js';
import { LAPSE_STATUSES, SYSTEM_TAGS, VALUE_TIERS } from './customer-segments.js';

const IsoTime = z.string().describe('ISO-8601 instant (UTC)');
const Day = z.string().describe('Calendar day, YYYY-MM-DD');
const Money = (what: string) =>
  Cents.describe(`Integer cents (USD): ${what}. Divide by 100 for dollars; never a float.`);
const SPEND =
  'what the customer paid this Flirt (before the platform fee), less refunds and chargebacks';

/** A customer row's id: one per Flirt and customer. */
export const customerRowId = (creatorId: string, customerId: string) =>
  `${creatorId}:${customerId}`;

export const SUBSCRIPTION_TYPES = [
  'package_subscription',
  'monetary_tribute',
  'feed_subscription',
] as const;
/** Spec 002 §4, sorted in this order: Active, then pending or failed, then ended. */
export const CUSTOMER_SUBSCRIPTION_STATUSES = [
  'Active',
  'Pending Renewal',
  'Pending Expiration',
  'Charge Failed',
  'Expired',
  'Cancelled',
] as const;
export type CustomerSubscriptionStatus = (typeof CUSTOMER_SUBSCRIPTION_STATUSES)[number];

/**
 * Spec 002 §3 "Customer subscription". `feed_subscription` (a plain feed subscription) is ours:
 * the spec's two types exist only with the recurring_package_tributes flag.
 */
export const CustomerSubscription = z.object({
  id: z.string(),
  type: z.enum(SUBSCRIPTION_TYPES),
  packageId: z.string().nullable(),
  monetaryTributeId: z.string().nullable(),
  rate: Money('the monthly price'),
  status: z.enum(CUSTOMER_SUBSCRIPTION_STATUSES),
  firstSubscribed: IsoTime,
  /** Pending Expiration / Charge Failed: when it runs out; Expired / Cancelled: when it ended. */
  expiration: IsoTime.nullable(),
  /** Active: the next renewal. */
  renewalDate: IsoTime.nullable(),
  /** Package subscriptions that are Active or Pending Expiration only (spec 002 §4). */
  perks: z
    .object({
      freeMinutes: z
        .object({
          minutesPerCall: z.number().int(),
          usedCalls: z.number().int(),
          totalCalls: z.number().int(),
          limited: z.boolean(),
        })
        .nullable(),
      chatVolleys: z.object({ used: z.number().int(), total: z.number().int() }).nullable(),
      feedAccess: z.boolean(),
    })
    .nullable(),
});
export type CustomerSubscription = z.infer<typeof CustomerSubscription>;

export const LAST_CONTACT_TYPES = [
  'Call',
  'Chat',
  'Mail',
  'Tribute',
  'Subscription',
  'Goodies',
  'Offer',
  'Follow',
] as const;
export type LastContactType = (typeof LAST_CONTACT_TYPES)[number];

/** Where the last contact can be opened. */
export const LinkInfo = z.object({ url: z.string(), label: z.string() });
export type LinkInfo = z.infer<typeof LinkInfo>;

/**
 * Spec 002 §3 "Customer row", with the spec's field names. Money fields are integer cents of
 * the customer's spend with this Flirt (before the platform fee, less refunds). Figures that
 * depend on today (days since, windows, tier, status) are as of the request.
 */
export const CustomerRow = z.object({
  seeker_id: z.string(),
  /** The customer's login. */
  seeker_name: z.string().nullable(),
  is_flirt: z.boolean(),
  /** The value tier (see GET /client_api/customers/segments). */
  interval_earnings_group: z.enum(VALUE_TIERS),
  lapse_status: z.enum(LAPSE_STATUSES),
  main_spend: z.enum(EARNINGS_CHANNELS).nullable(),
  days_since_last_contact: z.number().int().nullable(),
  skr_7D_earnings: Money(`${SPEND}, last 7 days`),
  skr_30D_earnings: Money(`${SPEND}, last 30 days`),
  skr_90D_earnings: Money(`${SPEND}, last 90 days`),
  skr_365D_earnings: Money(`${SPEND}, last 365 days`),
  skr_lt_earnings: Money(`${SPEND}, lifetime`),
  /** '^'-separated, as the spec shows it. */
  system_tag_list: z.string(),
  user_tag_list: z.string(),
  system_tags: z.array(z.enum(SYSTEM_TAGS)),
  user_tags: z.array(z.string()),
  total_row_count: z.number().int(),
  /** The customer's account is active (not deactivated). */
  active: z.boolean(),
  note: z.string().nullable(),
  num_earn_days: z.number().int(),
  days_since_last_earn: z.number().int().nullable(),
  last_contact_date: IsoTime.nullable(),
  last_contact_type: z.enum(LAST_CONTACT_TYPES).nullable(),
  last_contact_id: z.string().nullable(),
  last_contact_link_info: LinkInfo.nullable(),
  num_messages_sent_from_advisor: z.number().int(),
  num_messages_sent_to_advisor: z.number().int(),
  /** First interaction of any kind with this Flirt. */
  customer_since: IsoTime,
  /** When the customer joined the marketplace. */
  nf_join_date: IsoTime.nullable(),
  chat_slug: z.string().nullable(),
  has_chat_earnings: z.boolean(),
  not_blocked: z.boolean(),
  subscriptions: z.array(CustomerSubscription),
  /** The Flirt's last model fit (customer-predictions.ts); null without a prediction. */
  predicted_90D_earnings: Money('predicted spend in the next 90 days').nullable().default(null),
  /** 1 − P(alive), 0 to 1. */
  lapse_risk: z.number().min(0).max(1).nullable().default(null),
  lapse_risk_level: z.enum(LAPSE_RISK_LEVELS).nullable().default(null),
});
export type CustomerRow = z.infer<typeof CustomerRow>;

export const CustomerSearchResponse = z.object({
  customers: z.array(CustomerRow),
  total_row_count: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  sort: CustomerSort,
  /** Set when the request saved the search (saveThisSearch). */
  saved_search: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Set for a search as of a past day: the day and the replay that answered it. */
  as_of: z
    .object({
      day: z.string(),
      /** The end of that day in the Flirt's reporting time zone (exclusive), ISO. */
      until: z.string(),
      timeZone: z.string(),
      /** The log position the replay read up to. */
      position: z.number().int(),
    })
    .nullable()
    .optional(),
});
export type CustomerSearchResponse = z.infer<typeof CustomerSearchResponse>;

export const CustomerSearchAllResponse = z.object({
  seeker_ids: z.array(z.string()),
  total_row_count: z.number().int(),
});
export type CustomerSearchAllResponse = z.infer<typeof CustomerSearchAllResponse>;

/** Spec 002 §3 "Tag / saved search entries". */
export const TagEntry = z.object({
  name: z.string(),
  type: z.enum(['user_tag', 'system_tag']),
  /** Customers carrying it (the UI shows '999+' beyond 999). */
  count: z.number().int(),
  /** System tags: when a customer carries it. */
  description: z.string().nullable(),
});
export type TagEntry = z.infer<typeof TagEntry>;
export const TagsResponse = z.object({ tags: z.array(TagEntry) });
export type TagsResponse = z.infer<typeof TagsResponse>;

export const SavedSearchEntry = z.object({
  id: SavedSearchId,
  name: z.string(),
  type: z.enum(['user_saved_search', 'system_saved_search']),
  do_not_auto_suggest: z.boolean(),
  filters: CustomerFilters,
  sortOrder: CustomerSort,
});
export type SavedSearchEntry = z.infer<typeof SavedSearchEntry>;
export const SavedSearchesResponse = z.object({ saved_searches: z.array(SavedSearchEntry) });
export type SavedSearchesResponse = z.infer<typeof SavedSearchesResponse>;

/** Spec 002 §3 "Offer". */
export const OfferRow = z.object({
  id: z.string(),
  created_at: IsoTime,
  amount_string: z.string().describe('The amount as shown, e.g. "$12.50"'),
  amount: Money('the offer price'),
  channel: z.enum(EARNINGS_CHANNELS),
  description: z.string(),
  expires_at: IsoTime,
  redeemed: z.boolean(),
  /** Expired without being redeemed (also once its time has passed). */
  expired: z.boolean(),
});
export type OfferRow = z.infer<typeof OfferRow>;
export const OffersResponse = z.object({
  offers: z.array(OfferRow),
  message: z.string().nullable(),
});
export type OffersResponse = z.infer<typeof OffersResponse>;

/** Spec 002 §3 "Earnings history row"; `link` is /transactions/details/{id}?btids={btids}. */
export const EarningsHistoryRow = z.object({
  id: z.string(),
  created_at: IsoTime,
  description: z.string(),
  title: z.string(),
  amount: Money('gross of the payment; negative for a refund or chargeback'),
  btids: z.string(),
  link: z.string(),
  channel: z.enum(EARNINGS_CHANNELS),
  seeker_id: z.string(),
  seeker_name: z.string().nullable(),
});
export type EarningsHistoryRow = z.infer<typeof EarningsHistoryRow>;
export const HistoryResponse = z.object({
  history: z.array(EarningsHistoryRow),
  total_entries: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** The oldest day included (16 months back). */
  since: Day,
  message: z.string().nullable(),
});
export type HistoryResponse = z.infer<typeof HistoryResponse>;

/** Spec 002 §3 "Customer feedback row". */
export const CustomerFeedbackRow = z.object({
  title: z.string(),
  type: z.string(),
  rating: z.number(),
});
export const FeedbackResponse = z.object({
  feedbacks: z.array(CustomerFeedbackRow),
  message: z.string().nullable(),
});
export type FeedbackResponse = z.infer<typeof FeedbackResponse>;

export const CustomerOverviewResponse = z.object({
  customer: CustomerRow,
  note: z.string().nullable(),
  subscriptions: z.array(CustomerSubscription),
  /** Spec 002: Go to Chat shows only with chat earnings and not blocked. */
  can_chat: z.boolean(),
});
export type CustomerOverviewResponse = z.infer<typeof CustomerOverviewResponse>;

export const PackagesResponse = z.object({ subscriptions: z.array(CustomerSubscription) });

export const LoginsResponse = z.object({
  logins: z.array(z.object({ seeker_id: z.string(), login: z.string() })),
});
export type LoginsResponse = z.infer<typeof LoginsResponse>;

/** What a bulk action did: `applied` customers changed, `skipped` were left out (and why). */
export const BulkActionResult = z.object({
  applied: z.number().int(),
  skipped: z.number().int(),
  /** Position of the last event: pass as `after` to a query to see the change. */
  position: z.number().int(),
  message: z.string(),
});
export type BulkActionResult = z.infer<typeof BulkActionResult>;

export const MailRecipientsResponse = z.object({
  /** Logins for message[recipients_list] of POST /messages/compose. */
  recipients_list: z.array(z.string()),
  compose_url: z.string(),
  skipped: z.number().int(),
});
export type MailRecipientsResponse = z.infer<typeof MailRecipientsResponse>;

export const ChatSuggestionResponse = z.object({ message: z.string() });

const Chip = z.object({ label: z.string(), colour: z.string(), explanation: z.string() });
export const SegmentsResponse = z.object({
  value_tiers: z.array(
    Chip.extend({
      /** The least 365-day spend of the tier for this Flirt now (cents), when it has one. */
      min_365d_cents: Cents.nullable(),
    }),
  ),
  lapse_statuses: z.array(Chip),
  system_tags: z.array(z.object({ name: z.string(), explanation: z.string() })),
  /** Customers who spent anything in the last 365 days (the base of the tiers). */
  spenders_365d: z.number().int(),
  rules: z.string().describe('The rules in words'),
});
export type SegmentsResponse = z.infer<typeof SegmentsResponse>;

/** Amounts per earnings channel plus their total, integer cents. */
export const ChannelAmounts = z.object({
  Calls: Cents,
  Chat: Cents,
  Tributes: Cents,
  'Paid Mail': Cents,
  Goodies: Cents,
  Recurring: Cents,
  total: Cents,
});
export type ChannelAmounts = z.infer<typeof ChannelAmounts>;

/**
 * GET /client_api/earnings: per channel, per period, gross (what customers paid) and net (gross
 * less the platform fee, refunds, chargebacks and chargeback fees). Days are UTC days.
 */
export const EarningsResponse = z.object({
  window: z.enum(EARNINGS_WINDOWS),
  granularity: z.enum(EARNINGS_GRANULARITIES),
  from: Day.nullable(),
  to: Day,
  time_zone: z.literal('UTC'),
  series: z.array(
    z.object({
      /** First day of the period (a Monday for weeks, the 1st for months). */
      period: Day,
      gross: ChannelAmounts,
      net: ChannelAmounts,
    }),
  ),
  totals: z.object({
    gross: ChannelAmounts,
    net: ChannelAmounts,
    fees: Cents,
    reversals: Cents,
  }),
});
export type EarningsResponse = z.infer<typeof EarningsResponse>;
