import { formatCents, REVERSAL_MESSAGES as M, } from '@flirtwire/contracts';
import { DomainError, ValidationError } from '../../shared/errors.js';
/** What a new refund may still take: paid, minus reversed, minus what pending refunds hold. */
const refundableCents = (charge, state) => charge.amountCents - state.reversedCents - state.pendingCents;
function reversalData(charge, amountCents, reason) {
    return {
        chargeId: charge.chargeId,
        source: charge.source,
        customerId: charge.customerId,
        creatorId: charge.creatorId,
        amountCents,
        originalAmountCents: charge.amountCents,
        originalPaidAt: charge.paidAt,
        reason,
    };
}
function heldBy(state, refundId) {
    const entry = state.refunds[refundId];
    return entry?.status === 'requested' ? entry.amountCents : 0;
}
/**
 * Refunds and chargebacks of one payment: never more than was paid in total. A refund is held
 * on the stream (`RefundRequested`) before the processor is asked, so concurrent refunds are
 * decided against each other under the stream's expected revision, and only then is recorded
 * as what the processor refunded (`PaymentRefunded`) or released (`RefundFailed`). They carry the
 * original amount and payment time, so net earnings drop when the reversal happens while the
 * 1099-K gross and its month never change.
 */
export const chargeDecider = {
    name: 'charge',
    eventTypes: ['RefundRequested', 'PaymentRefunded', 'RefundFailed', 'ChargebackReceived'],
    initialState: { reversedCents: 0, pendingCents: 0, refunds: {}, chargebacks: [] },
    evolve(state, event) {
        switch (event.type) {
            case 'RefundRequested':
                return {
                    ...state,
                    pendingCents: state.pendingCents + event.data.amountCents,
                    refunds: {
                        ...state.refunds,
                        [event.data.refundId]: {
                            status: 'requested',
                            amountCents: event.data.amountCents,
                            reason: event.data.reason,
                        },
                    },
                };
            case 'PaymentRefunded': {
                // Refunds recorded before requests were (no RefundRequested) held nothing.
                const held = heldBy(state, event.data.refundId);
                return {
                    ...state,
                    reversedCents: state.reversedCents + event.data.amountCents,
                    pendingCents: state.pendingCents - held,
                    refunds: {
                        ...state.refunds,
                        [event.data.refundId]: {
                            status: 'refunded',
                            amountCents: event.data.amountCents,
                            reason: event.data.reason,
                        },
                    },
                };
            }
            case 'RefundFailed': {
                const entry = state.refunds[event.data.refundId];
                if (!entry)
                    return state;
                return {
                    ...state,
                    pendingCents: state.pendingCents - heldBy(state, event.data.refundId),
                    refunds: { ...state.refunds, [event.data.refundId]: { ...entry, status: 'failed' } },
                };
            }
            case 'ChargebackReceived':
                return {
                    ...state,
                    reversedCents: state.reversedCents + event.data.amountCents,
                    chargebacks: [
                        ...state.chargebacks,
                        {
                            chargebackId: event.data.chargebackId,
                            amountCents: event.data.amountCents,
                            feeCents: event.data.chargebackFeeCents,
                        },
                    ],
                };
            default: {
                const unexpected = event;
                return unexpected;
            }
        }
    },
    decide(command, state) {
        switch (command.type) {
            case 'RequestRefund': {
                // The same refund id again (a retry with the same key) holds nothing more: the caller
                // resumes it from its status.
                if (state.refunds[command.refundId])
                    return [];
                const refundable = refundableCents(command.charge, state);
                if (refundable <= 0)
                    throw new DomainError('fully_reversed', M.nothingLeft, 409);
                const amountCents = command.amountCents ?? refundable;
                if (amountCents <= 0)
                    throw new ValidationError({ amount_text: M.amountPositive });
                if (amountCents > refundable) {
                    throw new ValidationError({ amount_text: M.tooMuch(formatCents(refundable)) });
                }
                return [
                    {
                        type: 'RefundRequested',
                        data: {
                            refundId: command.refundId,
                            ...reversalData(command.charge, amountCents, command.reason),
                        },
                    },
                ];
            }
            case 'RecordRefund': {
                const entry = state.refunds[command.refundId];
                if (!entry)
                    throw new DomainError('refund_not_requested', M.processorRefused, 409);
                if (entry.status === 'refunded')
                    return [];
                // The processor's answer is the fact: its amount is recorded, even after a refusal
                // recorded earlier (the processor is idempotent by refund id, so that cannot differ).
                return [
                    {
                        type: 'PaymentRefunded',
                        data: {
                            refundId: command.refundId,
                            ...reversalData(command.charge, command.amountCents, entry.reason),
                            processorRefundId: command.processorRefundId,
                        },
                    },
                ];
            }
            case 'FailRefund': {
                if (state.refunds[command.refundId]?.status !== 'requested')
                    return [];
                return [
                    {
                        type: 'RefundFailed',
                        data: {
                            refundId: command.refundId,
                            chargeId: command.chargeId,
                            reason: command.reason,
                        },
                    },
                ];
            }
            case 'ReceiveChargeback': {
                // The processor's decision: checked against what was reversed, not against refunds
                // still pending (a notice of money already taken is never refused for our intent).
                const remaining = command.charge.amountCents - state.reversedCents;
                const earlier = state.chargebacks.find((c) => c.chargebackId === command.chargebackId);
                if (earlier) {
                    // The processor repeating a notice is a no-op; the same dispute with other figures
                    // must not pass silently as a duplicate.
                    if (earlier.amountCents === command.amountCents &&
                        earlier.feeCents === command.feeCents) {
                        return [];
                    }
                    throw new DomainError('chargeback_conflict', M.conflict, 409);
                }
                if (command.amountCents > remaining) {
                    throw new DomainError('chargeback_exceeds_charge', M.tooMuch(formatCents(remaining)), 422, {
                        amount_cents: M.tooMuch(formatCents(remaining)),
                    });
                }
                return [
                    {
                        type: 'ChargebackReceived',
                        data: {
                            chargebackId: command.chargebackId,
                            ...reversalData(command.charge, command.amountCents, command.reason),
                            chargebackFeeCents: command.feeCents,
                        },
                    },
                ];
            }
            default: {
                const unexpected = command;
                return unexpected;
            }
        }
    },
};
