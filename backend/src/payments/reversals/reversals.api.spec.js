import { chargeStreamId } from '@flirtwire/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CHARGES, CREATOR_BALANCES, EARNINGS_DAYS, } from '@flirtwire/projections';
import { EVENT_STORE } from '../../infrastructure/event-store/event-store.port.js';
import { PAYMENT_GATEWAY, } from '../../infrastructure/payments/payment-gateway.port.js';
import { SandboxPaymentGateway } from '../../infrastructure/payments/sandbox/sandbox-payment-gateway.js';
import { ReadModels } from '../../read-side/read-models.js';
import { grantRole, signInAdmin, signUp } from '../../test-support/identity.js';
import { caughtUp, makeCustomer, makeFlirt, streamTypes } from '../../test-support/money.js';
import { startTestApp } from '../../test-support/test-app.js';
const SERVICE_TOKEN = 'service-token-for-reversals-0123456789';
describe('refunds and chargebacks', () => {
    let t;
    let admin;
    let finance;
    let flirt;
    let fan;
    const tip = async (amount) => {
        const response = await t.inject({
            method: 'POST',
            url: '/client_api/bonuses',
            headers: fan.headers,
            payload: { amount_text: amount, advisor_id: flirt.userId },
        });
        expect(response.statusCode).toBe(201);
        const tipId = response.json().tipId;
        expect(tipId).not.toBeNull();
        await caughtUp(t);
        return tipId ?? '';
    };
    const refund = (who, chargeId, body, extra = {}) => t.inject({
        method: 'POST',
        url: `/finance/charges/${chargeId}/refunds`,
        headers: { ...who.headers, ...extra },
        payload: { reason: 'Customer asked', ...body },
    });
    const detail = async (chargeId) => {
        await caughtUp(t);
        const response = await t.inject({
            method: 'GET',
            url: `/finance/charges/${chargeId}`,
            headers: finance.headers,
        });
        expect(response.statusCode).toBe(200);
        return response.json();
    };
    const chargeback = (body, token = SERVICE_TOKEN) => t.inject({
        method: 'POST',
        url: '/service_api/chargebacks',
        headers: { 'x-service-token': token },
        payload: { reason: 'Fraudulent', ...body },
    });
    const balance = async () => {
        await caughtUp(t);
        return t.app
            .get(ReadModels)
            .collection(CREATOR_BALANCES)
            .findOne({ _id: flirt.userId });
    };
    beforeAll(async () => {
        t = await startTestApp({ env: { SERVICE_API_TOKEN: SERVICE_TOKEN } });
        admin = await signInAdmin(t);
        flirt = await makeFlirt(t, admin);
        fan = await makeCustomer(t);
        finance = await signUp(t);
        await grantRole(t, admin, finance.userId, 'finance');
    }, 120_000);
    afterAll(async () => {
        await t.close();
    });
    it('refunds part, then the rest, never more than paid; net drops, gross stays', async () => {
        const chargeId = await tip('20');
        const before = await balance();
        expect(before).toMatchObject({ grossCents: 2000, reversedCents: 0 });
        const part = await refund(finance, chargeId, { amount_text: '5.50' });
        expect(part.statusCode).toBe(201);
        expect(await detail(chargeId)).toMatchObject({
            amount_cents: 2000,
            refunded_cents: 550,
            remaining_cents: 1450,
            reversals: [{ kind: 'refund', amount_cents: 550, reason: 'Customer asked' }],
        });
        const tooMuch = await refund(finance, chargeId, { amount_text: '14.51' });
        expect(tooMuch.statusCode).toBe(400);
        expect(tooMuch.json()).toMatchObject({
            error: {
                fields: {
                    amount_text: 'The amount cannot be more than the $14.50 still paid on this charge.',
                },
            },
        });
        const badFormat = await refund(finance, chargeId, { amount_text: '1.234' });
        expect(badFormat.statusCode).toBe(400);
        expect(badFormat.json()).toMatchObject({
            error: {
                fields: { amount_text: 'Please enter an amount in dollars, with up to 2 decimals.' },
            },
        });
        expect((await refund(admin, chargeId, {})).statusCode).toBe(201);
        const nothingLeft = await refund(finance, chargeId, {});
        expect(nothingLeft.statusCode).toBe(409);
        expect(nothingLeft.json()).toMatchObject({
            error: { message: 'This charge has been fully refunded or charged back.' },
        });
        expect(await streamTypes(t, chargeStreamId(chargeId))).toEqual([
            'RefundRequested',
            'PaymentRefunded',
            'RefundRequested',
            'PaymentRefunded',
        ]);
        expect((await detail(chargeId)).remaining_cents).toBe(0);
        // Gross (the 1099-K figure) is unchanged; the reversal lowers what the Flirt nets.
        const after = await balance();
        expect(after?.grossCents).toBe(2000);
        expect(after?.reversedCents).toBe(2000);
        expect(after?.availableCents).toBe((before?.availableCents ?? 0) - 2000);
        const days = await t.app
            .get(ReadModels)
            .collection(EARNINGS_DAYS)
            .find({ creatorId: flirt.userId })
            .toArray();
        const sum = (pick) => days.reduce((total, d) => total + Object.values(pick(d) ?? {}).reduce((a, b) => a + b, 0), 0);
        expect(sum((d) => d.gross)).toBe(2000);
        expect(sum((d) => d.reversals)).toBe(2000);
    });
    it('refunds once for a repeated Idempotency-Key', async () => {
        const chargeId = await tip('10');
        const key = { 'idempotency-key': 'refund-once-1' };
        const responses = await Promise.all([
            refund(finance, chargeId, { amount_text: '3' }, key),
            refund(finance, chargeId, { amount_text: '3' }, key),
        ]);
        for (const response of responses)
            expect(response.statusCode).toBe(201);
        expect(await streamTypes(t, chargeStreamId(chargeId))).toEqual([
            'RefundRequested',
            'PaymentRefunded',
        ]);
        expect((await detail(chargeId)).refunded_cents).toBe(300);
    });
    /** The three books of one charge: the processor's, the ledger's and the read models'. */
    const books = async (chargeId) => {
        await caughtUp(t);
        const doc = await t.app
            .get(ReadModels)
            .collection(CHARGES)
            .findOne({ _id: chargeId });
        const gateway = t.app.get(PAYMENT_GATEWAY);
        if (!(gateway instanceof SandboxPaymentGateway))
            throw new Error('tests run on the sandbox');
        const events = await t.app.get(EVENT_STORE).readStream(chargeStreamId(chargeId));
        return {
            processor: gateway.refundedCents(doc?.gatewayReference ?? ''),
            ledger: events
                .filter((event) => event.type === 'PaymentRefunded')
                .reduce((sum, event) => sum + event.data.amountCents, 0),
            refunds: events.filter((event) => event.type === 'PaymentRefunded').length,
            detail: (await detail(chargeId)).refunded_cents,
            earnings: (await balance())?.reversedCents ?? 0,
        };
    };
    it.each([
        ['without keys', (_) => ({})],
        ['with distinct keys', (i) => ({ 'idempotency-key': `race-distinct-${i}` })],
    ])('refunds 20 racing $1 requests %s on a $5 tip exactly up to $5, in every book', async (_label, headers) => {
        const chargeId = await tip('5');
        const earningsBefore = (await balance())?.reversedCents ?? 0;
        const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => refund(finance, chargeId, { amount_text: '1' }, headers(i))));
        const statuses = responses.map((r) => r.statusCode).sort();
        expect(statuses).toEqual([...Array(5).fill(201), ...Array(15).fill(409)]);
        for (const refused of responses.filter((r) => r.statusCode === 409)) {
            expect(refused.json()).toMatchObject({
                error: { message: 'This charge has been fully refunded or charged back.' },
            });
        }
        const figures = await books(chargeId);
        expect({ ...figures, earnings: figures.earnings - earningsBefore }).toEqual({
            processor: 500,
            ledger: 500,
            refunds: 5,
            detail: 500,
            earnings: 500,
        });
    });
    it('refunds 20 racing $1 requests with one key once', async () => {
        const chargeId = await tip('5');
        const key = { 'idempotency-key': 'race-one-key' };
        const responses = await Promise.all(Array.from({ length: 20 }, () => refund(finance, chargeId, { amount_text: '1' }, key)));
        for (const response of responses)
            expect(response.statusCode).toBe(201);
        const figures = await books(chargeId);
        expect({ ...figures, earnings: undefined }).toEqual({
            processor: 100,
            ledger: 100,
            refunds: 1,
            detail: 100,
            earnings: undefined,
        });
    });
    it('resumes a refund the processor made before the app died, once, on the same key', async () => {
        const chargeId = await tip('5');
        const gateway = t.app.get(PAYMENT_GATEWAY);
        const real = gateway.refund.bind(gateway);
        // The processor refunds, then the process dies before the refund is recorded.
        gateway.refund = async (request) => {
            await real(request);
            throw new Error('connection reset');
        };
        const key = { 'idempotency-key': 'refund-crash-1' };
        try {
            expect((await refund(finance, chargeId, { amount_text: '2' }, key)).statusCode).toBe(500);
        }
        finally {
            gateway.refund = real;
        }
        // Held, not recorded: another refund cannot take the held $2 meanwhile.
        expect((await refund(finance, chargeId, { amount_text: '3.01' })).statusCode).toBe(400);
        expect((await refund(finance, chargeId, { amount_text: '2' }, key)).statusCode).toBe(201);
        expect(await books(chargeId)).toMatchObject({
            processor: 200,
            ledger: 200,
            refunds: 1,
            detail: 200,
        });
    });
    it('releases the hold of a refund the processor refuses', async () => {
        const chargeId = await tip('5');
        const gateway = t.app.get(PAYMENT_GATEWAY);
        const real = gateway.refund.bind(gateway);
        gateway.refund = () => Promise.resolve({ status: 'failed', reason: 'processor_down' });
        try {
            const refused = await refund(finance, chargeId, {});
            expect(refused.statusCode).toBe(422);
            expect(refused.json()).toMatchObject({
                error: { message: 'The payment processor refused the refund. Please try again later.' },
            });
        }
        finally {
            gateway.refund = real;
        }
        expect((await refund(finance, chargeId, {})).statusCode).toBe(201);
        expect(await streamTypes(t, chargeStreamId(chargeId))).toEqual([
            'RefundRequested',
            'RefundFailed',
            'RefundRequested',
            'PaymentRefunded',
        ]);
        expect(await books(chargeId)).toMatchObject({ processor: 500, ledger: 500, detail: 500 });
    });
    it('lets only finance and admins refund or read a charge', async () => {
        const chargeId = await tip('4');
        for (const who of [fan, flirt]) {
            expect((await refund(who, chargeId, {})).statusCode).toBe(403);
            const read = await t.inject({
                method: 'GET',
                url: `/finance/charges/${chargeId}`,
                headers: who.headers,
            });
            expect(read.statusCode).toBe(403);
        }
        const unknown = await refund(finance, 'no-such-charge', {});
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toMatchObject({ error: { message: 'Charge not found.' } });
        expect(await streamTypes(t, chargeStreamId(chargeId))).toEqual([]);
    });
    it('records a chargeback from the processor once, by our id or its reference', async () => {
        const chargeId = await tip('30');
        const doc = await t.app
            .get(ReadModels)
            .collection(CHARGES)
            .findOne({ _id: chargeId });
        const reference = doc?.gatewayReference;
        expect(reference).toEqual(expect.any(String));
        expect((await chargeback({ charge_id: chargeId, dispute_id: 'dp_1', amount_cents: 3000 }, 'wrong'))
            .statusCode).toBe(401);
        const over = await chargeback({ charge_id: chargeId, dispute_id: 'dp_1', amount_cents: 3001 });
        expect(over.statusCode).toBe(422);
        const body = { charge_id: reference, dispute_id: 'dp_1', amount_cents: 3000, fee_cents: 1500 };
        expect((await chargeback(body)).statusCode).toBe(201);
        expect((await chargeback(body)).statusCode).toBe(201);
        expect(await streamTypes(t, chargeStreamId(chargeId))).toEqual(['ChargebackReceived']);
        const otherFigures = await chargeback({ ...body, amount_cents: 2000 });
        expect(otherFigures.statusCode).toBe(409);
        expect(otherFigures.json()).toMatchObject({
            error: {
                code: 'chargeback_conflict',
                message: 'This chargeback was already reported with other details.',
            },
        });
        expect(await detail(chargeId)).toMatchObject({ charged_back_cents: 3000, remaining_cents: 0 });
        const unknown = await chargeback({
            charge_id: 'ch_unknown',
            dispute_id: 'dp_2',
            amount_cents: 1,
        });
        expect(unknown.statusCode).toBe(404);
    });
});
