import { z } from 'zod';
import { defineEvent, type EventsOf } from '../shared/events.js';
import { Uuid } from '../shared/ids.js';
import { NonNegativeCents, PositiveCents } from '../shared/money.js';

/**
 * Site dollars: a customer's account balance (docs/adr/0108). Topped up by card (the
 * `add_card_money` flag), credited by support staff (the Terms of Service's satisfaction credit)
 * and charged the dormant-account maintenance fee. One stream per customer
 * (`siteDollarsStreamId`).
 */

/** Add Money: the smallest and largest top-up by card. */
export const SITE_DOLLARS_TOP_UP_MIN_CENTS = 1000;
export const SITE_DOLLARS_TOP_UP_MAX_CENTS = 50_000;
/**
 * Terms of Service: a satisfaction credit of up to $25, paid in site dollars. The default of the
 * per-grant cap (SITE_DOLLARS_CREDIT_GRANT_CAP): a credit above the cap waits for a second
 * person in finance.
 */
export const SATISFACTION_CREDIT_MAX_CENTS = 2500;
/** No credit, approved or not, is ever larger than this (the largest top-up). */
export const SATISFACTION_CREDIT_REQUEST_MAX_CENTS = 50_000;
/** Terms of Service: $2.00 per month on a positive balance dormant for 12 months. */
export const MAINTENANCE_FEE_CENTS = 200;
export const DORMANT_MONTHS = 12;
/** The amounts the Add Money step offers with one tap (cents). */
export const SITE_DOLLARS_PRESETS_CENTS = [2000, 5000, 10_000] as const;
export const CREDIT_REASON_MAX = 500;

export const SITE_DOLLARS_MESSAGES = {
  amountFormat: 'Please enter an amount in dollars, with up to 2 decimals.',
  topUpRange: 'Please enter an amount between $10 and $500.',
  cardRequired: 'You must have a credit card on file to add money.',
  disabled: 'Adding money to your account is not available right now.',
  creditRange: 'A satisfaction credit is between $0.01 and $500.00.',
  reasonRequired: 'Please give the reason for the credit.',
  /** Staff never credit themselves (issue 30: nobody grants themselves anything). */
  selfCredit: 'You cannot credit your own account. Ask another member of staff.',
  /** The second person of a credit above the caps is neither the requester nor the recipient. */
  selfApproval:
    'A credit request is decided by someone other than the staff member who asked for it.',
  recipientApproval: 'You cannot decide a credit request for your own account.',
  requestNotFound: 'No such credit request.',
  requestDecided: (status: string) => `This credit request was already ${status}.`,
  rejectReasonRequired: 'Please give the reason for rejecting the credit.',
  /** What staff see when a credit went above a cap and waits for finance. */
  creditPending: (cap: string) =>
    `This credit is above the ${cap} and waits for approval by a second person in finance.`,
  customerNotFound: 'No such customer.',
  /** A spend the balance cannot cover (the card pays instead; never shown when it does). */
  insufficient: 'Your balance is too low for this purchase.',
  /** Refunding a top-up to the card: never more than is still on the balance. */
  topUpRefundExceedsBalance: (balance: string) =>
    `Only ${balance} of this top-up is still on the customer's balance, so at most that can be refunded.`,
  /** The confirmation line a purchase paid from the balance adds. */
  paidFromBalance: 'Paid from your balance',
} as const;

/** Who paid a purchase: the customer's site-dollar balance or their default card. */
export const PAID_FROM = ['site_dollars', 'card'] as const;
export const PaidFrom = z.enum(PAID_FROM);
export type PaidFrom = z.infer<typeof PaidFrom>;
export const PAID_FROM_LABELS: Record<PaidFrom, string> = {
  site_dollars: 'Site dollars',
  card: 'Card',
};

const MONEY_TEXT = /^\s*\d+(?:\.\d{1,2})?\s*$/;

/** POST /client_api/site_dollars: add money by the default card. */
export const AddSiteDollarsBody = z.object({
  amount_text: z
    .string({ error: SITE_DOLLARS_MESSAGES.amountFormat })
    .regex(MONEY_TEXT, SITE_DOLLARS_MESSAGES.amountFormat),
});
export type AddSiteDollarsBody = z.infer<typeof AddSiteDollarsBody>;

/** POST /client_api/admin/users/{id}/site_dollars_credits: a satisfaction credit by staff. */
/** Why a credit is given or refused, as typed: required, with `message` when missing. */
const reasonText = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(CREDIT_REASON_MAX);

export const GrantSiteDollarsCreditBody = z.object({
  amount_text: z
    .string({ error: SITE_DOLLARS_MESSAGES.amountFormat })
    .regex(MONEY_TEXT, SITE_DOLLARS_MESSAGES.amountFormat),
  reason: reasonText(SITE_DOLLARS_MESSAGES.reasonRequired),
});
export type GrantSiteDollarsCreditBody = z.infer<typeof GrantSiteDollarsCreditBody>;

/**
 * The caps a credit is held against (from configuration): above any of them the credit is not
 * applied but becomes a request a second person in finance approves or rejects.
 */
export const CREDIT_CAPS = ['per_grant', 'recipient_day', 'staff_day'] as const;
export const CreditCap = z.enum(CREDIT_CAPS);
export type CreditCap = z.infer<typeof CreditCap>;
export const CREDIT_CAP_LABELS: Record<CreditCap, string> = {
  per_grant: 'per-credit limit',
  recipient_day: "customer's daily credit limit",
  staff_day: "staff member's daily credit limit",
};

/** The limits in cents; days are UTC calendar days. */
export interface CreditCapsCents {
  readonly perGrantCents: number;
  readonly perRecipientDayCents: number;
  readonly perStaffDayCents: number;
}

/** POST /finance/site_dollars_credit_requests/{id}/approval: an optional note. */
export const ApproveCreditRequestBody = z.object({
  note: z.string().trim().max(CREDIT_REASON_MAX).optional(),
});
export type ApproveCreditRequestBody = z.infer<typeof ApproveCreditRequestBody>;

/** POST /finance/site_dollars_credit_requests/{id}/rejection: why, always. */
export const RejectCreditRequestBody = z.object({
  reason: reasonText(SITE_DOLLARS_MESSAGES.rejectReasonRequired),
});
export type RejectCreditRequestBody = z.infer<typeof RejectCreditRequestBody>;

export const CREDIT_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const CreditRequestStatus = z.enum(CREDIT_REQUEST_STATUSES);
export type CreditRequestStatus = z.infer<typeof CreditRequestStatus>;

/** One credit request as finance sees it. */
export const CreditRequestRow = z.object({
  request_id: z.string(),
  customer_id: z.string(),
  customer_login: z.string().nullable(),
  amount_cents: PositiveCents,
  reason: z.string(),
  requested_by: z.string(),
  requested_by_login: z.string().nullable(),
  requested_at: z.string(),
  cap: CreditCap,
  status: CreditRequestStatus,
  decided_by: z.string().nullable(),
  decided_by_login: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** The approver's note or the rejection's reason. */
  decision_note: z.string().nullable(),
});
export type CreditRequestRow = z.infer<typeof CreditRequestRow>;

/** GET /finance/site_dollars_credit_requests?status=pending|approved|rejected */
export const CreditRequestsResponse = z.object({ requests: z.array(CreditRequestRow) });
export type CreditRequestsResponse = z.infer<typeof CreditRequestsResponse>;

const At = z.iso.datetime({ offset: true });

/** A credit's reason as recorded. */
const CreditReason = z.string().min(1).max(CREDIT_REASON_MAX);

export const siteDollarEvents = {
  SiteDollarsAdded: defineEvent(
    z.object({
      topUpId: Uuid,
      customerId: Uuid,
      amountCents: PositiveCents,
      /** The processor's id of the card charge. */
      gatewayReference: z.string().min(1).max(200),
      at: At,
    }),
  ),
  SatisfactionCreditGranted: defineEvent(
    z.object({
      creditId: Uuid,
      customerId: Uuid,
      amountCents: PositiveCents,
      reason: CreditReason,
      grantedBy: z.string().min(1),
      at: At,
    }),
  ),
  /**
   * A credit above a cap: recorded with who asked and why, not applied to the balance until a
   * second person in finance approves it.
   */
  SatisfactionCreditRequested: defineEvent(
    z.object({
      requestId: Uuid,
      customerId: Uuid,
      amountCents: PositiveCents,
      reason: CreditReason,
      requestedBy: z.string().min(1),
      cap: CreditCap,
      at: At,
    }),
  ),
  /** A pending credit approved by a second person: now it is on the balance. */
  SatisfactionCreditApproved: defineEvent(
    z.object({
      requestId: Uuid,
      customerId: Uuid,
      amountCents: PositiveCents,
      reason: CreditReason,
      requestedBy: z.string().min(1),
      approvedBy: z.string().min(1),
      note: z.string().max(CREDIT_REASON_MAX).nullable(),
      at: At,
    }),
  ),
  /** A pending credit rejected by a second person, with why: the balance never changes. */
  SatisfactionCreditRejected: defineEvent(
    z.object({
      requestId: Uuid,
      customerId: Uuid,
      amountCents: PositiveCents,
      requestedBy: z.string().min(1),
      rejectedBy: z.string().min(1),
      reason: CreditReason,
      at: At,
    }),
  ),
  MaintenanceFeeCharged: defineEvent(
    z.object({
      feeId: Uuid,
      customerId: Uuid,
      /** The calendar month charged, YYYY-MM (UTC): at most one fee per month. */
      month: z.string().regex(/^\d{4}-\d{2}$/),
      /** $2.00, or what is left when the balance is smaller (never below 0). */
      amountCents: PositiveCents,
      at: At,
    }),
  ),
  /** A purchase paid from the balance: the whole price, never part of it. */
  SiteDollarsSpent: defineEvent(
    z.object({
      spendId: Uuid,
      customerId: Uuid,
      /** The purchase's own id (tip id, sale id, volley or mail charge id): one spend per purchase. */
      purchaseId: z.string().min(1).max(200),
      amountCents: PositiveCents,
      /** What was bought, as the customer's movements list names it. */
      description: z.string().min(1).max(200),
      at: At,
    }),
  ),
  /** A refund of a purchase paid from the balance goes back to the balance. */
  SiteDollarsReturned: defineEvent(
    z.object({
      returnId: Uuid,
      customerId: Uuid,
      spendId: Uuid,
      purchaseId: z.string().min(1).max(200),
      amountCents: PositiveCents,
      reason: z.string().min(1).max(500),
      at: At,
    }),
  ),
  /**
   * A refund of a top-up to the card, asked for and held before the processor is asked: its
   * amount is no longer spendable nor refundable by another request. Followed by
   * `SiteDollarsTopUpReversed` (what the processor refunded) or `SiteDollarsTopUpRefundFailed`
   * (the hold released). Not money moved: the read models ignore it.
   */
  SiteDollarsTopUpRefundRequested: defineEvent(
    z.object({
      reversalId: Uuid,
      customerId: Uuid,
      topUpId: Uuid,
      amountCents: PositiveCents,
      reason: z.string().min(1).max(500),
      at: At,
    }),
  ),
  /** The processor refused a requested top-up refund: nothing moved, the hold is released. */
  SiteDollarsTopUpRefundFailed: defineEvent(
    z.object({
      reversalId: Uuid,
      customerId: Uuid,
      topUpId: Uuid,
      reason: z.string().min(1).max(500),
      at: At,
    }),
  ),
  /**
   * A top-up refunded to the card or charged back: the money leaves the balance. A chargeback
   * is not ours to refuse, so it takes what is left (never below 0) and `debitedCents` says how
   * much that was.
   */
  SiteDollarsTopUpReversed: defineEvent(
    z.object({
      reversalId: Uuid,
      customerId: Uuid,
      topUpId: Uuid,
      kind: z.enum(['refund', 'chargeback']),
      amountCents: PositiveCents,
      debitedCents: NonNegativeCents,
      reason: z.string().min(1).max(500),
      at: At,
    }),
  ),
};
export type SiteDollarEvent = EventsOf<typeof siteDollarEvents>;

export const SITE_DOLLAR_MOVEMENT_KINDS = [
  'top_up',
  'credit',
  'maintenance_fee',
  // site dollars spent
  'purchase',
  'refund',
  'top_up_refund',
  'top_up_chargeback',
] as const;
export const SiteDollarMovementKind = z.enum(SITE_DOLLAR_MOVEMENT_KINDS);
export type SiteDollarMovementKind = z.infer<typeof SiteDollarMovementKind>;
export const SITE_DOLLAR_MOVEMENT_LABELS: Record<SiteDollarMovementKind, string> = {
  top_up: 'Added money',
  credit: 'Satisfaction credit',
  maintenance_fee: 'Account maintenance fee',
  purchase: 'Paid from balance',
  refund: 'Refund to balance',
  top_up_refund: 'Top-up refunded to card',
  top_up_chargeback: 'Top-up charged back',
};

export const SiteDollarMovement = z.object({
  id: z.string(),
  at: z.string(),
  kind: SiteDollarMovementKind,
  /** Positive in, negative out. */
  amount_cents: z.number().int(),
  balance_after_cents: NonNegativeCents,
  /** The credit's reason as staff wrote it; what a purchase bought; null for other movements. */
  reason: z.string().nullable(),
});
export type SiteDollarMovement = z.infer<typeof SiteDollarMovement>;

/** GET /client_api/site_dollars (and a staff view of a customer's). */
export const SiteDollarsResponse = z.object({
  balance_cents: NonNegativeCents,
  /** Whether Add Money is offered (the `add_card_money` flag). */
  add_money_enabled: z.boolean(),
  min_cents: z.number().int(),
  max_cents: z.number().int(),
  movements: z.array(SiteDollarMovement),
});
export type SiteDollarsResponse = z.infer<typeof SiteDollarsResponse>;

/** What a top-up or a credit answers: the command result and the new balance. */
export const SiteDollarsCommandResponse = z.object({
  streamId: z.string(),
  revision: z.number().int(),
  position: z.number().int(),
  balance_cents: NonNegativeCents,
});
export type SiteDollarsCommandResponse = z.infer<typeof SiteDollarsCommandResponse>;

/**
 * What a credit answers: `granted` (on the balance now) or `pending` (above a cap, waiting for
 * finance; `message` says which cap).
 */
export const GrantCreditResponse = SiteDollarsCommandResponse.extend({
  status: z.enum(['granted', 'pending']),
  credit_id: z.string(),
  message: z.string().nullable(),
});
export type GrantCreditResponse = z.infer<typeof GrantCreditResponse>;
