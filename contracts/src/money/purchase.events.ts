import { z } from 'zod';
import { defineEvent, type EventsOf } from '../shared/events.js';
import { Uuid } from '../shared/ids.js';
import { PositiveCents } from '../shared/money.js';
import { PaidFrom } from '../payments/site-dollars.js';

/**
 * The money context: every purchase a customer pays for outside a subscription (a tip, a chat
 * volley or gift, a goody bag, a paid mail, a call, a site-dollar top-up) is paid on its own
 * stream, `purchase-<purchaseId>`, where the purchase id is derived from what makes the
 * purchase single (the volley of a turn, the bag and buyer, the request's key). The payment
 * is decided there before anything is charged (`PurchasePaymentStarted`: which source, which
 * card, which processor key), so a race or a retry after a crash resumes the same payment
 * instead of making another, and its outcome is recorded once. Its id: `purchaseStreamId`.
 */

export const PURCHASE_FAILURES = [
  'declined',
  'insufficient_funds',
  'processor_error',
  'no_card',
  'insufficient_site_dollars',
] as const;
export const PurchaseFailure = z.enum(PURCHASE_FAILURES);
export type PurchaseFailure = z.infer<typeof PurchaseFailure>;

const PurchaseRef = {
  purchaseId: z.string().min(1).max(200),
  customerId: Uuid,
  at: z.iso.datetime({ offset: true }),
};

export const purchaseEvents = {
  PurchasePaymentStarted: defineEvent(
    z.object({
      ...PurchaseRef,
      /** Which attempt of this purchase (a declined card may be followed by another card). */
      attempt: z.number().int().positive(),
      amountCents: PositiveCents,
      source: PaidFrom,
      /** The card charged (null for site dollars). */
      cardId: z.string().min(1).max(100).nullable(),
      /** The processor's idempotency key: a resumed payment asks the processor with the same key. */
      chargeKey: z.string().min(1).max(300),
      description: z.string().max(200),
    }),
  ),
  PurchasePaid: defineEvent(
    z.object({
      ...PurchaseRef,
      attempt: z.number().int().positive(),
      amountCents: PositiveCents,
      source: PaidFrom,
      /** The processor's charge id (card) or the site-dollar spend id (balance). */
      reference: z.string().min(1).max(200),
    }),
  ),
  PurchasePaymentFailed: defineEvent(
    z.object({
      ...PurchaseRef,
      attempt: z.number().int().positive(),
      source: PaidFrom,
      reason: PurchaseFailure,
    }),
  ),
};

export type PurchaseEvent = EventsOf<typeof purchaseEvents>;
