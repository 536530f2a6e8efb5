import { describe, expect, it } from '@jest/globals';
import { spec } from '../../test-support/decider-spec.js';
import { checkParentTribute, tipDecider } from './tip.decider.js';
const customerId = '0190a0b0-0000-7000-8000-000000000001';
const creatorId = '0190a0b0-0000-7000-8000-000000000002';
const tipId = '0190a0b0-0000-7000-8000-000000000003';
const sendTip = (amountText, overrides = {}) => ({
    type: 'SendTip',
    tipId,
    customerId,
    creatorId,
    amountText,
    message: 'great call',
    listingId: null,
    fromChat: false,
    blocked: false,
    gatewayReference: null,
    ...overrides,
});
const tipSent = (amountCents) => ({
    type: 'TipSent',
    data: {
        tipId,
        customerId,
        creatorId,
        amountCents,
        platformFeeCents: Math.round(amountCents * 0.3),
        message: 'great call',
        listingId: null,
        fromChat: false,
    },
});
describe('tip decider', () => {
    it('sends a tip in whole dollars or with up to two decimals, as integer cents', () => {
        spec(tipDecider)
            .given([])
            .when(sendTip('5'))
            .then([tipSent(500)]);
        spec(tipDecider)
            .given([])
            .when(sendTip('12.5'))
            .then([tipSent(1250)]);
        spec(tipDecider)
            .given([tipSent(500)])
            .when(sendTip('0012.34'))
            .then([tipSent(1234)]);
    });
    it('accepts the limits of the range: $1 and $1,000', () => {
        spec(tipDecider)
            .given([])
            .when(sendTip('1'))
            .then([tipSent(100)]);
        spec(tipDecider)
            .given([])
            .when(sendTip('1000.00'))
            .then([tipSent(100_000)]);
    });
    it('refuses amounts outside $1 to $1,000 on the amount field', () => {
        for (const text of ['0.99', '1000.01', '0', '5000']) {
            spec(tipDecider)
                .given([])
                .when(sendTip(text))
                .thenThrows({
                status: 400,
                fields: { amount_text: 'Please enter an amount between $1 and $1,000.' },
            });
        }
    });
    it('refuses anything but digits with up to two decimals', () => {
        for (const text of ['1.234', '-5', '1e3', '5.', '.5', 'five', '', '1,000', ' 1 2']) {
            spec(tipDecider)
                .given([])
                .when(sendTip(text))
                .thenThrows({
                status: 400,
                fields: { amount_text: 'Please enter an amount in dollars, with up to 2 decimals.' },
            });
        }
    });
    it('refuses a tip across a block, whoever blocked', () => {
        spec(tipDecider)
            .given([])
            .when(sendTip('5', { blocked: true }))
            .thenThrows({
            code: 'blocked',
            status: 403,
            message: "We're sorry, you are unable to send a tribute to this Flirt because this Flirt blocked you or you blocked this Flirt.",
        });
    });
    it('records the processor reference of the charge', () => {
        spec(tipDecider)
            .given([])
            .when(sendTip('5', { gatewayReference: 'ch_1' }))
            .then([{ ...tipSent(500), data: { ...tipSent(500).data, gatewayReference: 'ch_1' } }]);
    });
    it('refuses a tip to yourself', () => {
        spec(tipDecider)
            .given([])
            .when(sendTip('5', { creatorId: customerId }))
            .thenThrows({ code: 'cannot_tip_yourself', message: "You can't tip yourself", status: 422 });
    });
    it("takes as a tribute's parent only a tip in the pair's stream", () => {
        const state = [tipSent(500)].reduce(tipDecider.evolve, tipDecider.initialState);
        expect(() => {
            checkParentTribute(null, state);
        }).not.toThrow();
        expect(() => {
            checkParentTribute(tipId, state);
        }).not.toThrow();
        expect(() => {
            checkParentTribute(tipId, tipDecider.initialState);
        }).toThrow(expect.objectContaining({
            code: 'parent_tribute_not_found',
            fields: { parent_monetary_tribute_id: expect.any(String) },
        }));
    });
});
