import { CREDIT_CAP_LABELS, parseMoneyText, SATISFACTION_CREDIT_REQUEST_MAX_CENTS, SITE_DOLLARS_MESSAGES, } from '@flirtwire/contracts';
import { DomainError, ForbiddenError, NotFoundError, ValidationError, } from '../../shared/errors.js';
import { creditedTodayCents, creditRequestOf, } from './site-dollars.state.js';
/**
 * A satisfaction credit's amount and reason: more than 0 and never above $500, with a reason.
 * (Above the per-grant cap, $25 by default as the Terms say, it waits for a second person.)
 */
export function checkCredit(amountText, reason) {
    const cents = parseMoneyText(amountText);
    if (cents === null)
        throw new ValidationError({ amount_text: SITE_DOLLARS_MESSAGES.amountFormat });
    if (cents < 1 || cents > SATISFACTION_CREDIT_REQUEST_MAX_CENTS)
        throw new ValidationError({ amount_text: SITE_DOLLARS_MESSAGES.creditRange });
    if (reason.trim().length === 0)
        throw new ValidationError({ reason: SITE_DOLLARS_MESSAGES.reasonRequired });
    return cents;
}
/**
 * The first cap a credit of `amountCents` would pass, or null when one person may grant it
 * alone: the per-grant cap, then the customer's and the staff member's daily caps. Only credits
 * granted alone count toward the daily caps (an approved request already had a second person).
 */
function creditCapExceeded(state, command, amountCents) {
    if (amountCents > command.caps.perGrantCents)
        return 'per_grant';
    if (creditedTodayCents(state, command.at) + amountCents > command.caps.perRecipientDayCents)
        return 'recipient_day';
    if (command.staffCreditedTodayCents + amountCents > command.caps.perStaffDayCents)
        return 'staff_day';
    return null;
}
/** What staff read when their credit went above `cap` and waits for finance. */
export function creditPendingMessage(cap) {
    return SITE_DOLLARS_MESSAGES.creditPending(CREDIT_CAP_LABELS[cap]);
}
/** Staff never credit themselves, nor decide a credit they asked for or that pays them. */
function checkNotSelf(actorId, customerId, requestedBy) {
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
function pendingRequest(state, command, actorId, decision) {
    const request = creditRequestOf(state, command.requestId);
    if (!request)
        throw new NotFoundError(SITE_DOLLARS_MESSAGES.requestNotFound, 'request_not_found');
    checkNotSelf(actorId, command.customerId, request.requestedBy);
    if (request.status === 'pending')
        return request;
    // The same decision again is a repeat (nothing new); the other one comes too late.
    if (request.status === decision)
        return null;
    throw new DomainError('request_decided', SITE_DOLLARS_MESSAGES.requestDecided(request.status), 409);
}
/** Applies a satisfaction credit within the caps, else records it as a request for finance. */
export function grantSatisfactionCredit(command, state) {
    const amountCents = checkCredit(command.amountText, command.reason);
    checkNotSelf(command.grantedBy, command.customerId, null);
    if (state.recorded.includes(command.creditId))
        return [];
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
/** A second person in finance applies a pending credit. */
export function approveCreditRequest(command, state) {
    const request = pendingRequest(state, command, command.approvedBy, 'approved');
    if (!request)
        return [];
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
/** A second person in finance turns a pending credit down. */
export function rejectCreditRequest(command, state) {
    if (command.reason.trim().length === 0)
        throw new ValidationError({ reason: SITE_DOLLARS_MESSAGES.rejectReasonRequired });
    const request = pendingRequest(state, command, command.rejectedBy, 'rejected');
    if (!request)
        return [];
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
