import { z } from 'zod';
import { defineEvent, type EventsOf } from '../shared/events.js';
import { EARNINGS_CHANNELS } from '../shared/fees.js';
import { Uuid } from '../shared/ids.js';
import { NonNegativeCents, PositiveCents } from '../shared/money.js';

const IsoTime = z.iso.datetime({ offset: true });

/**
 * An id given by the outside system that reports the activity (its call, chat, mail or sale
 * id). The activity's stream is `<kind>-<id>` and its charge id the same text, so a repeated
 * report of the same id appends nothing.
 */
export const ActivityId = z
  .string()
  .regex(/^[\w.:-]{1,100}$/, 'must be 1 to 100 letters, digits, or . _ : -');
export type ActivityId = z.infer<typeof ActivityId>;

export const ACTIVITY_KINDS = [
  'call',
  'chat-volley',
  'paid-mail',
  'goody-sale',
  'message',
  'offer',
  'affiliate-referral',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const EarningsChannelSchema = z.enum(EARNINGS_CHANNELS);

const Pair = { creatorId: Uuid, customerId: Uuid };

/**
 * Activity context: what the call, chat, mail and goodies systems (outside this product) report
 * through the service API once it has happened. Money events carry the platform fee they were
 * charged with (docs/adr/0005) and a `chargeId` (= their stream id) that refunds and
 * chargebacks name. `at` is when it happened; the envelope's `occurredAt` is when it was
 * recorded. Customer and Flirt ids only: no personal data.
 */
export const activityEvents = {
  /** A finished phone call, billed per minute (free perk minutes are not billed). */
  CallCompleted: defineEvent(
    z.object({
      callId: ActivityId,
      chargeId: z.string().min(1),
      ...Pair,
      startedAt: IsoTime,
      at: IsoTime,
      minutes: z.number().int().min(1).max(1_440),
      freeMinutes: z.number().int().min(0).max(1_440),
      /** Per minute. */
      rateCents: NonNegativeCents,
      amountCents: NonNegativeCents,
      platformFeeCents: NonNegativeCents,
      /** The phone listing the call was placed through, when the call system says (feedback). */
      listingId: z.string().min(1).max(100).optional(),
    }),
  ),
  /** One billed chat volley (a customer message and the Flirt's answer); free volleys cost 0. */
  ChatVolleyBilled: defineEvent(
    z.object({
      volleyId: ActivityId,
      chargeId: z.string().min(1),
      ...Pair,
      chatId: ActivityId,
      at: IsoTime,
      amountCents: NonNegativeCents,
      platformFeeCents: NonNegativeCents,
    }),
  ),
  /** A paid mail the customer opened (bought). */
  PaidMailSold: defineEvent(
    z.object({
      mailId: ActivityId,
      chargeId: z.string().min(1),
      ...Pair,
      at: IsoTime,
      amountCents: PositiveCents,
      platformFeeCents: NonNegativeCents,
    }),
  ),
  /** A goody bag (a bundle of media) bought from the Flirt. */
  GoodiesSold: defineEvent(
    z.object({
      saleId: ActivityId,
      chargeId: z.string().min(1),
      ...Pair,
      goodyBagId: ActivityId,
      title: z.string().min(1).max(200),
      at: IsoTime,
      amountCents: PositiveCents,
      platformFeeCents: NonNegativeCents,
    }),
  ),
  /** A message between the two, either way, in the chat or mail system (contact counts). */
  MessageExchanged: defineEvent(
    z.object({
      messageId: ActivityId,
      ...Pair,
      direction: z.enum(['to_advisor', 'from_advisor']),
      channel: z.enum(['chat', 'mail']),
      chatId: ActivityId.nullable(),
      at: IsoTime,
    }),
  ),
  /** A Flirt's special offer to one customer. Stream `offer-<offerId>`. */
  OfferMade: defineEvent(
    z.object({
      offerId: ActivityId,
      ...Pair,
      channel: EarningsChannelSchema,
      amountCents: PositiveCents,
      description: z.string().min(1).max(200),
      at: IsoTime,
      expiresAt: IsoTime,
    }),
  ),
  /** The customer took the offer and paid for it. */
  OfferRedeemed: defineEvent(
    z.object({
      offerId: ActivityId,
      chargeId: z.string().min(1),
      ...Pair,
      channel: EarningsChannelSchema,
      amountCents: PositiveCents,
      platformFeeCents: NonNegativeCents,
      at: IsoTime,
    }),
  ),
  OfferExpired: defineEvent(z.object({ offerId: ActivityId, ...Pair, at: IsoTime })),
  /** The customer came through the Flirt's affiliate link. Stream `affiliate-referral-<c>-<c>`. */
  AffiliateReferralRecorded: defineEvent(z.object({ ...Pair, at: IsoTime })),
};

export type ActivityEvent = EventsOf<typeof activityEvents>;
export type ActivityEventOf<T extends ActivityEvent['type']> = Extract<ActivityEvent, { type: T }>;
