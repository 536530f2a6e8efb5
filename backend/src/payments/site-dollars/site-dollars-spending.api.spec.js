import { siteDollarsStreamId, } from '@flirtwire/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import { EVENT_STORE } from '../../infrastructure/event-store/event-store.port.js';
import { PAYMENT_GATEWAY } from '../../infrastructure/payments/payment-gateway.port.js';
import { SandboxPaymentGateway } from '../../infrastructure/payments/sandbox/sandbox-payment-gateway.js';
import { publishGoodyBag } from '../../test-support/content.js';
import { grantRole, signInAdmin, signUp } from '../../test-support/identity.js';
import { caughtUp, makeCustomer, makeFlirt, sandboxCharges, siteDollarsOf, streamTypes, } from '../../test-support/money.js';
import { startTestApp } from '../../test-support/test-app.js';
const SERVICE_TOKEN = 'service-token-for-site-dollars-0123456789';
/**
 * Spending site dollars (docs/adr/0108): a balance that covers the whole price pays, otherwise
 * the default card pays all of it; refunds go back to whatever paid; a refunded or charged-back
 * top-up leaves the balance.
 */
describe('spending site dollars', () => {
    let t;
    let store;
    let admin;
    let finance;
    let flirt;
    const addMoney = async (who, amount) => {
        const response = await t.inject({
            method: 'POST',
            url: '/client_api/site_dollars',
            payload: { amount_text: amount },
            headers: who.headers,
        });
        expect(response.statusCode).toBe(201);
    };
    const tip = (who, amount, headers = {}) => t.inject({
        method: 'POST',
        url: '/client_api/bonuses',
        payload: { amount_text: amount, advisor_id: flirt.userId },
        headers: { ...who.headers, ...headers },
    });
    const balance = (who) => siteDollarsOf(t, who);
    const transactions = async (who) => {
        await caughtUp(t);
        const response = await t.inject({
            method: 'GET',
            url: '/client_api/transactions',
            headers: who.headers,
        });
        expect(response.statusCode).toBe(200);
        return response.json();
    };
    const refund = (chargeId, body = {}, headers = {}) => t.inject({
        method: 'POST',
        url: `/finance/charges/${chargeId}/refunds`,
        headers: { ...finance.headers, ...headers },
        payload: { reason: 'Customer asked', ...body },
    });
    const topUpOf = async (who) => {
        const events = await store.readStream(siteDollarsStreamId(who.userId));
        const added = events.find((event) => event.type === 'SiteDollarsAdded');
        return added?.data;
    };
    beforeAll(async () => {
        t = await startTestApp({ env: { SERVICE_API_TOKEN: SERVICE_TOKEN } });
        store = t.app.get(EVENT_STORE);
        admin = await signInAdmin(t);
        flirt = await makeFlirt(t, admin);
        finance = await signUp(t);
        await grantRole(t, admin, finance.userId, 'finance');
    }, 120_000);
    afterAll(async () => {
        await t.close();
    });
    it('pays a tip from a balance that covers it, then from the card when the balance is short', async () => {
        const fan = await makeCustomer(t);
        await addMoney(fan, '20');
        const chargesBefore = sandboxCharges(t).length;
        const fromBalance = await tip(fan, '5');
        expect(fromBalance.statusCode).toBe(201);
        const paid = fromBalance.json();
        expect(paid.paid_from).toBe('site_dollars');
        // No card charge for it; the same TipSent as a card tip, so earnings count it the same.
        expect(sandboxCharges(t)).toHaveLength(chargesBefore);
        const [tipSent] = await store.readStream(paid.streamId);
        expect(tipSent).toMatchObject({
            type: 'TipSent',
            data: { tipId: paid.tipId, amountCents: 500, platformFeeCents: 150 },
        });
        expect(await streamTypes(t, siteDollarsStreamId(fan.userId))).toEqual([
            'SiteDollarsAdded',
            'SiteDollarsSpent',
        ]);
        const view = await balance(fan);
        expect(view.balance_cents).toBe(1500);
        expect(view.movements[0]).toMatchObject({
            kind: 'purchase',
            amount_cents: -500,
            balance_after_cents: 1500,
            reason: 'Tribute',
        });
        // $16 is more than the $15 left: no split, the card pays all of it.
        const fromCard = await tip(fan, '16');
        expect(fromCard.statusCode).toBe(201);
        const carded = fromCard.json();
        expect(carded.paid_from).toBe('card');
        expect(sandboxCharges(t).filter((row) => row.idempotencyKey === carded.tipId)).toMatchObject([
            { status: 'approved', amountCents: 1600 },
        ]);
        expect((await balance(fan)).balance_cents).toBe(1500);
        // The current user's available balance is a customer's site dollars.
        const me = await t.inject({ method: 'GET', url: '/client_api/user', headers: fan.headers });
        expect(me.json().available_balance).toBe(1500);
        // The tips, each with what paid it (the $20 top-up is listed too, as its own channel).
        const list = await transactions(fan);
        expect(list.transactions
            .filter((row) => row.channel === 'tip')
            .map((row) => [row.id, row.amount_cents, row.paid_from])
            .sort()).toEqual([
            [paid.tipId, 500, 'site_dollars'],
            [carded.tipId, 1600, 'card'],
        ].sort());
        expect(list.transactions.filter((row) => row.channel === 'site_dollars')).toMatchObject([
            { amount_cents: 2000, paid_from: 'card' },
        ]);
    });
    it('debits once for a retried tip (same Idempotency-Key), and concurrent tips never overdraw', async () => {
        const fan = await makeCustomer(t);
        await addMoney(fan, '10');
        const key = `key-${uuidv7()}`;
        const first = await tip(fan, '4', { 'idempotency-key': key });
        const again = await tip(fan, '4', { 'idempotency-key': key });
        expect(again.body).toBe(first.body);
        expect((await balance(fan)).balance_cents).toBe(600);
        // Six $2 tips at once against $6: three are paid from the balance, three by the card.
        const responses = await Promise.all(Array.from({ length: 6 }, () => tip(fan, '2')));
        expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
        const sources = responses.map((r) => r.json().paid_from);
        expect(sources.filter((s) => s === 'site_dollars')).toHaveLength(3);
        expect(sources.filter((s) => s === 'card')).toHaveLength(3);
        expect((await balance(fan)).balance_cents).toBe(0);
        await expect(store.verifyStream(siteDollarsStreamId(fan.userId))).resolves.toMatchObject({
            ok: true,
        });
    });
    it('buys a goody bag from the balance', async () => {
        const fan = await makeCustomer(t);
        await addMoney(fan, '20');
        const bagId = await publishGoodyBag(t, flirt);
        const chargesBefore = sandboxCharges(t).length;
        const bought = await t.inject({
            method: 'POST',
            url: `/client_api/goody_bags/${bagId}/purchase`,
            headers: fan.headers,
        });
        expect(bought.statusCode).toBe(201);
        expect(bought.json()).toMatchObject({
            already_purchased: false,
            paid_from: 'site_dollars',
        });
        expect(sandboxCharges(t)).toHaveLength(chargesBefore);
        const view = await balance(fan);
        expect(view.balance_cents).toBe(701);
        expect(view.movements[0]).toMatchObject({ kind: 'purchase', reason: 'Goody bag: Beach day' });
        // Buying again answers with the first purchase and takes nothing more.
        const twice = await t.inject({
            method: 'POST',
            url: `/client_api/goody_bags/${bagId}/purchase`,
            headers: fan.headers,
        });
        expect(twice.json()).toMatchObject({
            already_purchased: true,
            paid_from: null,
        });
        expect((await balance(fan)).balance_cents).toBe(701);
    });
    it('pays paid mail to two Flirts (one request, one key) and a chat volley from the balance, each once', async () => {
        const fan = await makeCustomer(t);
        await addMoney(fan, '10');
        const other = await makeFlirt(t, admin);
        for (const who of [flirt, other]) {
            const priced = await t.inject({
                method: 'PUT',
                url: '/client_api/mail_settings',
                payload: { price_cents: 299 },
                headers: who.headers,
            });
            expect(priced.statusCode).toBeLessThan(300);
        }
        const chargesBefore = sandboxCharges(t).length;
        const mail = () => t.inject({
            method: 'POST',
            url: '/client_api/mail',
            payload: { recipients: [flirt.login, other.login], subject: 'Hi', body: 'Hello both' },
            headers: { ...fan.headers, 'idempotency-key': 'mail-from-balance' },
        });
        const sent = await mail();
        expect(sent.statusCode).toBe(201);
        expect(sent.json()).toMatchObject({ sent: 2, paid_cents: 598, paid_from_balance: true });
        expect((await balance(fan)).balance_cents).toBe(402);
        const again = await mail();
        expect(again.json()).toMatchObject({ sent: 2, paid_cents: 598 });
        expect((await balance(fan)).balance_cents).toBe(402);
        const chat = await t.inject({
            method: 'POST',
            url: `/client_api/chats/${flirt.userId}/messages`,
            payload: { text: 'Hi there' },
            headers: fan.headers,
        });
        expect(chat.statusCode).toBe(201);
        expect(chat.json()).toMatchObject({ message: { amount_cents: 99, paid_by: 'site_dollars' } });
        expect((await balance(fan)).balance_cents).toBe(303);
        expect(sandboxCharges(t)).toHaveLength(chargesBefore);
    });
    it('returns a refunded balance-paid tip to the balance, not the card', async () => {
        const fan = await makeCustomer(t);
        await addMoney(fan, '20');
        const paid = (await tip(fan, '8')).json();
        expect(paid.paid_from).toBe('site_dollars');
        await caughtUp(t);
        const part = await refund(paid.tipId ?? '', { amount_text: '3' });
        expect(part.statusCode).toBe(201);
        expect((await balance(fan)).balance_cents).toBe(1500);
        const rest = await refund(paid.tipId ?? '');
        expect(rest.statusCode).toBe(201);
        const view = await balance(fan);
        expect(view.balance_cents).toBe(2000);
        expect(view.movements[0]).toMatchObject({ kind: 'refund', amount_cents: 500 });
        // The Flirt's side is the usual refund: PaymentRefunded on the charge stream.
        expect(await streamTypes(t, `charge-${paid.tipId ?? ''}`)).toEqual([
            'RefundRequested',
            'PaymentRefunded',
            'RefundRequested',
            'PaymentRefunded',
        ]);
        const [row] = (await transactions(fan)).transactions;
        expect(row).toMatchObject({ refunded_cents: 800, paid_from: 'site_dollars' });
    });
    it('lowers the balance when a top-up is refunded, never below what is left on it', async () => {
        const fan = await makeCustomer(t);
        await addMoney(fan, '20');
        const topUp = await topUpOf(fan);
        await tip(fan, '15');
        await caughtUp(t);
        const tooMuch = await refund(topUp.topUpId);
        expect(tooMuch.statusCode).toBe(400);
        expect(tooMuch.json()).toMatchObject({
            error: {
                fields: {
                    amount_text: "Only $5.00 of this top-up is still on the customer's balance, so at most that can be refunded.",
                },
            },
        });
        const ok = await refund(topUp.topUpId, { amount_text: '5' });
        expect(ok.statusCode).toBe(201);
        const view = await balance(fan);
        expect(view.balance_cents).toBe(0);
        expect(view.movements[0]).toMatchObject({ kind: 'top_up_refund', amount_cents: -500 });
    });
    it.each([
        ['without keys', (_) => ({})],
        ['with distinct keys', (i) => ({ 'idempotency-key': `top-up-race-${i}` })],
    ])('refunds 20 racing $1 top-up refunds %s only from the $5 left, in every book', async (_label, headers) => {
        const fan = await makeCustomer(t);
        await addMoney(fan, '20');
        const topUp = await topUpOf(fan);
        expect((await tip(fan, '15')).statusCode).toBe(201);
        await caughtUp(t);
        const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => refund(topUp.topUpId, { amount_text: '1' }, headers(i))));
        const statuses = responses.map((r) => r.statusCode).sort();
        expect(statuses).toEqual([...Array(5).fill(201), ...Array(15).fill(400)]);
        const gateway = t.app.get(PAYMENT_GATEWAY);
        if (!(gateway instanceof SandboxPaymentGateway))
            throw new Error('tests run on the sandbox');
        const reversed = (await store.readStream(siteDollarsStreamId(fan.userId))).filter((event) => event.type === 'SiteDollarsTopUpReversed');
        const view = await balance(fan);
        expect({
            processor: gateway.refundedCents(topUp.gatewayReference),
            ledger: reversed.reduce((sum, event) => sum + event.data.amountCents, 0),
            balance: view.balance_cents,
            movements: view.movements.filter((m) => m.kind === 'top_up_refund').length,
        }).toEqual({ processor: 500, ledger: 500, balance: 0, movements: 5 });
    });
    it('takes a charged-back top-up off the balance, once per dispute', async () => {
        const fan = await makeCustomer(t);
        await addMoney(fan, '20');
        const topUp = await topUpOf(fan);
        const report = () => t.inject({
            method: 'POST',
            url: '/service_api/chargebacks',
            headers: { 'x-service-token': SERVICE_TOKEN },
            payload: {
                charge_id: topUp.gatewayReference,
                dispute_id: `dp-${topUp.topUpId}`,
                amount_cents: 2000,
                fee_cents: 1500,
                reason: 'Fraudulent',
            },
        });
        expect((await report()).statusCode).toBeLessThan(300);
        expect((await report()).statusCode).toBeLessThan(300);
        const view = await balance(fan);
        expect(view.balance_cents).toBe(0);
        expect(view.movements.filter((m) => m.kind === 'top_up_chargeback')).toHaveLength(1);
    });
});
