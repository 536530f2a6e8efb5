import { z } from 'zod';
import { defineEvent, type EventsOf } from '../shared/events.js';
import { Uuid } from '../shared/ids.js';
import { PositiveCents } from '../shared/money.js';

export const TIP_MESSAGE_MAX = 500;

/** Payments context: tips (tributes). Refunds, chargebacks and recurring tributes join later. */
export const paymentEvents = {
  TipSent: defineEvent(
    z.object({
      tipId: Uuid,
      customerId: Uuid,
      creatorId: Uuid,
      amountCents: PositiveCents,
      message: z.string().max(TIP_MESSAGE_MAX),
      listingId: z.string().nullable(),
      fromChat: z.boolean(),
    }),
  ),
};

export type PaymentEvent = EventsOf<typeof paymentEvents>;
export type TipSent = Extract<PaymentEvent, { type: 'TipSent' }>;
