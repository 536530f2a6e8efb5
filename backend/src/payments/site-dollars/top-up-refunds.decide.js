import { formatCents, REVERSAL_MESSAGES, SITE_DOLLARS_MESSAGES, } from '@flirtwire/contracts';
import { DomainError, ValidationError } from '../../shared/errors.js';
import { heldCents, topUpOf } from './site-dollars.state.js';
/** A top-up refunded to the card or charged back: the balance gives up what is left of it. */
export function reverseTopUp(command, state) {
    if (state.recorded.includes(command.reversalId))
        return [];
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
    const left = topUp.amountCents -
        topUp.reversedCents -
        (command.kind === 'refund' ? heldCents(state, topUp.topUpId) : 0);
    if (left <= 0)
        throw new DomainError('fully_reversed', REVERSAL_MESSAGES.nothingLeft, 409);
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
        const message = SITE_DOLLARS_MESSAGES.topUpRefundExceedsBalance(formatCents(Math.max(0, state.balanceCents - pending)));
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
/** Holds a refund of a top-up before the processor is asked. */
export function requestTopUpRefund(command, state) {
    // The same id again (a retry with the same key) holds nothing more.
    if (state.topUpRefunds[command.reversalId] || state.recorded.includes(command.reversalId))
        return [];
    const topUp = topUpOf(state, command.topUpId);
    if (!topUp)
        throw new DomainError('charge_not_found', REVERSAL_MESSAGES.chargeNotFound, 404);
    const left = topUp.amountCents - topUp.reversedCents - heldCents(state, topUp.topUpId);
    if (left <= 0)
        throw new DomainError('fully_reversed', REVERSAL_MESSAGES.nothingLeft, 409);
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
/** Releases the hold of a refund the processor refused. */
export function failTopUpRefund(command, state) {
    const hold = state.topUpRefunds[command.reversalId];
    if (hold?.status !== 'requested')
        return [];
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
