import { z } from 'zod';
import { defineEvent, type EventsOf } from '../shared/events.js';
import { Uuid } from '../shared/ids.js';
import { NonNegativeCents, PositiveCents } from '../shared/money.js';

export const TIP_MESSAGE_MAX = 500;

/** Where a refunded or charged-back payment came from (every money-in event has a chargeId). */
export const PAYMENT_SOURCES = [
  'tip',
  'subscription',
  'call',
  'chat',
  'paid_mail',
  'goodies',
] as const;
export const PaymentSource = z.enum(PAYMENT_SOURCES);
export type PaymentSource = z.infer<typeof PaymentSource>;

const Reversal = {
  chargeId: z.string().min(1),
  source: PaymentSource,
  customerId: Uuid,
  creatorId: Uuid,
  /** What was reversed now; the sum over a charge never exceeds its original amount. */
  amountCents: PositiveCents,
  originalAmountCents: PositiveCents,
  /** When the original payment happened (the 1099-K month never moves). */
  originalPaidAt: z.iso.datetime({ offset: true }),
  reason: z.string().min(1).max(500),
};

/**
 * Payments context: tips (tributes) and reversals. Tips live in `tips-<customerId>-<creatorId>`
 * (tipId is the chargeId); refunds and chargebacks of any payment in `charge-<chargeId>`. They
 * reduce net earnings, never the 1099-K gross.
 */
export const paymentEvents = {
  TipSent: defineEvent(
    z.object({
      tipId: Uuid,
      customerId: Uuid,
      creatorId: Uuid,
      amountCents: PositiveCents,
      platformFeeCents: NonNegativeCents,
      message: z.string().max(TIP_MESSAGE_MAX),
      listingId: z.string().nullable(),
      fromChat: z.boolean(),
      /** The processor's id of the charge (refunds go through it); absent on early tips. */
      gatewayReference: z.string().min(1).max(200).optional(),
    }),
  ),
  /**
   * A refund asked for, recorded before the processor is asked: it holds its amount, so a racing
   * refund sees it and is refused when nothing is left. Followed by `PaymentRefunded` (what the
   * processor did refund) or `RefundFailed` (the hold is released). Not money moved: the read
   * models ignore it.
   */
  RefundRequested: defineEvent(z.object({ refundId: Uuid, ...Reversal })),
  /** Money given back: exactly what the processor (or the balance) refunded. */
  PaymentRefunded: defineEvent(
    z.object({
      refundId: Uuid,
      ...Reversal,
      /** The processor's id of the refund (or the balance return's id); absent on early refunds. */
      processorRefundId: z.string().min(1).max(200).optional(),
    }),
  ),
  /** The processor refused a requested refund: nothing moved, its hold is released. */
  RefundFailed: defineEvent(
    z.object({
      refundId: Uuid,
      chargeId: z.string().min(1),
      reason: z.string().min(1).max(500),
    }),
  ),
  ChargebackReceived: defineEvent(
    z.object({ chargebackId: Uuid, ...Reversal, chargebackFeeCents: NonNegativeCents }),
  ),
};

export type PaymentEvent = EventsOf<typeof paymentEvents>;
export type TipSent = Extract<PaymentEvent, { type: 'TipSent' }>;
