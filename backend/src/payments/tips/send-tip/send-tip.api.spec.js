import { dollarsToCents, tipStreamId } from '@flirtwire/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import { EVENT_STORE, } from '../../../infrastructure/event-store/event-store.port.js';
import { SANDBOX_TEST_CARDS } from '../../../infrastructure/payments/sandbox/sandbox-test-cards.js';
import { signIn, signInAdmin, signUp } from '../../../test-support/identity.js';
import { block, makeCustomer, makeFlirt, sandboxCharges } from '../../../test-support/money.js';
import { startTestApp } from '../../../test-support/test-app.js';
describe('POST /client_api/bonuses', () => {
    let t;
    let store;
    let flirt;
    let customer;
    const tip = (body, headers = {}, auth = customer.headers) => t.inject({
        method: 'POST',
        url: '/client_api/bonuses',
        payload: body,
        headers: { ...auth, ...headers },
    });
    beforeAll(async () => {
        t = await startTestApp();
        store = t.app.get(EVENT_STORE);
        flirt = await makeFlirt(t, await signInAdmin(t));
        customer = await makeCustomer(t);
    }, 120_000);
    afterAll(async () => {
        await t.close();
    });
    it('charges the default card under the tip id, records the tip and answers with its position', async () => {
        const response = await tip({
            amount_text: '12.50',
            advisor_id: flirt.userId,
            bonus_message: 'thanks!',
            listing_id: 'listing-7',
        });
        expect(response.statusCode).toBe(201);
        const body = response.json();
        expect(body).toMatchObject({
            streamId: tipStreamId(customer.userId, flirt.userId),
            revision: 0,
        });
        const [event] = await store.readStream(body.streamId);
        expect(event).toMatchObject({
            type: 'TipSent',
            position: body.position,
            data: {
                tipId: body.tipId,
                amountCents: 1250,
                platformFeeCents: 375,
                creatorId: flirt.userId,
                message: 'thanks!',
                listingId: 'listing-7',
            },
        });
        expect(event?.metadata.actor).toEqual({ id: customer.userId, role: 'customer' });
        const [charge] = sandboxCharges(t).filter((row) => row.idempotencyKey === body.tipId);
        expect(charge).toMatchObject({ status: 'approved', amountCents: 1250 });
        expect((event?.data).gatewayReference).toBe(charge?.chargeId);
    });
    it('asks visitors to sign in', async () => {
        const response = await tip({ amount_text: '5', advisor_id: flirt.userId }, {}, {});
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
            error: { code: 'unauthorized', message: 'Please sign in.' },
        });
    });
    it('refuses a bad amount with the field and message, appending nothing', async () => {
        const head = await store.headPosition();
        const response = await tip({ amount_text: '10.999', advisor_id: flirt.userId });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
            error: {
                code: 'validation_failed',
                message: 'Please enter an amount in dollars, with up to 2 decimals.',
                fields: { amount_text: 'Please enter an amount in dollars, with up to 2 decimals.' },
            },
        });
        const tooMuch = await tip({ amount_text: '1000.01', advisor_id: flirt.userId });
        expect(tooMuch.json()).toMatchObject({
            error: { fields: { amount_text: 'Please enter an amount between $1 and $1,000.' } },
        });
        expect(await store.headPosition()).toBe(head);
    });
    it('refuses a tip to yourself', async () => {
        const response = await tip({ amount_text: '5', advisor_id: customer.userId });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({
            error: { code: 'cannot_tip_yourself', message: "You can't tip yourself" },
        });
    });
    it('tips only an existing Flirt', async () => {
        for (const target of [uuidv7(), (await signUp(t)).userId]) {
            const response = await tip({ amount_text: '5', advisor_id: target });
            expect(response.statusCode).toBe(404);
            expect(response.json()).toEqual({
                error: {
                    code: 'advisor_not_found',
                    message: 'Sorry something went wrong. Please try again.',
                },
            });
        }
    });
    it('refuses a tip across a block, whoever blocked, and charges nothing', async () => {
        for (const by of ['creator', 'customer']) {
            const blocked = await makeCustomer(t);
            await block(t, flirt.userId, blocked.userId, by);
            const before = sandboxCharges(t).length;
            const response = await tip({ amount_text: '5', advisor_id: flirt.userId }, {}, blocked.headers);
            expect(response.statusCode).toBe(403);
            expect(response.json()).toEqual({
                error: {
                    code: 'blocked',
                    message: "We're sorry, you are unable to send a tribute to this Flirt because this Flirt blocked you or you blocked this Flirt.",
                },
            });
            expect(sandboxCharges(t)).toHaveLength(before);
        }
    });
    it('needs a card on file, and records nothing when the card is declined', async () => {
        const cardless = await signUp(t);
        const noCard = await tip({ amount_text: '5', advisor_id: flirt.userId }, {}, cardless.headers);
        expect(noCard.statusCode).toBe(400);
        expect(noCard.json()).toMatchObject({
            error: { fields: { card: 'You must have a credit card on file to send a tribute.' } },
        });
        const declined = await makeCustomer(t, SANDBOX_TEST_CARDS.declineOnCharge);
        const response = await tip({ amount_text: '5', advisor_id: flirt.userId }, {}, declined.headers);
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({
            error: { code: 'card_declined', message: 'Your card was declined. Please try another card.' },
        });
        expect(await store.readStream(tipStreamId(declined.userId, flirt.userId))).toHaveLength(0);
    });
    it('answers malformed bodies with 400, never 5xx', async () => {
        const missing = await tip({ advisor_id: flirt.userId });
        expect(missing.statusCode).toBe(400);
        expect(missing.json()).toMatchObject({
            error: { code: 'validation_failed', fields: { amount_text: expect.any(String) } },
        });
        const wrongType = await tip({ amount_text: 5, advisor_id: flirt.userId, from_nf_chat: 'yes' });
        expect(wrongType.statusCode).toBe(400);
        const notJson = await t.inject({
            method: 'POST',
            url: '/client_api/bonuses',
            payload: '{"amount_text": ',
            headers: { ...customer.headers, 'content-type': 'application/json' },
        });
        expect(notJson.statusCode).toBe(400);
        expect(notJson.json()).toEqual({
            error: { code: 'bad_request', message: 'The request body is not valid JSON.' },
        });
        const noCreator = await tip({ amount_text: '5' });
        expect(noCreator.json()).toMatchObject({
            error: { fields: { advisor_id: 'Please choose the Flirt to tip.' } },
        });
    });
    it('applies 50 concurrent tips on one stream exactly once each, with contiguous revisions', async () => {
        const fan = await makeCustomer(t);
        const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => tip({ amount_text: String(i + 1), advisor_id: flirt.userId }, {}, fan.headers)));
        expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
        const events = await store.readStream(tipStreamId(fan.userId, flirt.userId));
        expect(events.map((e) => e.revision)).toEqual(Array.from({ length: 50 }, (_, i) => i));
        const amounts = events
            .map((e) => e.data.amountCents)
            .sort((a, b) => a - b);
        expect(amounts).toEqual(Array.from({ length: 50 }, (_, i) => dollarsToCents(i + 1)));
        await expect(store.verifyStream(tipStreamId(fan.userId, flirt.userId))).resolves.toMatchObject({
            ok: true,
        });
    });
    it('gives ten concurrent requests with one Idempotency-Key one event, one charge and ten identical responses', async () => {
        const fan = await makeCustomer(t);
        const key = `key-${uuidv7()}`;
        const body = { amount_text: '7', advisor_id: flirt.userId };
        const responses = await Promise.all(Array.from({ length: 10 }, () => tip(body, { 'idempotency-key': key }, fan.headers)));
        expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([201]));
        expect(new Set(responses.map((r) => r.body)).size).toBe(1);
        const stream = tipStreamId(fan.userId, flirt.userId);
        expect(await store.readStream(stream)).toHaveLength(1);
        const tipId = responses[0]?.json().tipId;
        expect(sandboxCharges(t).filter((row) => row.idempotencyKey === tipId)).toHaveLength(1);
        const again = await tip(body, { 'idempotency-key': key }, fan.headers);
        expect(again.body).toBe(responses[0]?.body);
        expect(again.headers['idempotent-replayed']).toBe('true');
        const otherBody = await tip({ ...body, amount_text: '8' }, { 'idempotency-key': key }, fan.headers);
        expect(otherBody.statusCode).toBe(422);
        expect(otherBody.json()).toMatchObject({ error: { code: 'idempotency_key_reused' } });
        expect(await store.readStream(stream)).toHaveLength(1);
    });
    it('replays the first error for a repeated key, and keys are per person', async () => {
        const key = `key-${uuidv7()}`;
        const first = await tip({ amount_text: '0.5', advisor_id: flirt.userId }, { 'idempotency-key': key });
        const second = await tip({ amount_text: '0.5', advisor_id: flirt.userId }, { 'idempotency-key': key });
        expect(first.statusCode).toBe(400);
        expect(second.statusCode).toBe(400);
        const someoneElse = await makeCustomer(t);
        const theirs = await tip({ amount_text: '3', advisor_id: flirt.userId }, { 'idempotency-key': key }, someoneElse.headers);
        expect(theirs.statusCode).toBe(201);
    });
});
describe('Idempotency-Key across a restart', () => {
    it('returns the first response, appends nothing and charges nothing more after the app restarts', async () => {
        const first = await startTestApp({ keepData: true });
        const flirt = await makeFlirt(first, await signInAdmin(first));
        const customer = await makeCustomer(first);
        const request = {
            method: 'POST',
            url: '/client_api/bonuses',
            payload: { amount_text: '20', advisor_id: flirt.userId },
        };
        const before = await first.inject({
            ...request,
            headers: { ...customer.headers, 'idempotency-key': 'restart-key' },
        });
        expect(before.statusCode).toBe(201);
        await first.close();
        const second = await startTestApp({ dataDir: first.dataDir });
        const again = await signIn(second, customer.login, customer.password);
        const after = await second.inject({
            ...request,
            headers: { ...again.headers, 'idempotency-key': 'restart-key' },
        });
        expect(after.statusCode).toBe(201);
        expect(after.body).toBe(before.body);
        const store = second.app.get(EVENT_STORE);
        expect(await store.readStream(tipStreamId(customer.userId, flirt.userId))).toHaveLength(1);
        expect(sandboxCharges(second).filter((row) => row.amountCents === 2000)).toHaveLength(1);
        await second.close();
    });
});
