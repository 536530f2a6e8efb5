import { subscriptionStreamId } from '@flirtwire/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ManualClock } from '../../test-support/clock.js';
import { signInAdmin, signUp } from '../../test-support/identity.js';
import { block, FLAGS_WITHOUT_PACKAGES, makeCustomer, makeFlirt, result, runJob, sandboxCharges, streamTypes, } from '../../test-support/money.js';
import { startTestApp } from '../../test-support/test-app.js';
import { BILLING_JOB } from '../../subscriptions/billing/renewal.job.js';
import { subscriptionIdFor } from '../../subscriptions/subscription.decider.js';
const START = '2026-03-01T12:00:00.000Z';
const URL = '/client_api/recurring_tributes/monetary_tributes';
describe('recurring monetary tributes', () => {
    let t;
    let clock;
    let admin;
    let flirt;
    const start = (who, body) => t.inject({
        method: 'POST',
        url: URL,
        headers: who.headers,
        payload: { advisor_id: flirt.userId, ...body },
    });
    const update = (who, id, body) => t.inject({ method: 'PUT', url: `${URL}/${id}`, headers: who.headers, payload: body });
    const stop = (who, id) => t.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: who.headers });
    const streamOf = (who) => subscriptionStreamId(subscriptionIdFor.tribute(who.userId, flirt.userId));
    beforeAll(async () => {
        clock = new ManualClock(START);
        t = await startTestApp({ clock });
        admin = await signInAdmin(t);
        flirt = await makeFlirt(t, admin);
    }, 120_000);
    afterAll(async () => {
        await t.close();
    });
    it('charges the tribute now and every month, with its message', async () => {
        const fan = await makeCustomer(t);
        const first = result(await start(fan, { rate: '25.50', message: 'For the show' }));
        expect(first).toMatchObject({
            charged: true,
            error: null,
            subscription: {
                type: 'tribute',
                status: 'active',
                rate: 2550,
                message: 'For the show',
                advisor_id: flirt.userId,
                billingPeriodEnd: '2026-04-01T12:00:00.000Z',
            },
        });
        // Repeating the same request charges nothing more.
        const repeated = await Promise.all([
            start(fan, { rate: '25.50', message: 'For the show' }),
            start(fan, { rate: 25.5, message: 'For the show' }),
        ]);
        for (const response of repeated)
            expect(result(response).subscription.id).toBe(first.subscription.id);
        await runJob(t, BILLING_JOB, new Date('2026-04-01T12:00:00.000Z'));
        await runJob(t, BILLING_JOB, new Date('2026-04-01T12:05:00.000Z'));
        expect(await streamTypes(t, streamOf(fan))).toEqual([
            'Subscribed',
            'SubscriptionChargeStarted',
            'SubscriptionCharged',
            'SubscriptionChargeStarted',
            'SubscriptionCharged',
            'SubscriptionRenewed',
        ]);
        const charges = sandboxCharges(t).filter((c) => c.amountCents === 2550);
        expect(charges).toHaveLength(2);
    });
    it('keeps the amount between $1 and $1,000, with the field and message', async () => {
        const fan = await makeCustomer(t);
        for (const rate of ['0.99', '1000.01', 0.5]) {
            const response = await start(fan, { rate });
            expect(response.statusCode).toBe(400);
            expect(response.json()).toMatchObject({
                error: { fields: { rate: 'Please enter an amount between $1 and $1,000.' } },
            });
        }
        const format = await start(fan, { rate: '1.234' });
        expect(format.statusCode).toBe(400);
        expect(format.json()).toMatchObject({ error: { fields: { rate: expect.any(String) } } });
        expect(await streamTypes(t, streamOf(fan))).toEqual([]);
    });
    it('refuses yourself, an unknown Flirt, no card and a block, charging nothing', async () => {
        const yourself = await start(flirt, { rate: '5' });
        expect(yourself.statusCode).toBe(422);
        expect(yourself.json()).toMatchObject({ error: { message: "You can't tip yourself" } });
        const fan = await makeCustomer(t);
        const unknown = await start(fan, {
            rate: '5',
            advisor_id: '0190f0f0-0000-7000-8000-000000000000',
        });
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toMatchObject({
            error: { message: 'Sorry something went wrong. Please try again.' },
        });
        const cardless = await signUp(t);
        const noCard = await start(cardless, { rate: '5' });
        expect(noCard.statusCode).toBe(400);
        expect(noCard.json()).toMatchObject({
            error: {
                fields: { card: 'You must have a credit card on file to subscribe to this Flirt.' },
            },
        });
        await block(t, flirt.userId, fan.userId, 'customer');
        const blocked = await start(fan, { rate: '5' });
        expect(blocked.statusCode).toBe(403);
        expect(blocked.json()).toMatchObject({
            error: {
                message: "We're sorry, you are unable to send a tribute to this Flirt because this Flirt blocked you or you blocked this Flirt.",
            },
        });
        expect(await streamTypes(t, streamOf(fan))).toEqual([]);
        expect(await streamTypes(t, streamOf(cardless))).toEqual([]);
    });
    it('takes as parent only a tip of the same customer to the same Flirt (issue 17 S12)', async () => {
        const tipper = await makeCustomer(t);
        const other = await makeCustomer(t);
        const tipped = await t.inject({
            method: 'POST',
            url: '/client_api/bonuses',
            headers: tipper.headers,
            payload: { advisor_id: flirt.userId, amount_text: '3.33' },
        });
        expect(tipped.statusCode).toBeLessThan(300);
        const { tipId } = tipped.json();
        const message = 'Please choose one of your own tributes to this Flirt.';
        for (const parent of [tipId, '0190f0f0-0000-7000-8000-0000000000aa']) {
            const refused = await start(other, { rate: '5', parent_monetary_tribute_id: parent });
            expect(refused.statusCode).toBe(422);
            expect(refused.json()).toMatchObject({
                error: { message, fields: { parent_monetary_tribute_id: message } },
            });
        }
        expect(await streamTypes(t, streamOf(other))).toEqual([]);
        const own = result(await start(tipper, { rate: '5', parent_monetary_tribute_id: tipId }));
        expect(own).toMatchObject({ charged: true, error: null });
    });
    it('updates the amount and message from the next renewal on; only the owner may', async () => {
        const fan = await makeCustomer(t);
        const started = result(await start(fan, { rate: '10' }));
        const id = started.subscription.id;
        const stranger = await makeCustomer(t);
        expect((await update(stranger, id, { rate: '20' })).statusCode).toBe(404);
        expect((await update(fan, 'not-a-uuid', { rate: '20' })).statusCode).toBe(404);
        const tooMuch = await update(fan, id, { rate: '1000.01' });
        expect(tooMuch.statusCode).toBe(400);
        const updated = result(await update(fan, id, { rate: '20', message: 'More!' }));
        expect(updated.subscription).toMatchObject({ rate: 2000, message: 'More!', status: 'active' });
        expect((await streamTypes(t, streamOf(fan))).at(-1)).toBe('SubscriptionUpdated');
        // Charged 10 now, 20 at the renewal.
        const renewal = started.subscription.billingPeriodEnd;
        expect(renewal).not.toBeNull();
        await runJob(t, BILLING_JOB, new Date(renewal ?? ''));
        const types = await streamTypes(t, streamOf(fan));
        expect(types.slice(-2)).toEqual(['SubscriptionCharged', 'SubscriptionRenewed']);
        const charged = sandboxCharges(t)
            .filter((c) => c.status === 'approved')
            .map((c) => c.amountCents);
        expect(charged).toContain(2000);
    });
    it('stops a tribute: pending_cancel until the paid month ends, nothing charged after', async () => {
        const fan = await makeCustomer(t);
        const id = result(await start(fan, { rate: '7' })).subscription.id;
        expect((await stop(await makeCustomer(t), id)).statusCode).toBe(404);
        const stopped = await stop(fan, id);
        expect(stopped.statusCode).toBe(200);
        const body = stopped.json();
        expect(body.subscription).toMatchObject({ status: 'pending_cancel', type: 'tribute' });
        const end = body.subscription.subscription_ends_at;
        expect(end).not.toBeNull();
        await runJob(t, BILLING_JOB, new Date(end ?? ''));
        expect((await streamTypes(t, streamOf(fan))).slice(-2)).toEqual([
            'SubscriptionCancellationRequested',
            'SubscriptionExpired',
        ]);
        expect(sandboxCharges(t).filter((c) => c.amountCents === 700)).toHaveLength(1);
    });
});
describe('recurring tributes with recurring_package_tributes off', () => {
    it('are not sold (404 with the subscribe flash)', async () => {
        const t = await startTestApp({ env: { FEATURE_FLAGS: FLAGS_WITHOUT_PACKAGES } });
        try {
            const flirt = await makeFlirt(t, await signInAdmin(t));
            const fan = await makeCustomer(t);
            const response = await t.inject({
                method: 'POST',
                url: URL,
                headers: fan.headers,
                payload: { advisor_id: flirt.userId, rate: '5' },
            });
            expect(response.statusCode).toBe(404);
            expect(response.json()).toMatchObject({
                error: { message: 'Sorry something went wrong. Please try again.' },
            });
        }
        finally {
            await t.close();
        }
    });
});
