import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../app.factory.js';
import { loadConfig } from '../../config/app-config.js';
import { createLogger } from '../logging/logger.js';
import { signUp } from '../../test-support/identity.js';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../test-support/test-app.js';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

async function appWith(cookieSecure: 'true' | 'false') {
  const dataDir = mkdtempSync(join(tmpdir(), 'flirtwire-headers-'));
  const dist = join(dataDir, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED: 'off',
    SCHEDULER: 'off',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    PASSWORD_HASHING: 'fast',
    COOKIE_SECURE: cookieSecure,
  });
  const app = await createApp(config, { logger: createLogger('silent'), frontendDist: dist });
  return {
    app,
    inject: (options: { method: 'GET' | 'POST'; url: string; headers?: Record<string, string> }) =>
      app.getHttpAdapter().getInstance().inject(options),
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function directives(csp: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(csp).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('security headers (issue 17, S6)', () => {
  let plain: Awaited<ReturnType<typeof appWith>>;
  let secure: Awaited<ReturnType<typeof appWith>>;

  beforeAll(async () => {
    plain = await appWith('false');
    secure = await appWith('true');
  });
  afterAll(async () => {
    await plain.close();
    await secure.close();
  });

  it('sends the CSP, frame and referrer headers on the HTML page and on API answers', async () => {
    const page = await plain.inject({ method: 'GET', url: '/my_customers', headers: HTML });
    const api = await plain.inject({ method: 'GET', url: '/client_api/csrf' });
    const failed = await plain.inject({ method: 'GET', url: '/client_api/no_such_thing' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const response of [page, api, failed]) {
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toContain("'self'");
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      // Plain http (COOKIE_SECURE=false): HSTS would pin a host that does not speak https.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS and upgrade-insecure-requests when the cookies are Secure', async () => {
    const page = await secure.inject({ method: 'GET', url: '/', headers: HTML });
    const api = await secure.inject({ method: 'GET', url: '/health' });
    for (const response of [page, api]) {
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(
        directives(response.headers['content-security-policy']).has('upgrade-insecure-requests'),
      ).toBe(true);
    }
  });

  it('serves Swagger UI at /docs under the same policy, with no inline script', async () => {
    const docs = await plain.inject({ method: 'GET', url: '/docs', headers: HTML });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const scripts = [...docs.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      expect(attributes).toContain('src=');
      expect(body.trim()).toBe('');
    }
  });
});

describe('request bodies and caching of personal data (issue 17, S12)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('names the forbidden key of a __proto__ body instead of calling it invalid JSON', async () => {
    const ann = await signUp(t);
    const post = (payload: string) =>
      t.inject({
        method: 'POST',
        url: '/client_api/bonuses',
        payload,
        headers: { ...ann.headers, 'content-type': 'application/json' },
      });
    const proto = await post('{"amount_text":"5","__proto__":{"admin":true}}');
    expect(proto.statusCode).toBe(400);
    expect(proto.json()).toEqual({
      error: {
        code: 'bad_request',
        message: 'The request body may not contain the key __proto__.',
      },
    });
    const escaped = await post('{"a":{"\\u005f_proto__":{"admin":true}}}');
    expect(escaped.statusCode).toBe(400);
    expect(escaped.json()).toMatchObject({
      error: { message: 'The request body may not contain the key __proto__.' },
    });
    const ctor = await post('{"constructor":{"prototype":{"admin":true}}}');
    expect(ctor.statusCode).toBe(400);
    expect(ctor.json()).toMatchObject({
      error: { message: 'The request body may not contain the key constructor.prototype.' },
    });
    const broken = await post('{"amount_text": ');
    expect(broken.json()).toEqual({
      error: { code: 'bad_request', message: 'The request body is not valid JSON.' },
    });
    const empty = await post('');
    expect(empty.statusCode).toBe(400);
  });

  it('answers every signed-in request with Cache-Control: no-store, visitors as before', async () => {
    const ann = await signUp(t);
    for (const url of [
      '/client_api/account/payout_info',
      '/client_api/user',
      '/client_api/tax_forms',
    ]) {
      const response = await t.inject({ method: 'GET', url, headers: ann.headers });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    // A refusal to a signed-in person is personal too (it says who they are not).
    const refused = await t.inject({ method: 'GET', url: '/audit/runs', headers: ann.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe('no-store');
    const visitor = await t.inject({ method: 'GET', url: '/health' });
    expect(visitor.headers['cache-control']).toBeUndefined();
  });
});
