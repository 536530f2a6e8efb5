import { siteDollarsStreamId } from '@flirtwire/contracts';
import { describe, expect, it } from '@jest/globals';
import { formatAuthzMatrix, runAuthzMatrix, } from '../../test-support/authz-matrix.js';
import { signInAdmin } from '../../test-support/identity.js';
import { caughtUp, makeCustomer, streamTypes } from '../../test-support/money.js';
import { startTestApp } from '../../test-support/test-app.js';
const SECRET_REASON = 'Secret credit reason 4711';
/** Every site-dollar endpoint, aimed at another customer's balance. */
const cases = [
    {
        name: 'GET /client_api/site_dollars',
        method: 'GET',
        url: () => '/client_api/site_dollars',
        selfScoped: true,
    },
    {
        name: 'POST /client_api/site_dollars',
        method: 'POST',
        url: () => '/client_api/site_dollars',
        body: () => ({ amount_text: '10' }),
        selfScoped: true,
    },
    {
        name: 'GET /client_api/admin/users/:id/site_dollars',
        method: 'GET',
        url: (x) => `/client_api/admin/users/${x.customerId}/site_dollars`,
        othersAllowedFor: ['moderator', 'admin'],
    },
    {
        name: 'POST /client_api/admin/users/:id/site_dollars_credits',
        method: 'POST',
        url: (x) => `/client_api/admin/users/${x.customerId}/site_dollars_credits`,
        body: () => ({ amount_text: '1', reason: 'authz matrix' }),
        othersAllowedFor: ['moderator', 'admin'],
    },
];
describe('authz matrix over the site-dollar endpoints: 0 leaks', () => {
    it('no one but support staff reads or credits another customer', async () => {
        const t = await startTestApp();
        try {
            const admin = await signInAdmin(t);
            const victim = await makeCustomer(t);
            const added = await t.inject({
                method: 'POST',
                url: '/client_api/site_dollars',
                headers: victim.headers,
                payload: { amount_text: '43.21' },
            });
            expect(added.statusCode).toBe(201);
            const credited = await t.inject({
                method: 'POST',
                url: `/client_api/admin/users/${victim.userId}/site_dollars_credits`,
                headers: admin.headers,
                payload: { amount_text: '1.11', reason: SECRET_REASON },
            });
            expect(credited.statusCode).toBe(201);
            await caughtUp(t);
            const results = await runAuthzMatrix(t, {
                cases,
                victim: () => Promise.resolve({
                    target: { customerId: victim.userId },
                    secrets: [victim.login, SECRET_REASON, '4432', '44.32'],
                    snapshot: () => streamTypes(t, siteDollarsStreamId(victim.userId)),
                }),
            });
            console.log(formatAuthzMatrix(results));
            expect(results.filter((r) => r.leaked.length > 0)).toEqual([]);
        }
        finally {
            await t.close();
        }
    }, 180_000);
});
