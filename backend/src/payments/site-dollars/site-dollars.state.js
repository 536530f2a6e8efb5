import { DORMANT_MONTHS, MAINTENANCE_FEE_CENTS, } from '@flirtwire/contracts';
export const initialSiteDollarsState = {
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
/** Folds one site-dollars event into the account. */
export function evolveSiteDollars(state, event) {
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
                creditRequests: state.creditRequests.map((r) => r.requestId === event.data.requestId ? { ...r, status: 'approved' } : r),
            };
        case 'SatisfactionCreditRejected':
            return {
                ...state,
                creditRequests: state.creditRequests.map((r) => r.requestId === event.data.requestId ? { ...r, status: 'rejected' } : r),
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
                spends: state.spends.map((spend) => spend.spendId === event.data.spendId
                    ? { ...spend, returnedCents: spend.returnedCents + event.data.amountCents }
                    : spend),
            };
        case 'SiteDollarsTopUpReversed': {
            const held = state.topUpRefunds[event.data.reversalId];
            return {
                ...state,
                balanceCents: state.balanceCents - event.data.debitedCents,
                recorded: [...state.recorded, event.data.reversalId],
                topUps: state.topUps.map((topUp) => topUp.topUpId === event.data.topUpId
                    ? { ...topUp, reversedCents: topUp.reversedCents + event.data.amountCents }
                    : topUp),
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
            if (!held)
                return state;
            return {
                ...state,
                topUpRefunds: {
                    ...state.topUpRefunds,
                    [event.data.reversalId]: { ...held, status: 'failed' },
                },
            };
        }
        default: {
            const unexpected = event;
            return unexpected;
        }
    }
}
/** What pending top-up refunds hold (of one top-up, or of all): neither spendable nor refundable. */
export function heldCents(state, topUpId) {
    return Object.values(state.topUpRefunds)
        .filter((r) => r.status === 'requested' && (topUpId === undefined || r.topUpId === topUpId))
        .reduce((sum, r) => sum + r.amountCents, 0);
}
/** The spend that paid a purchase, if the balance paid it. */
export function spendOf(state, purchaseId) {
    return state.spends.find((spend) => spend.purchaseId === purchaseId) ?? null;
}
/** The top-up by its id or by the processor's charge id (a chargeback names the latter). */
export function topUpOf(state, id) {
    return state.topUps.find((t) => t.topUpId === id || t.gatewayReference === id) ?? null;
}
/**
 * The spending rule: the balance pays when it covers the whole price; otherwise the card pays
 * all of it (no split payments: one purchase, one source, one refund path).
 */
export function balanceCovers(state, amountCents) {
    return amountCents > 0 && state.balanceCents - heldCents(state) >= amountCents;
}
/** The UTC calendar day of an instant: the daily credit caps' key. */
export function creditDay(at) {
    return at.slice(0, 10);
}
/** What staff credited this customer alone on the UTC day of `at` (approved requests excluded). */
export function creditedTodayCents(state, at) {
    const day = creditDay(at);
    return state.credits.filter((c) => c.day === day).reduce((sum, c) => sum + c.amountCents, 0);
}
/** Finance's request as it stands (null when the customer has no such request). */
export function creditRequestOf(state, requestId) {
    return state.creditRequests.find((r) => r.requestId === requestId) ?? null;
}
/** The calendar month (UTC) of an instant: the maintenance fee's once-a-month key. */
export function feeMonth(at) {
    return at.slice(0, 7);
}
/** `at` plus whole calendar months (UTC), clamped to the month's last day. */
function addMonths(at, months) {
    const date = new Date(at);
    const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1, 0, 0, 0, 0));
    const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
    target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
    target.setUTCHours(date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds());
    return target;
}
/**
 * The maintenance fee due at `at` (ToS: $2.00 a month on a positive balance dormant for 12
 * months): 0 unless the balance is positive, the last top-up or credit is at least 12 months
 * old and this month was not charged yet; never more than the balance.
 */
export function maintenanceFeeDue(state, at) {
    if (state.balanceCents <= 0 || state.lastActivityAt === null)
        return 0;
    if (new Date(at) < addMonths(state.lastActivityAt, DORMANT_MONTHS))
        return 0;
    if (state.feeMonths.includes(feeMonth(at)))
        return 0;
    return Math.min(MAINTENANCE_FEE_CENTS, state.balanceCents);
}
/** The earliest last-activity instant that makes an account dormant at `at` (the job's filter). */
export function dormantBefore(at) {
    return addMonths(at, -DORMANT_MONTHS).toISOString();
}
