import {
  CREDIT_CAP_LABELS,
  type CreditCap,
  type CreditCapsCents,
  type CreditRequestStatus,
  DORMANT_MONTHS,
  formatCents,
  MAINTENANCE_FEE_CENTS,
  parseMoneyText,
  REVERSAL_MESSAGES,
  SATISFACTION_CREDIT_REQUEST_MAX_CENTS,
  SITE_DOLLARS_MESSAGES,
  SITE_DOLLARS_TOP_UP_MAX_CENTS,
  SITE_DOLLARS_TOP_UP_MIN_CENTS,
  type SiteDollarEvent,
} from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import {
  DomainError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../shared/errors.js';

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

export interface TopUpState {
  readonly topUpId: string;
  readonly amountCents: number;
  readonly gatewayReference: string;
  readonly reversedCents: number;
}

export interface SpendState {
  readonly spendId: string;
  readonly purchaseId: string;
  readonly amountCents: number;
  readonly returnedCents: number;
}

/** A top-up refund by its id: held until the processor answers, then reversed or failed. */
interface TopUpRefundState {
  readonly topUpId: string;
  readonly amountCents: number;
  readonly reason: string;
  readonly status: 'requested' | 'reversed' | 'failed';
}

/** A credit one member of staff applied alone: what the daily caps count. */
interface CreditState {
  readonly creditId: string;
  readonly amountCents: number;
  readonly grantedBy: string;
  /** The UTC day (YYYY-MM-DD) it was applied. */
  readonly day: string;
}

interface CreditRequestState {
  readonly requestId: string;
  readonly amountCents: number;
  readonly reason: string;
  readonly requestedBy: string;
  readonly status: CreditRequestStatus;
}

export interface SiteDollarsState {
  readonly balanceCents: number;
  /** The last top-up, credit or spend: a fee is never activity, so it cannot keep an account awake. */
  readonly lastActivityAt: string | null;
  /** Months (YYYY-MM) already charged the maintenance fee. */
  readonly feeMonths: readonly string[];
  /** Top-ups, credits, returns and reversals recorded, so a repeated one is recorded once. */
  readonly recorded: readonly string[];
  readonly topUps: readonly TopUpState[];
  readonly spends: readonly SpendState[];
  readonly topUpRefunds: Readonly<Record<string, TopUpRefundState>>;
  readonly credits: readonly CreditState[];
  readonly creditRequests: readonly CreditRequestState[];
}

const initialState: SiteDollarsState = {
  balanceCents: 0,
  lastActivityAt: null,
  feeMonths: [],
  recorded: [],
  topUps: [],
  spends: [],
  topUpRefunds: {},
  credits: [],
  creditRequests: [],
};

/** What pending top-up refunds hold (of one top-up, or of all): neither spendable nor refundable. */
function heldCents(state: SiteDollarsState, topUpId?: string): number {
  return Object.values(state.topUpRefunds)
    .filter((r) => r.status === 'requested' && (topUpId === undefined || r.topUpId === topUpId))
    .reduce((sum, r) => sum + r.amountCents, 0);
}

/** The spend that paid a purchase, if the balance paid it. */
export function spendOf(state: SiteDollarsState, purchaseId: string): SpendState | null {
  return state.spends.find((spend) => spend.purchaseId === purchaseId) ?? null;
}

/** The top-up by its id or by the processor's charge id (a chargeback names the latter). */
export function topUpOf(state: SiteDollarsState, id: string): TopUpState | null {
  return state.topUps.find((t) => t.topUpId === id || t.gatewayReference === id) ?? null;
}

/**
 * The spending rule: the balance pays when it covers the whole price; otherwise the card pays
 * all of it (no split payments: one purchase, one source, one refund path).
 */
export function balanceCovers(state: SiteDollarsState, amountCents: number): boolean {
  return amountCents > 0 && state.balanceCents - heldCents(state) >= amountCents;
}

/** A top-up's amount as typed: dollars with up to 2 decimals, $10 to $500. Returns cents. */
export function checkTopUpAmount(amountText: string): number {
  const cents = parseMoneyText(amountText);
  if (cents === null)
    throw new ValidationError({ amount_text: SITE_DOLLARS_MESSAGES.amountFormat });
  if (cents < SITE_DOLLARS_TOP_UP_MIN_CENTS || cents > SITE_DOLLARS_TOP_UP_MAX_CENTS)
    throw new ValidationError({ amount_text: SITE_DOLLARS_MESSAGES.topUpRange });
  return cents;
}

/**
 * A satisfaction credit's amount and reason: more than 0 and never above $500, with a reason.
 * (Above the per-grant cap, $25 by default as the Terms say, it waits for a second person.)
 */
export function checkCredit(amountText: string, reason: string): number {
  const cents = parseMoneyText(amountText);
  if (cents === null)
    throw new ValidationError({ amount_text: SITE_DOLLARS_MESSAGES.amountFormat });
  if (cents < 1 || cents > SATISFACTION_CREDIT_REQUEST_MAX_CENTS)
    throw new ValidationError({ amount_text: SITE_DOLLARS_MESSAGES.creditRange });
  if (reason.trim().length === 0)
    throw new ValidationError({ reason: SITE_DOLLARS_MESSAGES.reasonRequired });
  return cents;
}

/** The UTC calendar day of an instant: the daily credit caps' key. */
export function creditDay(at: string): string {
  return at.slice(0, 10);
}

/** What staff credited this customer alone on the UTC day of `at` (approved requests excluded). */
function creditedTodayCents(state: SiteDollarsState, at: string): number {
  const day = creditDay(at);
  return state.credits.filter((c) => c.day === day).reduce((sum, c) => sum + c.amountCents, 0);
}

/**
 * The first cap a credit of `amountCents` would pass, or null when one person may grant it
 * alone: the per-grant cap, then the customer's and the staff member's daily caps. Only credits
 * granted alone count toward the daily caps (an approved request already had a second person).
 */
function creditCapExceeded(
  state: SiteDollarsState,
  command: Pick<GrantSatisfactionCredit, 'at' | 'caps' | 'staffCreditedTodayCents'>,
  amountCents: number,
): CreditCap | null {
  if (amountCents > command.caps.perGrantCents) return 'per_grant';
  if (creditedTodayCents(state, command.at) + amountCents > command.caps.perRecipientDayCents)
    return 'recipient_day';
  if (command.staffCreditedTodayCents + amountCents > command.caps.perStaffDayCents)
    return 'staff_day';
  return null;
}

/** What staff read when their credit went above `cap` and waits for finance. */
export function creditPendingMessage(cap: CreditCap): string {
  return SITE_DOLLARS_MESSAGES.creditPending(CREDIT_CAP_LABELS[cap]);
}

/** Staff never credit themselves, nor decide a credit they asked for or that pays them. */
function checkNotSelf(actorId: string, customerId: string, requestedBy: string | null): void {
  if (requestedBy === null && actorId === customerId)
    throw new ForbiddenError(SITE_DOLLARS_MESSAGES.selfCredit, 'self_credit');
  if (requestedBy !== null && actorId === requestedBy)
    throw new ForbiddenError(SITE_DOLLARS_MESSAGES.selfApproval, 'self_approval');
  if (requestedBy !== null && actorId === customerId)
    throw new ForbiddenError(SITE_DOLLARS_MESSAGES.recipientApproval, 'self_approval');
}

/**
 * The pending request a decision is about: 404 when the customer has no such request, 403 when
 * the decider asked for it or is its recipient, null when the same decision was made already.
 */
function pendingRequest(
  state: SiteDollarsState,
  command: { readonly requestId: string; readonly customerId: string },
  actorId: string,
  decision: CreditRequestStatus,
): CreditRequestState | null {
  const request = creditRequestOf(state, command.requestId);
  if (!request) throw new NotFoundError(SITE_DOLLARS_MESSAGES.requestNotFound, 'request_not_found');
  checkNotSelf(actorId, command.customerId, request.requestedBy);
  if (request.status === 'pending') return request;
  // The same decision again is a repeat (nothing new); the other one comes too late.
  if (request.status === decision) return null;
  throw new DomainError(
    'request_decided',
    SITE_DOLLARS_MESSAGES.requestDecided(request.status),
    409,
  );
}

/** Finance's request as it stands (null when the customer has no such request). */
function creditRequestOf(state: SiteDollarsState, requestId: string): CreditRequestState | null {
  return state.creditRequests.find((r) => r.requestId === requestId) ?? null;
}

/** The calendar month (UTC) of an instant: the maintenance fee's once-a-month key. */
export function feeMonth(at: string): string {
  return at.slice(0, 7);
}

/** `at` plus whole calendar months (UTC), clamped to the month's last day. */
function addMonths(at: string, months: number): Date {
  const date = new Date(at);
  const target = new Date(
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1, 0, 0, 0, 0),
  );
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  target.setUTCHours(
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  );
  return target;
}

/**
 * The maintenance fee due at `at` (ToS: $2.00 a month on a positive balance dormant for 12
 * months): 0 unless the balance is positive, the last top-up or credit is at least 12 months
 * old and this month was not charged yet; never more than the balance.
 */
export function maintenanceFeeDue(state: SiteDollarsState, at: string): number {
  if (state.balanceCents <= 0 || state.lastActivityAt === null) return 0;
  if (new Date(at) < addMonths(state.lastActivityAt, DORMANT_MONTHS)) return 0;
  if (state.feeMonths.includes(feeMonth(at))) return 0;
  return Math.min(MAINTENANCE_FEE_CENTS, state.balanceCents);
}

/** The earliest last-activity instant that makes an account dormant at `at` (the job's filter). */
export function dormantBefore(at: string): string {
  return addMonths(at, -DORMANT_MONTHS).toISOString();
}

export const siteDollarsDecider: Decider<SiteDollarsState, SiteDollarsCommand, SiteDollarEvent> = {
  name: 'site-dollars',
  eventTypes: [
    'SiteDollarsAdded',
    'SatisfactionCreditGranted',
    'SatisfactionCreditRequested',
    'SatisfactionCreditApproved',
    'SatisfactionCreditRejected',
    'MaintenanceFeeCharged',
    'SiteDollarsSpent',
    'SiteDollarsReturned',
    'SiteDollarsTopUpReversed',
    'SiteDollarsTopUpRefundRequested',
    'SiteDollarsTopUpRefundFailed',
  ],
  initialState,
  evolve(state, event) {
    switch (event.type) {
      case 'SiteDollarsAdded':
        return {
          ...state,
          balanceCents: state.balanceCents + event.data.amountCents,
          lastActivityAt: event.data.at,
          recorded: [...state.recorded, event.data.topUpId],
          topUps: [
            ...state.topUps,
            {
              topUpId: event.data.topUpId,
              amountCents: event.data.amountCents,
              gatewayReference: event.data.gatewayReference,
              reversedCents: 0,
            },
          ],
        };
      case 'SatisfactionCreditGranted':
        return {
          ...state,
          balanceCents: state.balanceCents + event.data.amountCents,
          lastActivityAt: event.data.at,
          recorded: [...state.recorded, event.data.creditId],
          credits: [
            ...state.credits,
            {
              creditId: event.data.creditId,
              amountCents: event.data.amountCents,
              grantedBy: event.data.grantedBy,
              day: creditDay(event.data.at),
            },
          ],
        };
      case 'SatisfactionCreditRequested':
        return {
          ...state,
          recorded: [...state.recorded, event.data.requestId],
          creditRequests: [
            ...state.creditRequests,
            {
              requestId: event.data.requestId,
              amountCents: event.data.amountCents,
              reason: event.data.reason,
              requestedBy: event.data.requestedBy,
              status: 'pending',
            },
          ],
        };
      case 'SatisfactionCreditApproved':
        return {
          ...state,
          balanceCents: state.balanceCents + event.data.amountCents,
          lastActivityAt: event.data.at,
          creditRequests: state.creditRequests.map((r) =>
            r.requestId === event.data.requestId ? { ...r, status: 'approved' } : r,
          ),
        };
      case 'SatisfactionCreditRejected':
        return {
          ...state,
          creditRequests: state.creditRequests.map((r) =>
            r.requestId === event.data.requestId ? { ...r, status: 'rejected' } : r,
          ),
        };
      case 'MaintenanceFeeCharged':
        return {
          ...state,
          balanceCents: state.balanceCents - event.data.amountCents,
          feeMonths: [...state.feeMonths, event.data.month],
        };
      case 'SiteDollarsSpent':
        return {
          ...state,
          balanceCents: state.balanceCents - event.data.amountCents,
          lastActivityAt: event.data.at,
          spends: [
            ...state.spends,
            {
              spendId: event.data.spendId,
              purchaseId: event.data.purchaseId,
              amountCents: event.data.amountCents,
              returnedCents: 0,
            },
          ],
        };
      case 'SiteDollarsReturned':
        return {
          ...state,
          balanceCents: state.balanceCents + event.data.amountCents,
          recorded: [...state.recorded, event.data.returnId],
          spends: state.spends.map((spend) =>
            spend.spendId === event.data.spendId
              ? { ...spend, returnedCents: spend.returnedCents + event.data.amountCents }
              : spend,
          ),
        };
      case 'SiteDollarsTopUpReversed': {
        const held = state.topUpRefunds[event.data.reversalId];
        return {
          ...state,
          balanceCents: state.balanceCents - event.data.debitedCents,
          recorded: [...state.recorded, event.data.reversalId],
          topUps: state.topUps.map((topUp) =>
            topUp.topUpId === event.data.topUpId
              ? { ...topUp, reversedCents: topUp.reversedCents + event.data.amountCents }
              : topUp,
          ),
          topUpRefunds: held
            ? {
                ...state.topUpRefunds,
                [event.data.reversalId]: {
                  ...held,
                  amountCents: event.data.amountCents,
                  status: 'reversed',
                },
              }
            : state.topUpRefunds,
        };
      }
      case 'SiteDollarsTopUpRefundRequested':
        return {
          ...state,
          topUpRefunds: {
            ...state.topUpRefunds,
            [event.data.reversalId]: {
              topUpId: event.data.topUpId,
              amountCents: event.data.amountCents,
              reason: event.data.reason,
              status: 'requested',
            },
          },
        };
      case 'SiteDollarsTopUpRefundFailed': {
        const held = state.topUpRefunds[event.data.reversalId];
        if (!held) return state;
        return {
          ...state,
          topUpRefunds: {
            ...state.topUpRefunds,
            [event.data.reversalId]: { ...held, status: 'failed' },
          },
        };
      }
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'AddSiteDollars': {
        const amountCents = checkTopUpAmount(command.amountText);
        if (state.recorded.includes(command.topUpId)) return [];
        return [
          {
            type: 'SiteDollarsAdded',
            data: {
              topUpId: command.topUpId,
              customerId: command.customerId,
              amountCents,
              gatewayReference: command.gatewayReference,
              at: command.at,
            },
          },
        ];
      }
      case 'GrantSatisfactionCredit': {
        const amountCents = checkCredit(command.amountText, command.reason);
        checkNotSelf(command.grantedBy, command.customerId, null);
        if (state.recorded.includes(command.creditId)) return [];
        const cap = creditCapExceeded(state, command, amountCents);
        if (cap !== null) {
          return [
            {
              type: 'SatisfactionCreditRequested',
              data: {
                requestId: command.creditId,
                customerId: command.customerId,
                amountCents,
                reason: command.reason.trim(),
                requestedBy: command.grantedBy,
                cap,
                at: command.at,
              },
            },
          ];
        }
        return [
          {
            type: 'SatisfactionCreditGranted',
            data: {
              creditId: command.creditId,
              customerId: command.customerId,
              amountCents,
              reason: command.reason.trim(),
              grantedBy: command.grantedBy,
              at: command.at,
            },
          },
        ];
      }
      case 'ApproveCreditRequest': {
        const request = pendingRequest(state, command, command.approvedBy, 'approved');
        if (!request) return [];
        return [
          {
            type: 'SatisfactionCreditApproved',
            data: {
              requestId: request.requestId,
              customerId: command.customerId,
              amountCents: request.amountCents,
              reason: request.reason,
              requestedBy: request.requestedBy,
              approvedBy: command.approvedBy,
              note: command.note?.trim() ? command.note.trim() : null,
              at: command.at,
            },
          },
        ];
      }
      case 'RejectCreditRequest': {
        if (command.reason.trim().length === 0)
          throw new ValidationError({ reason: SITE_DOLLARS_MESSAGES.rejectReasonRequired });
        const request = pendingRequest(state, command, command.rejectedBy, 'rejected');
        if (!request) return [];
        return [
          {
            type: 'SatisfactionCreditRejected',
            data: {
              requestId: request.requestId,
              customerId: command.customerId,
              amountCents: request.amountCents,
              requestedBy: request.requestedBy,
              rejectedBy: command.rejectedBy,
              reason: command.reason.trim(),
              at: command.at,
            },
          },
        ];
      }
      case 'ChargeMaintenanceFee': {
        const amountCents = maintenanceFeeDue(state, command.at);
        if (amountCents === 0) return [];
        return [
          {
            type: 'MaintenanceFeeCharged',
            data: {
              feeId: command.feeId,
              customerId: command.customerId,
              month: feeMonth(command.at),
              amountCents,
              at: command.at,
            },
          },
        ];
      }
      case 'SpendSiteDollars': {
        if (spendOf(state, command.purchaseId)) return [];
        if (!balanceCovers(state, command.amountCents)) {
          throw new DomainError(
            'insufficient_site_dollars',
            SITE_DOLLARS_MESSAGES.insufficient,
            422,
          );
        }
        return [
          {
            type: 'SiteDollarsSpent',
            data: {
              spendId: command.spendId,
              customerId: command.customerId,
              purchaseId: command.purchaseId,
              amountCents: command.amountCents,
              description: command.description,
              at: command.at,
            },
          },
        ];
      }
      case 'ReturnSiteDollars': {
        if (state.recorded.includes(command.returnId)) return [];
        const spend = spendOf(state, command.purchaseId);
        if (!spend) {
          throw new DomainError('not_paid_from_balance', SITE_DOLLARS_MESSAGES.insufficient, 409);
        }
        const left = spend.amountCents - spend.returnedCents;
        if (command.amountCents <= 0 || command.amountCents > left) {
          throw new ValidationError({
            amount_text: REVERSAL_MESSAGES.tooMuch(formatCents(Math.max(left, 0))),
          });
        }
        return [
          {
            type: 'SiteDollarsReturned',
            data: {
              returnId: command.returnId,
              customerId: command.customerId,
              spendId: spend.spendId,
              purchaseId: spend.purchaseId,
              amountCents: command.amountCents,
              reason: command.reason,
              at: command.at,
            },
          },
        ];
      }
      case 'ReverseTopUp': {
        if (state.recorded.includes(command.reversalId)) return [];
        const topUp = topUpOf(state, command.topUpId);
        if (!topUp)
          throw new DomainError('charge_not_found', REVERSAL_MESSAGES.chargeNotFound, 404);
        const hold = state.topUpRefunds[command.reversalId];
        if (hold && command.kind === 'refund') {
          // A held refund the processor answered: its answer is the fact, recorded as it is
          // (the hold already kept it within the top-up and the balance).
          const amountCents = command.amountCents ?? hold.amountCents;
          return [
            {
              type: 'SiteDollarsTopUpReversed',
              data: {
                reversalId: command.reversalId,
                customerId: command.customerId,
                topUpId: topUp.topUpId,
                kind: 'refund',
                amountCents,
                debitedCents: Math.max(0, Math.min(amountCents, state.balanceCents)),
                reason: hold.reason,
                at: command.at,
              },
            },
          ];
        }
        // A chargeback is the processor's decision and is not held back by our pending
        // refunds; a refund without a hold is decided against them.
        const pending = command.kind === 'refund' ? heldCents(state) : 0;
        const left =
          topUp.amountCents -
          topUp.reversedCents -
          (command.kind === 'refund' ? heldCents(state, topUp.topUpId) : 0);
        if (left <= 0) throw new DomainError('fully_reversed', REVERSAL_MESSAGES.nothingLeft, 409);
        const amountCents = command.amountCents ?? left;
        if (amountCents <= 0) {
          throw new ValidationError({ amount_text: REVERSAL_MESSAGES.amountPositive });
        }
        if (amountCents > left) {
          throw new ValidationError({
            amount_text: REVERSAL_MESSAGES.tooMuch(formatCents(left)),
          });
        }
        // A refund gives card money back only for money still on the balance (else the
        // customer would keep what they spent and get it back too); a chargeback is the
        // processor's decision, so it takes what is left and never goes below 0.
        if (command.kind === 'refund' && amountCents > state.balanceCents - pending) {
          const message = SITE_DOLLARS_MESSAGES.topUpRefundExceedsBalance(
            formatCents(Math.max(0, state.balanceCents - pending)),
          );
          throw new ValidationError({ amount_text: message }, message);
        }
        return [
          {
            type: 'SiteDollarsTopUpReversed',
            data: {
              reversalId: command.reversalId,
              customerId: command.customerId,
              topUpId: topUp.topUpId,
              kind: command.kind,
              amountCents,
              debitedCents: Math.min(amountCents, state.balanceCents),
              reason: command.reason,
              at: command.at,
            },
          },
        ];
      }
      case 'RequestTopUpRefund': {
        // The same id again (a retry with the same key) holds nothing more.
        if (state.topUpRefunds[command.reversalId] || state.recorded.includes(command.reversalId))
          return [];
        const topUp = topUpOf(state, command.topUpId);
        if (!topUp)
          throw new DomainError('charge_not_found', REVERSAL_MESSAGES.chargeNotFound, 404);
        const left = topUp.amountCents - topUp.reversedCents - heldCents(state, topUp.topUpId);
        if (left <= 0) throw new DomainError('fully_reversed', REVERSAL_MESSAGES.nothingLeft, 409);
        const amountCents = command.amountCents ?? left;
        if (amountCents <= 0) {
          throw new ValidationError({ amount_text: REVERSAL_MESSAGES.amountPositive });
        }
        if (amountCents > left) {
          throw new ValidationError({ amount_text: REVERSAL_MESSAGES.tooMuch(formatCents(left)) });
        }
        // Card money goes back only for money still on the balance and not held by another
        // refund (else the customer would keep what they spent and get it back too).
        const spendable = Math.max(0, state.balanceCents - heldCents(state));
        if (amountCents > spendable) {
          const message = SITE_DOLLARS_MESSAGES.topUpRefundExceedsBalance(formatCents(spendable));
          throw new ValidationError({ amount_text: message }, message);
        }
        return [
          {
            type: 'SiteDollarsTopUpRefundRequested',
            data: {
              reversalId: command.reversalId,
              customerId: command.customerId,
              topUpId: topUp.topUpId,
              amountCents,
              reason: command.reason,
              at: command.at,
            },
          },
        ];
      }
      case 'FailTopUpRefund': {
        const hold = state.topUpRefunds[command.reversalId];
        if (hold?.status !== 'requested') return [];
        return [
          {
            type: 'SiteDollarsTopUpRefundFailed',
            data: {
              reversalId: command.reversalId,
              customerId: command.customerId,
              topUpId: hold.topUpId,
              reason: command.reason,
              at: command.at,
            },
          },
        ];
      }
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
