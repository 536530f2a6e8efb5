import { siteDollarsStreamId, } from '@flirtwire/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EVENT_STORE } from '../../infrastructure/event-store/event-store.port.js';
import { grantRole, signInAdmin, signUp } from '../../test-support/identity.js';
import { caughtUp, makeCustomer, streamTypes } from '../../test-support/money.js';
import { startTestApp } from '../../test-support/test-app.js';
/**
 * Issue 30, staff money powers: nobody credits themselves; above the per-grant or per-day caps
 * (defaults: $25 a credit, $50 per customer a day) a credit waits for a second person in
 * finance, who is neither the requester nor the recipient.
 */
describe('site-dollar credits: self-exclusion, caps and a second person', () => {
    let t;
    let admin;
    /** A moderator who also holds the finance role: still never the second person of their own. */
    let moderator;
    let finance;
    const credit = (staff, customerId, amount = '25') => t.inject({
        method: 'POST',
        url: `/client_api/admin/users/${customerId}/site_dollars_credits`,
        payload: { amount_text: amount, reason: 'The call dropped three times' },
        headers: staff.headers,
    });
    const pending = async (who) => {
        await caughtUp(t);
        const response = await t.inject({
            method: 'GET',
            url: '/finance/site_dollars_credit_requests?status=pending',
            headers: who.headers,
        });
        expect(response.statusCode).toBe(200);
        return response.json();
    };
    const decide = (who, requestId, decision) => t.inject({
        method: 'POST',
        url: `/finance/site_dollars_credit_requests/${requestId}/${decision}`,
        payload: decision === 'approval' ? { note: 'Checked the call log' } : { reason: 'No' },
        headers: who.headers,
    });
    const balanceOf = async (customerId) => {
        await caughtUp(t);
        const response = await t.inject({
            method: 'GET',
            url: `/client_api/admin/users/${customerId}/site_dollars`,
            headers: admin.headers,
        });
        return response.json().balance_cents;
    };
    beforeAll(async () => {
        t = await startTestApp();
        admin = await signInAdmin(t);
        moderator = await signUp(t);
        await grantRole(t, admin, moderator.userId, 'moderator');
        await grantRole(t, admin, moderator.userId, 'finance');
        finance = await signUp(t);
        await grantRole(t, admin, finance.userId, 'finance');
    }, 120_000);
    afterAll(async () => {
        await t.close();
    });
    it('refuses a staff member crediting their own account (403), recording nothing', async () => {
        for (const staff of [moderator, admin]) {
            const self = await credit(staff, staff.userId, '5');
            expect(self.statusCode).toBe(403);
            expect(self.json()).toEqual({
                error: {
                    code: 'self_credit',
                    message: 'You cannot credit your own account. Ask another member of staff.',
                },
            });
            expect(await streamTypes(t, siteDollarsStreamId(staff.userId))).toEqual([]);
        }
    });
    it('holds the credit past the daily cap as pending; the requester cannot approve it, a second finance person can', async () => {
        const customer = await makeCustomer(t);
        const first = await credit(moderator, customer.userId);
        const second = await credit(moderator, customer.userId);
        const third = await credit(moderator, customer.userId);
        expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([201, 201, 201]);
        expect(first.json()).toMatchObject({ status: 'granted', balance_cents: 2500 });
        expect(second.json()).toMatchObject({ status: 'granted', balance_cents: 5000 });
        expect(third.json()).toMatchObject({
            status: 'pending',
            balance_cents: 5000,
            message: "This credit is above the customer's daily credit limit and waits for approval by a second person in finance.",
        });
        expect(await balanceOf(customer.userId)).toBe(5000);
        const requestId = third.json().credit_id;
        const listed = await pending(finance);
        expect(listed.requests).toEqual([
            expect.objectContaining({
                request_id: requestId,
                customer_id: customer.userId,
                customer_login: customer.login,
                amount_cents: 2500,
                reason: 'The call dropped three times',
                requested_by: moderator.userId,
                requested_by_login: moderator.login,
                cap: 'recipient_day',
                status: 'pending',
            }),
        ]);
        const byRequester = await decide(moderator, requestId, 'approval');
        expect(byRequester.statusCode).toBe(403);
        expect(byRequester.json()).toMatchObject({
            error: {
                code: 'self_approval',
                message: 'A credit request is decided by someone other than the staff member who asked for it.',
            },
        });
        const byModeratorOnly = await decide(admin, requestId, 'approval');
        expect(byModeratorOnly.statusCode).toBe(403);
        expect(await balanceOf(customer.userId)).toBe(5000);
        const approved = await decide(finance, requestId, 'approval');
        expect(approved.statusCode).toBe(201);
        expect(await balanceOf(customer.userId)).toBe(7500);
        expect((await pending(finance)).requests).toEqual([]);
        const events = await t.app
            .get(EVENT_STORE)
            .readStream(siteDollarsStreamId(customer.userId));
        expect(events.map((e) => e.type)).toEqual([
            'SatisfactionCreditGranted',
            'SatisfactionCreditGranted',
            'SatisfactionCreditRequested',
            'SatisfactionCreditApproved',
        ]);
        expect(events.at(-1)).toMatchObject({
            data: {
                requestId,
                requestedBy: moderator.userId,
                approvedBy: finance.userId,
                note: 'Checked the call log',
            },
            metadata: { actor: { id: finance.userId } },
        });
        // Deciding again changes nothing; rejecting now is too late.
        expect((await decide(finance, requestId, 'approval')).statusCode).toBe(201);
        expect((await decide(finance, requestId, 'rejection')).statusCode).toBe(409);
        expect(await balanceOf(customer.userId)).toBe(7500);
        // The auditor traces the balance to every credit, the request and its approval: who and why.
        const auditor = await signUp(t);
        await grantRole(t, admin, auditor.userId, 'auditor');
        const traced = await t.inject({
            method: 'GET',
            url: `/audit/provenance?collection=site_dollar_accounts&id=${customer.userId}&field=balanceCents`,
            headers: auditor.headers,
        });
        expect(traced.statusCode).toBe(200);
        const trace = traced.json();
        expect(trace).toMatchObject({
            method: 'declared',
            label: 'Site-dollar balance (cents)',
            displayed: 7500,
            recomputed: 7500,
            matches: true,
        });
        expect(trace.events.map((e) => [
            e.type,
            e.metadata.actor.id,
            e.data.reason,
        ])).toEqual([
            ['SatisfactionCreditGranted', moderator.userId, 'The call dropped three times'],
            ['SatisfactionCreditGranted', moderator.userId, 'The call dropped three times'],
            ['SatisfactionCreditApproved', finance.userId, 'The call dropped three times'],
        ]);
    });
    it('holds a credit above the per-grant cap; a rejection leaves the balance alone', async () => {
        const customer = await makeCustomer(t);
        const big = await credit(moderator, customer.userId, '40');
        expect(big.json()).toMatchObject({ status: 'pending', balance_cents: 0 });
        const requestId = big.json().credit_id;
        // The recipient, even in finance, never decides a credit to themselves.
        await grantRole(t, admin, customer.userId, 'finance');
        const byRecipient = await decide(customer, requestId, 'rejection');
        expect(byRecipient.statusCode).toBe(403);
        const rejected = await decide(finance, requestId, 'rejection');
        expect(rejected.statusCode).toBe(201);
        expect(await balanceOf(customer.userId)).toBe(0);
        expect(await streamTypes(t, siteDollarsStreamId(customer.userId))).toEqual([
            'SatisfactionCreditRequested',
            'SatisfactionCreditRejected',
        ]);
    });
});
