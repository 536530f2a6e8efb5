import type { CardBrand } from '@flirtwire/contracts';

/** What a processor tells us about a tokenized card: never more than PCI truncation allows. */
export interface CardDetails {
  readonly brand: CardBrand;
  readonly last4: string;
  readonly expMonth: number;
  readonly expYear: number;
}

export interface ChargeRequest {
  readonly token: string;
  readonly amountCents: number;
  /** The same key returns the first result and never charges twice. */
  readonly idempotencyKey: string;
  readonly description: string;
}

export type ChargeResult =
  | { readonly status: 'approved'; readonly chargeId: string }
  | { readonly status: 'declined'; readonly reason: string }
  | { readonly status: 'insufficient_funds' }
  | { readonly status: 'processor_error'; readonly message: string };

/**
 * The processor's answer to a card check when a card is put on file (a zero-amount
 * authorization, like Stripe's card verification on attach): nothing is charged or recorded.
 */
export type CardVerification =
  | { readonly status: 'verified' }
  | { readonly status: 'declined'; readonly reason: string }
  | { readonly status: 'processor_error'; readonly message: string };

export interface RefundRequest {
  readonly chargeId: string;
  readonly amountCents: number;
  readonly idempotencyKey: string;
}

export type RefundResult =
  /** `amountCents`: what the processor refunded, the figure the ledger records. */
  | { readonly status: 'refunded'; readonly refundId: string; readonly amountCents: number }
  | { readonly status: 'failed'; readonly reason: string };

/** A window of the processor's records: createdAt in [from, to) (ISO instants). */
export interface ProcessorPeriod {
  readonly from: string;
  readonly to: string;
}

/** One charge attempt as the processor recorded it (like a Stripe balance transaction). */
export interface ProcessorCharge {
  /** The processor's id (what `charge` answered when approved). */
  readonly chargeId: string;
  /** The key we sent: the purchase's own id (plus `:<cardId>` for per-card keys). */
  readonly idempotencyKey: string;
  readonly amountCents: number;
  readonly status: ChargeResult['status'];
  /** When the processor recorded it; null for records older than the column (never dated). */
  readonly createdAt: string | null;
}

/** One refund attempt as the processor recorded it. */
export interface ProcessorRefund {
  /** The processor's refund id when it refunded, else null. */
  readonly refundId: string | null;
  readonly idempotencyKey: string;
  readonly chargeId: string;
  readonly amountCents: number;
  readonly status: RefundResult['status'];
  readonly createdAt: string | null;
}

export interface ProcessorRecords {
  readonly charges: readonly ProcessorCharge[];
  readonly refunds: readonly ProcessorRefund[];
}

/**
 * The payment processor. Card numbers never enter our system: the browser tokenizes a card
 * with the processor and we keep the token, brand, last four and expiry.
 *
 * @example
 * const result = await gateway.charge({ token, amountCents: 1499, idempotencyKey: chargeId, description: 'Subscription' });
 * if (result.status !== 'approved') ...
 */
export interface PaymentGateway {
  /** Brand, last four and expiry of a token, or null when the processor does not know it. */
  describeToken(token: string): Promise<CardDetails | null>;
  /**
   * Attaches a token to one customer of ours and describes it. Null when the processor does
   * not know the token or it already belongs to someone else (a copied token is worthless).
   */
  claimToken(token: string, customerId: string): Promise<CardDetails | null>;
  /**
   * Asks the processor whether the cardholder's proof matches the card: trailing digits of the
   * number (spec 002: last 6 for forgot-PIN, last 8 for verify account) and the billing zip.
   */
  verifyCardholder(
    token: string,
    proof: { readonly trailingDigits?: string; readonly billingZip?: string },
  ): Promise<boolean>;
  /**
   * Checks a card with its issuer before it goes on file (zero amount, no charge recorded):
   * a card its issuer declines is never put on file.
   *
   * @example
   * const check = await gateway.verifyCard(token);
   * if (check.status !== 'verified') ...
   */
  verifyCard(token: string): Promise<CardVerification>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * The processor's own records of a period, oldest first, for the reconciliation (what a
   * Stripe user reads from the balance transactions list).
   *
   * @example
   * const { charges, refunds } = await gateway.listRecords({ from: '2026-12-01T00:00:00.000Z', to: '2026-12-02T00:00:00.000Z' });
   */
  listRecords(period: ProcessorPeriod): Promise<ProcessorRecords>;
}

export const PAYMENT_GATEWAY = Symbol('PaymentGateway');
