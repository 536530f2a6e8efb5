import { formatCents, parseMoneyText, REVERSAL_MESSAGES, SITE_DOLLARS_MESSAGES, SITE_DOLLARS_TOP_UP_MAX_CENTS, SITE_DOLLARS_TOP_UP_MIN_CENTS, } from '@flirtwire/contracts';
import { DomainError, ValidationError } from '../../shared/errors.js';
import { approveCreditRequest, grantSatisfactionCredit, rejectCreditRequest, } from './credits.decide.js';
import { balanceCovers, evolveSiteDollars, feeMonth, initialSiteDollarsState, maintenanceFeeDue, spendOf, } from './site-dollars.state.js';
import { failTopUpRefund, requestTopUpRefund, reverseTopUp } from './top-up-refunds.decide.js';
export { checkCredit, creditPendingMessage } from './credits.decide.js';
export { balanceCovers, creditDay, dormantBefore, feeMonth, maintenanceFeeDue, spendOf, topUpOf, } from './site-dollars.state.js';
/** A top-up's amount as typed: dollars with up to 2 decimals, $10 to $500. Returns cents. */
export function checkTopUpAmount(amountText) {
    const cents = parseMoneyText(amountText);
    if (cents === null)
        throw new ValidationError({ amount_text: SITE_DOLLARS_MESSAGES.amountFormat });
    if (cents < SITE_DOLLARS_TOP_UP_MIN_CENTS || cents > SITE_DOLLARS_TOP_UP_MAX_CENTS)
        throw new ValidationError({ amount_text: SITE_DOLLARS_MESSAGES.topUpRange });
    return cents;
}
export const siteDollarsDecider = {
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
    initialState: initialSiteDollarsState,
    evolve: evolveSiteDollars,
    decide(command, state) {
        switch (command.type) {
            case 'AddSiteDollars': {
                const amountCents = checkTopUpAmount(command.amountText);
                if (state.recorded.includes(command.topUpId))
                    return [];
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
            case 'GrantSatisfactionCredit':
                return grantSatisfactionCredit(command, state);
            case 'ApproveCreditRequest':
                return approveCreditRequest(command, state);
            case 'RejectCreditRequest':
                return rejectCreditRequest(command, state);
            case 'ChargeMaintenanceFee': {
                const amountCents = maintenanceFeeDue(state, command.at);
                if (amountCents === 0)
                    return [];
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
                if (spendOf(state, command.purchaseId))
                    return [];
                if (!balanceCovers(state, command.amountCents)) {
                    throw new DomainError('insufficient_site_dollars', SITE_DOLLARS_MESSAGES.insufficient, 422);
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
                if (state.recorded.includes(command.returnId))
                    return [];
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
            case 'ReverseTopUp':
                return reverseTopUp(command, state);
            case 'RequestTopUpRefund':
                return requestTopUpRefund(command, state);
            case 'FailTopUpRefund':
                return failTopUpRefund(command, state);
            default: {
                const unexpected = command;
                return unexpected;
            }
        }
    },
};
