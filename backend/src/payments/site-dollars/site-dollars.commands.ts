import type { CreditCapsCents } from '@flirtwire/contracts';

interface AddSiteDollars {
  readonly type: 'AddSiteDollars';
  readonly topUpId: string;
  readonly customerId: string;
  readonly amountText: string;
  /** The processor's id of the approved card charge. */
  readonly gatewayReference: string;
  readonly at: string;
}

/**
 * A satisfaction credit by one member of staff: applied at once within the caps, else recorded
 * as a request that waits for a second person in finance.
 */
export interface GrantSatisfactionCredit {
  readonly type: 'GrantSatisfactionCredit';
  readonly creditId: string;
  readonly customerId: string;
  readonly amountText: string;
  readonly reason: string;
  readonly grantedBy: string;
  readonly at: string;
  readonly caps: CreditCapsCents;
  /** What `grantedBy` credited alone (any customer) on the UTC day of `at`, in cents. */
  readonly staffCreditedTodayCents: number;
}

/** A second person in finance applies a pending credit. */
export interface ApproveCreditRequest {
  readonly type: 'ApproveCreditRequest';
  readonly requestId: string;
  readonly customerId: string;
  readonly approvedBy: string;
  readonly note: string | null;
  readonly at: string;
}

/** A second person in finance turns a pending credit down, with why. */
export interface RejectCreditRequest {
  readonly type: 'RejectCreditRequest';
  readonly requestId: string;
  readonly customerId: string;
  readonly rejectedBy: string;
  readonly reason: string;
  readonly at: string;
}

export interface ChargeMaintenanceFee {
  readonly type: 'ChargeMaintenanceFee';
  readonly feeId: string;
  readonly customerId: string;
  readonly at: string;
}

/** Pay a whole purchase from the balance (docs/adr/0108): never part of it, never below 0. */
export interface SpendSiteDollars {
  readonly type: 'SpendSiteDollars';
  readonly spendId: string;
  readonly customerId: string;
  /** The purchase's own id: a retried purchase finds its spend and is not paid twice. */
  readonly purchaseId: string;
  readonly amountCents: number;
  readonly description: string;
  readonly at: string;
}

/** A refund of a purchase the balance paid: the money goes back to the balance. */
export interface ReturnSiteDollars {
  readonly type: 'ReturnSiteDollars';
  readonly returnId: string;
  readonly customerId: string;
  readonly purchaseId: string;
  readonly amountCents: number;
  readonly reason: string;
  readonly at: string;
}

/** A top-up refunded to the card (refusable) or charged back (not refusable). */
export interface ReverseTopUp {
  readonly type: 'ReverseTopUp';
  readonly reversalId: string;
  readonly customerId: string;
  readonly topUpId: string;
  readonly kind: 'refund' | 'chargeback';
  /** Null: everything of the top-up not reversed yet (a full refund). */
  readonly amountCents: number | null;
  readonly reason: string;
  readonly at: string;
}

/**
 * Hold a refund of a top-up to the card before the processor is asked: decided against the
 * balance and every other pending refund under the stream's expected revision.
 */
export interface RequestTopUpRefund {
  readonly type: 'RequestTopUpRefund';
  readonly reversalId: string;
  readonly customerId: string;
  readonly topUpId: string;
  /** Null: everything of the top-up not reversed nor held yet. */
  readonly amountCents: number | null;
  readonly reason: string;
  readonly at: string;
}

/** The processor refused a held top-up refund: release the hold. */
export interface FailTopUpRefund {
  readonly type: 'FailTopUpRefund';
  readonly reversalId: string;
  readonly customerId: string;
  readonly reason: string;
  readonly at: string;
}

export type SiteDollarsCommand =
  | AddSiteDollars
  | GrantSatisfactionCredit
  | ApproveCreditRequest
  | RejectCreditRequest
  | ChargeMaintenanceFee
  | SpendSiteDollars
  | ReturnSiteDollars
  | ReverseTopUp
  | RequestTopUpRefund
  | FailTopUpRefund;
