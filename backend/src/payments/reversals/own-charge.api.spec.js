import { chargeStreamId } from '@flirtwire/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { grantRole, signInAdmin } from '../../test-support/identity.js';
import { caughtUp, makeCustomer, makeFlirt, streamTypes } from '../../test-support/money.js';
import { startTestApp } from '../../test-support/test-app.js';
/** Issue 30: staff never use a money power on themselves, refunds included. */
describe('refunds of one’s own payments', () => {
    let t;
    let admin;
    let flirt;
    let fan;
    beforeAll(async () => {
        t = await startTestApp();
        admin = await signInAdmin(t);
        flirt = await makeFlirt(t, admin);
        fan = await makeCustomer(t);
        // Both also work in finance.
        await grantRole(t, admin, flirt.userId, 'finance');
        await grantRole(t, admin, fan.userId, 'finance');
    }, 120_000);
    afterAll(async () => {
        await t.close();
    });
    it('refuses a refund by the payer or the payee (403), recording nothing', async () => {
        const tipped = await t.inject({
            method: 'POST',
            url: '/client_api/bonuses',
            headers: fan.headers,
            payload: { amount_text: '5', advisor_id: flirt.userId },
        });
        expect(tipped.statusCode).toBe(201);
        const chargeId = tipped.json().tipId;
        await caughtUp(t);
        const before = await streamTypes(t, chargeStreamId(chargeId));
        for (const who of [fan, flirt]) {
            const refund = await t.inject({
                method: 'POST',
                url: `/finance/charges/${chargeId}/refunds`,
                headers: who.headers,
                payload: { reason: 'Refund myself', amount_text: '1' },
            });
            expect(refund.statusCode).toBe(403);
            expect(refund.json()).toEqual({
                error: {
                    code: 'own_charge',
                    message: 'You cannot refund a payment you made or received. Ask another member of finance.',
                },
            });
        }
        expect(await streamTypes(t, chargeStreamId(chargeId))).toEqual(before);
        // Someone else in finance may.
        const byAdmin = await t.inject({
            method: 'POST',
            url: `/finance/charges/${chargeId}/refunds`,
            headers: admin.headers,
            payload: { reason: 'Customer asked', amount_text: '1' },
        });
        expect(byAdmin.statusCode).toBe(201);
    });
});
