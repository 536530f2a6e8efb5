import { z } from 'zod';
import { EARNINGS_CHANNELS } from '../shared/fees.js';
import { Uuid } from '../shared/ids.js';
import { nameText } from '../shared/names.js';
import { ActivityId } from './activity.events.js';

/** The header that carries the service credential (SERVICE_API_TOKEN). */
export const SERVICE_TOKEN_HEADER = 'x-service-token';

/** Reported activity may be this late (a call that ended a while ago), never later. */
export const ACTIVITY_MAX_AGE_DAYS = 30;
/** Clocks differ: a report up to this far in the future is accepted. */
export const ACTIVITY_CLOCK_SKEW_MS = 5 * 60_000;

export const ACTIVITY_MESSAGES = {
  tooOld: `Activity older than ${ACTIVITY_MAX_AGE_DAYS} days cannot be reported.`,
  inFuture: 'Activity cannot be reported before it happened.',
  callAmount: 'The amount cannot be more than the billed minutes times the rate.',
  freeMinutes: 'Free minutes cannot be more than the minutes of the call.',
  callTimes: 'A call cannot end before it starts.',
  sameParty: 'A customer and a Flirt must be two different people.',
  unknownPerson: 'No such customer or Flirt.',
  notAFlirt: 'Activity can only be reported for a Flirt.',
  conflict: 'This activity was already reported with other details.',
  offerMissing: 'No such offer.',
  offerRedeemed: 'This offer was already redeemed.',
  offerExpired: 'This offer has expired.',
  offerExpires: 'An offer must expire after it is made.',
  offerCustomer: 'This offer was made to another customer.',
} as const;

const IsoTime = z.iso.datetime({ offset: true, error: 'must be an ISO-8601 time' });
const Cents = (what: string) =>
  z.number().int().min(0).max(100_000_000).describe(`Integer cents (USD): ${what}. Never a float.`);
const Parties = {
  creator_id: Uuid.describe('The Flirt'),
  customer_id: Uuid.describe('The customer'),
};

/** POST /service_api/activity/calls: a finished call. */
export const ReportCallBody = z.object({
  call_id: ActivityId,
  ...Parties,
  started_at: IsoTime,
  ended_at: IsoTime,
  minutes: z.number().int().min(1).max(1_440),
  free_minutes: z.number().int().min(0).max(1_440).default(0),
  rate_cents: Cents('price per minute'),
  amount_cents: Cents('what the customer was charged'),
  /** The phone listing the customer called through (feedback on the call goes to it). */
  listing_id: z
    .string()
    .regex(/^[\w.:-]{1,100}$/)
    .optional(),
});
export type ReportCallBody = z.infer<typeof ReportCallBody>;

/** POST /service_api/activity/chat_volleys */
export const ReportChatVolleyBody = z.object({
  volley_id: ActivityId,
  ...Parties,
  chat_id: ActivityId,
  at: IsoTime,
  amount_cents: Cents('what the customer was charged (0 for a free volley)'),
});
export type ReportChatVolleyBody = z.infer<typeof ReportChatVolleyBody>;

/** POST /service_api/activity/paid_mail */
export const ReportPaidMailBody = z.object({
  mail_id: ActivityId,
  ...Parties,
  at: IsoTime,
  amount_cents: Cents('what the customer paid to open it').min(1),
});
export type ReportPaidMailBody = z.infer<typeof ReportPaidMailBody>;

/** POST /service_api/activity/goodies_sales */
export const ReportGoodiesSaleBody = z.object({
  sale_id: ActivityId,
  ...Parties,
  goody_bag_id: ActivityId,
  title: nameText().trim().min(1).max(200),
  at: IsoTime,
  amount_cents: Cents('the price paid').min(1),
});
export type ReportGoodiesSaleBody = z.infer<typeof ReportGoodiesSaleBody>;

/** POST /service_api/activity/messages: one message either way (contact counts). */
export const ReportMessageBody = z.object({
  message_id: ActivityId,
  ...Parties,
  direction: z.enum(['to_advisor', 'from_advisor']),
  channel: z.enum(['chat', 'mail']),
  chat_id: ActivityId.nullable().default(null),
  at: IsoTime,
});
export type ReportMessageBody = z.infer<typeof ReportMessageBody>;

/** POST /service_api/activity/offers */
export const ReportOfferBody = z.object({
  offer_id: ActivityId,
  ...Parties,
  channel: z.enum(EARNINGS_CHANNELS),
  amount_cents: Cents('the offer price').min(1),
  description: z.string().trim().min(1).max(200),
  at: IsoTime,
  expires_at: IsoTime,
});
export type ReportOfferBody = z.infer<typeof ReportOfferBody>;

/** POST /service_api/activity/offers/{offerId}/redemption */
export const ReportOfferRedemptionBody = z.object({
  customer_id: Uuid,
  at: IsoTime,
  amount_cents: Cents('what the customer paid').min(1),
});
export type ReportOfferRedemptionBody = z.infer<typeof ReportOfferRedemptionBody>;

/** POST /service_api/activity/offers/{offerId}/expiry */
export const ReportOfferExpiryBody = z.object({ at: IsoTime });
export type ReportOfferExpiryBody = z.infer<typeof ReportOfferExpiryBody>;

/** POST /service_api/activity/affiliate_referrals */
export const ReportAffiliateReferralBody = z.object({ ...Parties, at: IsoTime });
export type ReportAffiliateReferralBody = z.infer<typeof ReportAffiliateReferralBody>;

/** What every report answers, the first time and on every repeat of the same id. */
export const ActivityReportResult = z.object({
  streamId: z.string(),
  revision: z.number().int(),
  position: z.number().int(),
  /** True when this id had been reported before (nothing new was recorded). */
  duplicate: z.boolean(),
});
export type ActivityReportResult = z.infer<typeof ActivityReportResult>;

export const OfferIdParam = z.object({ offerId: ActivityId });
