import { siteDollarsStreamId } from '@flirtwire/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import { EVENT_STORE } from '../../infrastructure/event-store/event-store.port.js';
import { SANDBOX_TEST_CARDS } from '../../infrastructure/payments/sandbox/sandbox-test-cards.js';
import { grantRole, signInAdmin, signUp } from '../../test-support/identity.js';
import { FLAGS_WITHOUT_PACKAGES, makeCustomer, runJob, sandboxCharges, siteDollarsOf, streamTypes, } from '../../test-support/money.js';
import { startTestApp } from '../../test-support/test-app.js';
import { MAINTENANCE_FEE_JOB } from './maintenance-fee.job.js';
describe('site dollars API', () => {
    let t;
    let admin;
    let customer;
    const addMoney = (who, body, headers = {}) => t.inject({
        method: 'POST',
        url: '/client_api/site_dollars',
        payload: body,
        headers: { ...who.headers, ...headers },
    });
    const credit = (staff, customerId, body) => t.inject({
        method: 'POST',
        url: `/client_api/admin/users/${customerId}/site_dollars_credits`,
        payload: body,
        headers: staff.headers,
    });
    const balance = (who) => siteDollarsOf(t, who);
    beforeAll(async () => {
        t = await startTestApp();
        admin = await signInAdmin(t);
        customer = await makeCustomer(t);
    }, 120_000);
    afterAll(async () => {
        await t.close();
    });
    it('adds money by the default card under the top-up id and shows the balance and the movement', async () => {
        const response = await addMoney(customer, { amount_text: '20' });
        expect(response.statusCode).toBe(201);
        expect(response.json()).toMatchObject({
            streamId: siteDollarsStreamId(customer.userId),
            balance_cents: 2000,
        });
        const [event] = await t.app
            .get(EVENT_STORE)
            .readStream(siteDollarsStreamId(customer.userId));
        const topUpId = (event?.data).topUpId;
        const charges = sandboxCharges(t).filter((row) => row.idempotencyKey === topUpId);
        expect(charges).toMatchObject([{ status: 'approved', amountCents: 2000 }]);
        const view = await balance(customer);
        expect(view).toMatchObject({
            balance_cents: 2000,
            add_money_enabled: true,
            movements: [{ kind: 'top_up', amount_cents: 2000, balance_after_cents: 2000, reason: null }],
        });
    });
    it('refuses bad amounts with the field and message, charging nothing', async () => {
        const before = sandboxCharges(t).length;
        const cases = [
            ['20.999', 'Please enter an amount in dollars, with up to 2 decimals.'],
            [20, 'Please enter an amount in dollars, with up to 2 decimals.'],
            ['9.99', 'Please enter an amount between $10 and $500.'],
            ['500.01', 'Please enter an amount between $10 and $500.'],
        ];
        for (const [amount, message] of cases) {
            const response = await addMoney(customer, { amount_text: amount });
            expect(response.statusCode).toBe(400);
            expect(response.json()).toMatchObject({
                error: { code: 'validation_failed', fields: { amount_text: message } },
            });
        }
        expect(sandboxCharges(t)).toHaveLength(before);
    });
    it('needs a card on file, and records nothing when the card is declined', async () => {
        const cardless = await signUp(t);
        const noCard = await addMoney(cardless, { amount_text: '20' });
        expect(noCard.statusCode).toBe(400);
        expect(noCard.json()).toMatchObject({
            error: { fields: { card: 'You must have a credit card on file to add money.' } },
        });
        const declined = await makeCustomer(t, SANDBOX_TEST_CARDS.declineOnCharge);
        const response = await addMoney(declined, { amount_text: '20' });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({
            error: { code: 'card_declined', message: 'Your card was declined. Please try another card.' },
        });
        expect(await streamTypes(t, siteDollarsStreamId(declined.userId))).toEqual([]);
    });
    it('charges and records once for a repeated Idempotency-Key', async () => {
        const fan = await makeCustomer(t);
        const key = `key-${uuidv7()}`;
        const responses = await Promise.all(Array.from({ length: 3 }, () => addMoney(fan, { amount_text: '15' }, { 'idempotency-key': key })));
        expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([201]));
        expect(await streamTypes(t, siteDollarsStreamId(fan.userId))).toEqual(['SiteDollarsAdded']);
        expect((await balance(fan)).balance_cents).toBe(1500);
    });
    it('lets support staff grant a satisfaction credit up to $25 with a reason, shown to the customer', async () => {
        const moderator = await signUp(t);
        await grantRole(t, admin, moderator.userId, 'moderator');
        const granted = await credit(moderator, customer.userId, {
            amount_text: '5',
            reason: 'The call dropped',
        });
        expect(granted.statusCode).toBe(201);
        expect(granted.json()).toMatchObject({ balance_cents: 2500 });
        const view = await balance(customer);
        expect(view.balance_cents).toBe(2500);
        expect(view.movements[0]).toMatchObject({
            kind: 'credit',
            amount_cents: 500,
            balance_after_cents: 2500,
            reason: 'The call dropped',
        });
        const events = await t.app
            .get(EVENT_STORE)
            .readStream(siteDollarsStreamId(customer.userId));
        expect(events.at(-1)).toMatchObject({
            type: 'SatisfactionCreditGranted',
            data: { grantedBy: moderator.userId, reason: 'The call dropped' },
            metadata: { actor: { id: moderator.userId, role: 'moderator' } },
        });
        const staffView = await t.inject({
            method: 'GET',
            url: `/client_api/admin/users/${customer.userId}/site_dollars`,
            headers: admin.headers,
        });
        expect(staffView.json()).toMatchObject({ balance_cents: 2500 });
    });
    it('refuses a credit over $500, without a reason, for no one, or by a customer', async () => {
        const head = await streamTypes(t, siteDollarsStreamId(customer.userId));
        const tooMuch = await credit(admin, customer.userId, {
            amount_text: '500.01',
            reason: 'Sorry',
        });
        expect(tooMuch.statusCode).toBe(400);
        expect(tooMuch.json()).toEqual({
            error: {
                code: 'validation_failed',
                message: 'A satisfaction credit is between $0.01 and $500.00.',
                fields: { amount_text: 'A satisfaction credit is between $0.01 and $500.00.' },
            },
        });
        const noReason = await credit(admin, customer.userId, { amount_text: '5', reason: ' ' });
        expect(noReason.statusCode).toBe(400);
        expect(noReason.json()).toMatchObject({
            error: { fields: { reason: 'Please give the reason for the credit.' } },
        });
        const nobody = await credit(admin, uuidv7(), { amount_text: '5', reason: 'Sorry' });
        expect(nobody.statusCode).toBe(404);
        expect(nobody.json()).toEqual({
            error: { code: 'customer_not_found', message: 'No such customer.' },
        });
        const self = await credit(customer, customer.userId, { amount_text: '5', reason: 'Me' });
        expect(self.statusCode).toBe(403);
        expect(await streamTypes(t, siteDollarsStreamId(customer.userId))).toEqual(head);
    });
    it('charges the $2.00 maintenance fee on a balance dormant 12 months, once a month, through the schedules endpoint', async () => {
        const dormant = await makeCustomer(t);
        expect((await addMoney(dormant, { amount_text: '10' })).statusCode).toBe(201);
        const now = Date.now();
        const months = (n) => new Date(now + n * 31 * 24 * 3600 * 1000);
        await runJob(t, MAINTENANCE_FEE_JOB, months(11));
        expect((await balance(dormant)).balance_cents).toBe(1000);
        await runJob(t, MAINTENANCE_FEE_JOB, months(13));
        await runJob(t, MAINTENANCE_FEE_JOB, months(13));
        const view = await balance(dormant);
        expect(view.balance_cents).toBe(800);
        expect(view.movements[0]).toMatchObject({ kind: 'maintenance_fee', amount_cents: -200 });
        await runJob(t, MAINTENANCE_FEE_JOB, months(14));
        expect((await balance(dormant)).balance_cents).toBe(600);
        // The schedules endpoint runs it by hand (admins only); today nothing is dormant yet.
        const byHand = await t.inject({
            method: 'POST',
            url: `/ops/schedules/${MAINTENANCE_FEE_JOB}/run`,
            headers: admin.headers,
        });
        expect(byHand.statusCode).toBe(201);
        expect(byHand.json()).toMatchObject({ name: MAINTENANCE_FEE_JOB, lastError: null });
    });
});
describe('site dollars with add_card_money off', () => {
    it('refuses Add Money with the message and says so in the balance', async () => {
        const t = await startTestApp({
            env: { FEATURE_FLAGS: FLAGS_WITHOUT_PACKAGES.replace('add_card_money,', '') },
        });
        try {
            const customer = await makeCustomer(t);
            const response = await t.inject({
                method: 'POST',
                url: '/client_api/site_dollars',
                payload: { amount_text: '20' },
                headers: customer.headers,
            });
            expect(response.statusCode).toBe(403);
            expect(response.json()).toEqual({
                error: {
                    code: 'add_money_disabled',
                    message: 'Adding money to your account is not available right now.',
                },
            });
            const view = await t.inject({
                method: 'GET',
                url: '/client_api/site_dollars',
                headers: customer.headers,
            });
            expect(view.json()).toMatchObject({ balance_cents: 0, add_money_enabled: false });
        }
        finally {
            await t.close();
        }
    });
});
