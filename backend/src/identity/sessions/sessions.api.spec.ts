import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ManualClock } from '../../test-support/clock.js';
import {
  completeFlirtSetup,
  grantRole,
  signIn,
  signInAdmin,
  signUp,
  tokenizeCard,
  visitor,
} from '../../test-support/identity.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { hashToken } from './session.service.js';

interface Cookie {
  name: string;
  value: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
  path?: string;
  maxAge?: number;
  expires?: Date;
}

describe('sessions', () => {
  let t: TestApp;
  const clock = new ManualClock('2026-03-15T12:00:00.000Z');
  const me = (headers: Record<string, string>) =>
    t.inject({ method: 'GET', url: '/client_api/user', headers });
  /** GET /client_api/user for a browser whose session ended: signed out, not an error. */
  const SIGNED_OUT = 204;

  beforeAll(async () => {
    t = await startTestApp({ clock });
  });
  afterAll(async () => {
    await t.close();
  });

  it('uses opaque tokens of 256 random bits in an httpOnly, SameSite=Lax cookie on /', async () => {
    const browser = await visitor(t);
    const ann = await signUp(t);
    expect(ann.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(ann.token, 'base64url')).toHaveLength(32);
    const response = await t.inject({
      method: 'POST',
      url: '/client_api/login',
      headers: browser.headers,
      payload: { type: 'web', login: ann.login, password: ann.password },
    });
    const cookie = (response.cookies as Cookie[]).find((c) => c.name === 'fw_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 24 * 3600 });
    expect(cookie?.secure).toBeFalsy();
  });

  it('marks the cookie Secure when COOKIE_SECURE is on', async () => {
    const secure = await startTestApp({ env: { COOKIE_SECURE: 'true' } });
    try {
      const response = await secure.inject({ method: 'GET', url: '/client_api/csrf' });
      const csrf = (response.cookies as Cookie[]).find((c) => c.name === 'fw_csrf');
      expect(csrf?.secure).toBe(true);
      const ann = await signUp(secure);
      const signedIn = await secure.inject({
        method: 'POST',
        url: '/client_api/login',
        headers: (await visitor(secure)).headers,
        payload: { type: 'web', login: ann.login, password: ann.password },
      });
      expect((signedIn.cookies as Cookie[]).find((c) => c.name === 'fw_session')?.secure).toBe(
        true,
      );
    } finally {
      await secure.close();
    }
  });

  it('keeps only the sha256 of a token server-side', async () => {
    const ann = await signUp(t);
    const files = readdirSync(t.dataDir).filter((file) => file.startsWith('sessions.db'));
    const bytes = files
      .map((file) => readFileSync(join(t.dataDir, file)).toString('latin1'))
      .join('');
    expect(bytes).toContain(hashToken(ann.token));
    expect(bytes).not.toContain(ann.token);
  });

  it('rotates the token at every sign-in and revokes the previous session', async () => {
    const ann = await signUp(t);
    const response = await t.inject({
      method: 'POST',
      url: '/client_api/login',
      headers: ann.headers,
      payload: { type: 'web', login: ann.login, password: ann.password },
    });
    expect(response.statusCode).toBe(200);
    const rotated = (response.cookies as Cookie[]).find((c) => c.name === 'fw_session')?.value;
    expect(rotated).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rotated).not.toBe(ann.token);
    expect((await me(ann.headers)).statusCode).toBe(SIGNED_OUT);
    // The new session comes with a CSRF token bound to it; the old one no longer fits.
    const csrf = (response.cookies as Cookie[]).find((c) => c.name === 'fw_csrf')?.value ?? '';
    expect(csrf).not.toBe(ann.csrf);
    const fresh = { cookie: `fw_session=${rotated}; fw_csrf=${csrf}`, 'x-csrf-token': csrf };
    expect((await me(fresh)).statusCode).toBe(200);
    const patch = (headers: Record<string, string>) =>
      t.inject({ method: 'PATCH', url: '/client_api/user', payload: {}, headers });
    expect((await patch(fresh)).statusCode).not.toBe(403);
    const stale = {
      cookie: `fw_session=${rotated}; fw_csrf=${ann.csrf}`,
      'x-csrf-token': ann.csrf,
    };
    expect((await patch(stale)).statusCode).toBe(403);
  });

  it('refuses a replayed token after sign-out with 401', async () => {
    const ann = await signUp(t);
    expect((await me(ann.headers)).statusCode).toBe(200);
    const out = await t.inject({ method: 'POST', url: '/client_api/logout', headers: ann.headers });
    expect(out.statusCode).toBe(204);
    const cleared = (out.cookies as Cookie[]).find((c) => c.name === 'fw_session');
    expect(cleared?.value).toBe('');
    expect((await me(ann.headers)).statusCode).toBe(SIGNED_OUT);
    const replay = await t.inject({
      method: 'GET',
      url: '/client_api/subscriptions',
      headers: ann.headers,
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in.' } });
    const alias = await signIn(t, ann.login, ann.password);
    expect(
      (await t.inject({ method: 'DELETE', url: '/client_api/login', headers: alias.headers }))
        .statusCode,
    ).toBe(204);
    expect((await me(alias.headers)).statusCode).toBe(SIGNED_OUT);
  });

  it('rejects state-changing requests without a matching CSRF token', async () => {
    const ann = await signUp(t);
    const token = await tokenizeCard(t);
    const attempts: Record<string, string>[] = [
      { cookie: ann.cookie },
      { cookie: ann.cookie, 'x-csrf-token': 'A'.repeat(43) },
      { cookie: `fw_session=${ann.token}`, 'x-csrf-token': ann.csrf },
    ];
    for (const headers of attempts) {
      for (const request of [
        { method: 'POST' as const, url: '/client_api/cards', payload: { token } },
        { method: 'PATCH' as const, url: '/client_api/user', payload: { watermark_text: 'x' } },
        { method: 'POST' as const, url: '/client_api/logout' },
      ]) {
        const response = await t.inject({ ...request, headers });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          error: {
            code: 'csrf_failed',
            message: 'Your session expired. Please reload the page and try again.',
          },
        });
      }
    }
    expect((await me({ cookie: ann.cookie })).statusCode).toBe(200);
    const ok = await t.inject({
      method: 'POST',
      url: '/client_api/cards',
      payload: { token },
      headers: ann.headers,
    });
    expect(ok.statusCode).toBe(201);
  });

  it('rejects every state-changing endpoint in the OpenAPI document without the CSRF header', async () => {
    // A person holding every role, so no role check can answer before the CSRF check does.
    const admin = await signInAdmin(t);
    const everyone = await signUp(t, { flirtSignup: true });
    await completeFlirtSetup(t, everyone, admin);
    for (const role of ['moderator', 'finance', 'auditor', 'admin'] as const) {
      await grantRole(t, admin, everyone.userId, role);
    }
    const doc = (await t.inject({ method: 'GET', url: '/docs/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    // Credentials other than the session cookie (the sandbox processor's card form).
    const exempt = new Set(['post /sandbox-gateway/tokens']);
    const writes = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => `${method} ${path}`),
    );
    expect(writes.length).toBeGreaterThan(50);
    const answers: string[] = [];
    for (const write of writes.filter((w) => !exempt.has(w))) {
      const [method = '', path = ''] = write.split(' ');
      const response = await t.inject({
        method: method.toUpperCase(),
        url: path.replace(/\{[^}]+\}/g, '0195f3a0-0000-7000-8000-000000000000'),
        headers: { cookie: everyone.cookie },
        payload: {},
      });
      const code = response.json<{ error?: { code?: string } }>().error?.code;
      answers.push(`${write} → ${response.statusCode} ${code ?? ''}`);
    }
    // Service-to-service endpoints take no cookie at all: their token is the credential.
    const refused = (answer: string) =>
      answer.startsWith('post /service_api/')
        ? answer.endsWith('→ 401 invalid_service_token')
        : answer.endsWith('→ 403 csrf_failed');
    expect(answers.filter((a) => !refused(a))).toEqual([]);
    expect((await me({ cookie: everyone.cookie })).statusCode).toBe(200);
  });

  it('refuses a cookie and header pair the attacker minted or brought from their own browser (issue 17, S9)', async () => {
    const ann = await signUp(t);
    const mallory = await signUp(t);
    const attacker = await visitor(t);
    const forged = (csrf: string) => ({
      cookie: `fw_session=${ann.token}; fw_csrf=${csrf}`,
      'x-csrf-token': csrf,
    });
    const attempts = [
      'A'.repeat(43), // the old format: any 43 characters passed when cookie and header matched
      `${'A'.repeat(22)}.${'B'.repeat(43)}`, // the new format, with a made-up MAC
      mallory.csrf, // valid, but bound to Mallory's session
      attacker.csrf, // valid, but bound to the attacker's pre-session
    ];
    for (const csrf of attempts) {
      const response = await t.inject({
        method: 'PATCH',
        url: '/client_api/user',
        payload: { watermark_text: 'x' },
        headers: forged(csrf),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'csrf_failed' } });
    }
    // Signed out: a token bound to someone else's pre-session does not sign this browser in.
    const victim = await visitor(t);
    const presession = /fw_presession=([^;]+)/.exec(victim.headers.cookie)?.[1] ?? '';
    const login = await t.inject({
      method: 'POST',
      url: '/client_api/login',
      payload: { type: 'web', login: mallory.login, password: mallory.password },
      headers: {
        cookie: `fw_presession=${presession}; fw_csrf=${attacker.csrf}`,
        'x-csrf-token': attacker.csrf,
      },
    });
    expect(login.statusCode).toBe(403);
    // Each one's own pair still works.
    const own = await t.inject({
      method: 'PATCH',
      url: '/client_api/user',
      payload: { watermark_text: 'x' },
      headers: ann.headers,
    });
    expect(own.statusCode).not.toBe(403);
  });

  it('protects sign-in, sign-up and password reset against login CSRF even without a session', async () => {
    for (const [url, payload] of [
      ['/client_api/login', { type: 'web', login: 'someone', password: 'something' }],
      ['/client_api/user', {}],
      ['/client_api/password_reset', { email: 'ann@example.com' }],
    ] as const) {
      const response = await t.inject({ method: 'POST', url, payload });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'csrf_failed' } });
    }
  });

  it('issues the CSRF token as a readable cookie and at GET /client_api/csrf', async () => {
    const response = await t.inject({ method: 'GET', url: '/client_api/csrf' });
    const cookie = (response.cookies as Cookie[]).find((c) => c.name === 'fw_csrf');
    const presession = (response.cookies as Cookie[]).find((c) => c.name === 'fw_presession');
    expect(cookie?.httpOnly).toBeFalsy();
    expect(presession?.httpOnly).toBe(true);
    expect(response.json()).toEqual({ csrf_token: cookie?.value, header: 'x-csrf-token' });
    const again = await t.inject({
      method: 'GET',
      url: '/client_api/csrf',
      headers: {
        cookie: `fw_presession=${presession?.value ?? ''}; fw_csrf=${cookie?.value ?? ''}`,
      },
    });
    expect(again.json()).toMatchObject({ csrf_token: cookie?.value });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('ends a session after the idle timeout (60 minutes without a request)', async () => {
    const ann = await signUp(t);
    clock.advance(59 * 60_000);
    expect((await me(ann.headers)).statusCode).toBe(200);
    clock.advance(59 * 60_000);
    expect((await me(ann.headers)).statusCode).toBe(200);
    clock.advance(60 * 60_000);
    expect((await me(ann.headers)).statusCode).toBe(SIGNED_OUT);
  });

  it('ends a session at the absolute timeout (24 hours) however active it is', async () => {
    const ann = await signUp(t);
    for (let minutes = 50; minutes < 24 * 60; minutes += 50) {
      clock.advance(50 * 60_000);
      expect((await me(ann.headers)).statusCode).toBe(200);
    }
    clock.advance(50 * 60_000);
    expect((await me(ann.headers)).statusCode).toBe(SIGNED_OUT);
  });

  it('reads roles from the account on every request, and ends sessions of a deactivated account', async () => {
    const admin = await signInAdmin(t);
    const ann = await signUp(t);
    const roles = async () => (await me(ann.headers)).json<{ roles: string[] }>().roles;
    expect(await roles()).toEqual(['customer']);
    await grantRole(t, admin, ann.userId, 'auditor');
    expect(await roles()).toEqual(['customer', 'auditor']);
    const deactivated = await t.inject({
      method: 'POST',
      url: `/client_api/admin/users/${ann.userId}/deactivate`,
      headers: admin.headers,
      payload: { reason: 'test' },
    });
    expect(deactivated.statusCode).toBe(200);
    expect((await me(ann.headers)).statusCode).toBe(SIGNED_OUT);
  });
});
