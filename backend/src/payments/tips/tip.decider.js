import { parseMoneyText, platformFee, TIP_MAX_CENTS, TIP_MESSAGES, TIP_MIN_CENTS, } from '@flirtwire/contracts';
import { DomainError, ValidationError } from '../../shared/errors.js';
const initialTipState = { tips: 0, totalCents: 0, tipIds: [] };
/** The tip's own input (amount, not yourself): checked before anyone is looked up. */
export function checkTipInput(command) {
    const amountCents = parseMoneyText(command.amountText);
    if (amountCents === null) {
        throw new ValidationError({ amount_text: TIP_MESSAGES.amountFormat });
    }
    if (amountCents < TIP_MIN_CENTS || amountCents > TIP_MAX_CENTS) {
        throw new ValidationError({ amount_text: TIP_MESSAGES.amountRange });
    }
    if (command.customerId === command.creatorId) {
        throw new DomainError('cannot_tip_yourself', TIP_MESSAGES.tipYourself, 422);
    }
    return amountCents;
}
/**
 * Every rule a tip must pass, against the pair's tip stream: the handler calls it before the
 * card is charged, and the decider again when the tip is recorded. Returns the amount in cents.
 */
export function checkTip(command, _state) {
    const amountCents = checkTipInput(command);
    if (command.blocked)
        throw new DomainError('blocked', TIP_MESSAGES.blocked, 403);
    return amountCents;
}
/**
 * A recurring tribute may name the tip it grew from (`parent_monetary_tribute_id`): it must be
 * one of this customer's tips to this Flirt, i.e. in the pair's tip stream (`state`).
 */
export function checkParentTribute(parentTributeId, state) {
    if (parentTributeId === null || state.tipIds.includes(parentTributeId))
        return;
    throw new DomainError('parent_tribute_not_found', TIP_MESSAGES.parentTribute, 422, {
        parent_monetary_tribute_id: TIP_MESSAGES.parentTribute,
    });
}
export const tipDecider = {
    name: 'tip',
    eventTypes: ['TipSent'],
    initialState: initialTipState,
    // One event type so far; a switch with a `never` check arrives with the second.
    evolve: (state, event) => ({
        tips: state.tips + 1,
        totalCents: state.totalCents + event.data.amountCents,
        tipIds: [...state.tipIds, event.data.tipId],
    }),
    decide(command, state) {
        const amountCents = checkTip(command, state);
        return [
            {
                type: 'TipSent',
                data: {
                    tipId: command.tipId,
                    customerId: command.customerId,
                    creatorId: command.creatorId,
                    amountCents,
                    platformFeeCents: platformFee(amountCents),
                    message: command.message,
                    listingId: command.listingId,
                    fromChat: command.fromChat,
                    ...(command.gatewayReference === null
                        ? {}
                        : { gatewayReference: command.gatewayReference }),
                },
            },
        ];
    },
};
