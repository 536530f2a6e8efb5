import { z } from 'zod';
import type { PaymentSource } from './payment.events.js';

export const REVERSAL_MESSAGES = {
  tooMuch: (remaining: string) =>
    `The amount cannot be more than the ${remaining} still paid on this charge.`,
  nothingLeft: 'This charge has been fully refunded or charged back.',
  chargeNotFound: 'Charge not found.',
  amountFormat: 'Please enter an amount in dollars, with up to 2 decimals.',
  amountPositive: 'Please enter an amount of at least $0.01.',
  processorRefused: 'The payment processor refused the refund. Please try again later.',
  conflict: 'This chargeback was already reported with other details.',
  /** Staff never refund a payment they made or were paid (issue 30: no staff power on oneself). */
  ownCharge: 'You cannot refund a payment you made or received. Ask another member of finance.',
} as const;

/** POST /finance/charges/{chargeId}/refunds: a full or partial refund (finance, admin). */
export const RefundChargeBody = z.object({
  /** Dollars as typed ("12.50"); omitted: everything still paid. */
  amount_text: z
    .string()
    .max(16)
    .regex(/^\s*\d{1,9}(?:\.\d{1,2})?\s*$/, REVERSAL_MESSAGES.amountFormat)
    .optional(),
  reason: z.string().trim().min(1, 'Please give a reason.').max(500),
});
export type RefundChargeBody = z.infer<typeof RefundChargeBody>;

/**
 * POST /service_api/chargebacks: the processor reports a dispute it decided against us.
 * `charge_id` is our charge id or the processor's reference; `dispute_id` makes a repeated
 * report harmless.
 */
export const ReportChargebackBody = z.object({
  charge_id: z.string().min(1).max(200),
  dispute_id: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[\w.:-]+$/),
  amount_cents: z.number().int().min(1).max(100_000_000),
  fee_cents: z.number().int().min(0).max(100_000).default(0),
  reason: z.string().trim().min(1).max(500),
});
export type ReportChargebackBody = z.infer<typeof ReportChargebackBody>;

/** A charge and what was reversed of it (GET /finance/charges/{chargeId}). */
export interface ChargeView {
  readonly charge_id: string;
  readonly source: PaymentSource;
  readonly customer_id: string;
  readonly creator_id: string;
  readonly amount_cents: number;
  readonly platform_fee_cents: number;
  readonly paid_at: string;
  readonly gateway_reference: string | null;
  readonly refunded_cents: number;
  readonly charged_back_cents: number;
  readonly remaining_cents: number;
  readonly reversals: readonly {
    readonly id: string;
    readonly kind: 'refund' | 'chargeback';
    readonly amount_cents: number;
    readonly reason: string;
    readonly at: string;
  }[];
}
