import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CustomerTransactionsResponse, TransactionDetailsResponse, } from '@flirtwire/contracts';
import { makeCaller, phoneListing, spendFirstCallOffer } from '../../test-support/calls.js';
import { ManualClock } from '../../test-support/clock.js';
import { appendEvents } from '../../test-support/customers.js';
import { signInAdmin, signUp } from '../../test-support/identity.js';
import { caughtUp, makeFlirt } from '../../test-support/money.js';
import { startTestApp } from '../../test-support/test-app.js';
describe("a customer's own transactions", () => {
    let t;
    let flirt;
    let ann;
    let bob;
    const clock = new ManualClock();
    const post = (who, url, payload) => t.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
    const list = async (who) => {
        const r = await t.inject({
            method: 'GET',
            url: '/client_api/transactions',
            headers: who.headers,
        });
        expect(r.statusCode).toBe(200);
        return CustomerTransactionsResponse.parse(r.json()).transactions;
    };
    beforeAll(async () => {
        t = await startTestApp({ clock });
        const admin = await signInAdmin(t);
        flirt = await makeFlirt(t, admin);
        const listingId = await phoneListing(t, flirt, admin, 299);
        ann = await makeCaller(t);
        bob = await makeCaller(t);
        // A tip (a Tribute), through the product.
        const tipped = await post(ann, '/client_api/bonuses', {
            amount_text: '12.34',
            advisor_id: flirt.userId,
        });
        expect(tipped.statusCode).toBeLessThan(300);
        // A chat volley she opens.
        const chatted = await post(ann, `/client_api/chats/${flirt.userId}/messages`, { text: 'Hi' });
        expect(chatted.statusCode).toBe(201);
        // Her first call's free minutes (ADR 0118; a $0.00 call is no charge, so not listed), then
        // a call connected 90 s as the sandbox provider saw it: 2 minutes, charged.
        await spendFirstCallOffer(t, ann, listingId, clock);
        const { token } = (await post(ann, `/client_api/listings/${listingId}/calls`)).json();
        await post(ann, `/sandbox-telephony/calls/${token}`, { action: 'connect' });
        clock.advance(90_000);
        expect((await post(ann, `/sandbox-telephony/calls/${token}`, { action: 'end' })).statusCode).toBe(200);
        // A goody bag and a paid mail, as their sales record them.
        const at = clock.now().toISOString();
        const pair = { creatorId: flirt.userId, customerId: ann.userId };
        await appendEvents(t, 'goody-sale-ct1', [
            {
                type: 'GoodiesSold',
                occurredAt: at,
                data: {
                    saleId: 'ct1',
                    chargeId: 'goody-sale-ct1',
                    ...pair,
                    goodyBagId: 'bag',
                    title: 'Beach bag',
                    at,
                    amountCents: 1_500,
                    platformFeeCents: 450,
                },
            },
        ]);
        await appendEvents(t, 'paid-mail-ct1', [
            {
                type: 'PaidMailSold',
                occurredAt: at,
                data: {
                    mailId: 'ct1',
                    chargeId: 'paid-mail-ct1',
                    ...pair,
                    at,
                    amountCents: 250,
                    platformFeeCents: 75,
                },
            },
        ]);
        await caughtUp(t);
    }, 180_000);
    afterAll(async () => {
        await t.close();
    });
    it('lists every charge she paid once, with its channel, amount, Flirt and detail link', async () => {
        const rows = await list(ann);
        const byChannel = (channel) => rows.filter((row) => row.channel === channel);
        expect(rows.map((row) => row.channel).sort()).toEqual(['call', 'chat_volley', 'goody_bag', 'paid_mail', 'tip'].sort());
        expect(byChannel('tip')).toEqual([expect.objectContaining({ amount_cents: 1_234 })]);
        expect(byChannel('chat_volley')).toEqual([expect.objectContaining({ amount_cents: 99 })]);
        expect(byChannel('call')).toEqual([
            expect.objectContaining({ amount_cents: 598, description: '2 min at $2.99/min' }),
        ]);
        expect(byChannel('goody_bag')).toEqual([
            expect.objectContaining({ amount_cents: 1_500, description: 'Beach bag' }),
        ]);
        expect(byChannel('paid_mail')).toEqual([expect.objectContaining({ amount_cents: 250 })]);
        for (const row of rows) {
            expect(row).toMatchObject({
                creator_login: flirt.login,
                paid_from: 'card',
                refunded_cents: 0,
            });
            expect(row.detail_path).toBe(`/transactions/details/${encodeURIComponent(row.id)}`);
        }
        expect(await list(bob)).toEqual([]);
        const visitor = await t.inject({ method: 'GET', url: '/client_api/transactions' });
        expect(visitor.statusCode).toBe(401);
    });
    it('opens the detail of each of her own charges; another customer cannot', async () => {
        const rows = await list(ann);
        expect(rows).toHaveLength(5);
        for (const row of rows) {
            const url = `/client_api${row.detail_path}`;
            const mine = await t.inject({ method: 'GET', url, headers: ann.headers });
            expect(mine.statusCode).toBe(200);
            expect(TransactionDetailsResponse.parse(mine.json())).toMatchObject({
                side: 'customer',
                id: row.id,
                channel: row.channel,
                amount_cents: row.amount_cents,
                reversals: [],
            });
            const theirs = await t.inject({ method: 'GET', url, headers: bob.headers });
            expect(theirs.statusCode).toBe(404);
            expect(theirs.body).not.toContain(String(row.amount_cents));
        }
        const stranger = await signUp(t);
        const someone = await t.inject({
            method: 'GET',
            url: `/client_api${rows[0]?.detail_path ?? ''}`,
            headers: stranger.headers,
        });
        expect(someone.statusCode).toBe(404);
    });
});
