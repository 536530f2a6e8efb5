import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TEST_CAPTCHA_TOKEN } from '@flirtwire/contracts';
import { SANDBOX_TEST_CARDS } from '../infrastructure/payments/sandbox/sandbox-test-cards.js';
import { type AuthzCase, formatAuthzMatrix, runAuthzMatrix } from '../test-support/authz-matrix.js';
import {
  addCard,
  addVerifiedPhone,
  onePersonPerRole,
  type PeopleByRole,
  type SignedInUser,
  signUp,
  visitor,
} from '../test-support/identity.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

interface Target {
  readonly userId: string;
  readonly login: string;
  readonly cardId: string;
  readonly phoneId: string;
  readonly resetId: string;
}

/** Every identity endpoint that names an object, aimed at someone else's. */
const cases: AuthzCase<Target>[] = [
  {
    name: 'POST /cards/:id/default',
    method: 'POST',
    url: (x) => `/client_api/cards/${x.cardId}/default`,
  },
  { name: 'DELETE /cards/:id', method: 'DELETE', url: (x) => `/client_api/cards/${x.cardId}` },
  { name: 'DELETE /phone/:id', method: 'DELETE', url: (x) => `/client_api/phone/${x.phoneId}` },
  {
    name: 'POST /phone/:id/phone_verifications',
    method: 'POST',
    url: (x) => `/client_api/phone/${x.phoneId}/phone_verifications`,
  },
  {
    name: 'PATCH /phone/:id/phone_verifications/:code',
    method: 'PATCH',
    url: (x) => `/client_api/phone/${x.phoneId}/phone_verifications/123456`,
  },
  {
    name: 'GET /admin/users?q= (their login)',
    method: 'GET',
    url: (x) => `/client_api/admin/users?q=${encodeURIComponent(x.login)}`,
    othersAllowedFor: ['admin'],
  },
  {
    name: 'GET /admin/users/:id',
    method: 'GET',
    url: (x) => `/client_api/admin/users/${x.userId}`,
    othersAllowedFor: ['admin'],
  },
  {
    name: 'POST /admin/users/:id/roles',
    method: 'POST',
    url: (x) => `/client_api/admin/users/${x.userId}/roles`,
    body: () => ({ role: 'finance' }),
    othersAllowedFor: ['admin'],
  },
  {
    name: 'DELETE /admin/users/:id/roles/:role',
    method: 'DELETE',
    url: (x) => `/client_api/admin/users/${x.userId}/roles/moderator`,
    othersAllowedFor: ['admin'],
  },
  {
    name: 'POST /admin/users/:id/deactivate',
    method: 'POST',
    url: (x) => `/client_api/admin/users/${x.userId}/deactivate`,
    body: () => ({}),
    othersAllowedFor: ['admin'],
  },
  {
    name: 'POST /admin/users/:id/reactivate',
    method: 'POST',
    url: (x) => `/client_api/admin/users/${x.userId}/reactivate`,
    othersAllowedFor: ['admin'],
  },
  {
    name: 'POST /admin/users/:id/id_verification',
    method: 'POST',
    url: (x) => `/client_api/admin/users/${x.userId}/id_verification`,
    body: () => ({ decision: 'approve' }),
    othersAllowedFor: ['admin'],
  },
  {
    name: 'POST /verify_account (their reset)',
    method: 'POST',
    url: () => '/client_api/verify_account',
    body: (x) => ({ id: x.resetId, type: 'card', data: '00000000' }),
  },
  {
    name: 'GET /password_reset (their reset)',
    method: 'GET',
    url: (x) => `/client_api/password_reset?id=${encodeURIComponent(x.resetId)}&token=guess`,
  },
  {
    name: 'PATCH /password_reset (their reset)',
    method: 'PATCH',
    url: () => '/client_api/password_reset',
    body: (x) => ({
      id: x.resetId,
      token: 'guess',
      user: { password: 'taken over!', password_confirmation: 'taken over!' },
      captcha: TEST_CAPTCHA_TOKEN,
    }),
  },
  // Endpoints about "me": a victim id slipped into the query or body must change nothing.
  {
    name: 'GET /user?user_id=',
    method: 'GET',
    url: (x) => `/client_api/user?user_id=${x.userId}`,
    selfScoped: true,
  },
  {
    name: 'GET /cards?user_id=',
    method: 'GET',
    url: (x) => `/client_api/cards?user_id=${x.userId}`,
    selfScoped: true,
  },
  {
    name: 'GET /phones?user_id=',
    method: 'GET',
    url: (x) => `/client_api/phones?user_id=${x.userId}`,
    selfScoped: true,
  },
  {
    name: 'GET /flirt_account_setup?user_id=',
    method: 'GET',
    url: (x) => `/client_api/flirt_account_setup?user_id=${x.userId}`,
    selfScoped: true,
  },
  {
    name: 'GET /id_verification?user_id=',
    method: 'GET',
    url: (x) => `/client_api/id_verification?user_id=${x.userId}`,
    selfScoped: true,
  },
  {
    name: 'PATCH /user {user_id}',
    method: 'PATCH',
    url: () => '/client_api/user',
    body: (x) => ({ user_id: x.userId, id: x.userId, watermark_text: 'hijacked' }),
    selfScoped: true,
  },
  {
    name: 'PATCH /flirt_account_setup {user_id}',
    method: 'PATCH',
    url: () => '/client_api/flirt_account_setup',
    body: (x) => ({ user_id: x.userId, cancel: true }),
    selfScoped: true,
  },
  {
    name: 'POST /flirt_account_setup {user_id}',
    method: 'POST',
    url: () => '/client_api/flirt_account_setup',
    body: (x) => ({ user_id: x.userId }),
    selfScoped: true,
  },
  {
    name: 'POST /id_verification?user_id=',
    method: 'POST',
    url: (x) => `/client_api/id_verification?user_id=${x.userId}`,
    body: (x) => ({ user_id: x.userId }),
    selfScoped: true,
  },
  {
    name: 'POST /phone {user_id}',
    method: 'POST',
    url: () => '/client_api/phone',
    body: (x) => ({ user_id: x.userId, phone_number: '(646) 555-0199' }),
    selfScoped: true,
  },
  {
    name: 'POST /cards {user_id}',
    method: 'POST',
    url: () => '/client_api/cards',
    body: (x) => ({ user_id: x.userId, token: 'tok_not_a_real_token' }),
    selfScoped: true,
  },
  {
    name: 'POST /user_genders {user_id}',
    method: 'POST',
    url: () => '/client_api/user_genders',
    body: (x) => ({ user_id: x.userId, flirtGender: 1, preferredGender: 1 }),
    selfScoped: true,
  },
];

describe('authorization matrix: every role × identity endpoints × someone else’s object', () => {
  let t: TestApp;
  let people: PeopleByRole;
  beforeAll(async () => {
    t = await startTestApp();
    people = await onePersonPerRole(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('never lets a role act on, or see, another person’s data unless it is allowed to (0 leaks)', async () => {
    let victimNumber = 0;
    const results = await runAuthzMatrix<Target>(t, {
      people,
      cases,
      victim: async (app) => {
        victimNumber++;
        const victim: SignedInUser = await signUp(app, { flirtSignup: true });
        const phone = `(917) 555-${String(7000 + victimNumber).padStart(4, '0')}`;
        const phoneId = await addVerifiedPhone(app, victim, phone);
        const cardId = await addCard(app, victim, SANDBOX_TEST_CARDS.approveMastercard);
        await app.inject({
          method: 'POST',
          url: '/client_api/id_verification',
          headers: victim.headers,
        });
        const reset = await app.inject({
          method: 'POST',
          url: '/client_api/password_reset',
          headers: (await visitor(app)).headers,
          payload: { email: victim.email, 'g-recaptcha-response': TEST_CAPTCHA_TOKEN },
          remoteAddress: `10.9.${victimNumber}.1`,
        });
        const resetId = reset.json<{ id: string }>().id;
        const snapshot = async () => {
          const read = async (url: string) =>
            (await app.inject({ method: 'GET', url, headers: victim.headers })).json<unknown>();
          return {
            user: await read('/client_api/user'),
            cards: await read('/client_api/cards'),
            phones: await read('/client_api/phones'),
            setup: await read('/client_api/flirt_account_setup'),
          };
        };
        return {
          target: { userId: victim.userId, login: victim.login, cardId, phoneId, resetId },
          // The card's last four as the API writes them: a bare '4444' can also occur by chance
          // in the caller's own answer (a random login suffix, a PIN, an id).
          secrets: [
            victim.userId,
            victim.email,
            phone.replace(/\D/g, ''),
            '555 - 7',
            '"last_four":"4444"',
            '"last4":"4444"',
          ],
          snapshot,
        };
      },
    });
    const table = formatAuthzMatrix(results);
    expect(results.filter((r) => r.leaked.length > 0)).toEqual([]);
    expect(results).toHaveLength(cases.length * 7);
    // Admin endpoints answered the admin; everyone else was refused.
    expect(results.filter((r) => r.allowed).every((r) => r.status >= 200 && r.status < 300)).toBe(
      true,
    );
    expect(table).toContain('GET /admin/users/:id');
  });
});
