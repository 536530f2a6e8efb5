// The security items of issue 17, checked on the app as `docker compose up` starts it: the
// compose file's own environment (NODE_ENV=production, HOST=0.0.0.0, its secrets and defaults),
// on the embedded engines instead of KurrentDB and MongoDB (the configuration under test is
// the same; only the engine URLs differ).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_CAPTCHA_TOKEN } from '@flirtwire/contracts';
import { DEVELOPMENT_SERVICE_API_TOKEN, loadConfig } from '../config/app-config.js';
import {
  CAPTCHA_VERIFIER,
  TestTokenCaptchaVerifier,
  TURNSTILE_SITEVERIFY,
  TurnstileVerifier,
} from '../identity/security/captcha.js';
import { SANDBOX_TEST_CARDS } from '../infrastructure/payments/sandbox/sandbox-test-cards.js';
import { report } from '../test-support/customers.js';
import { signIn, signUp as signUpAs, uniquePhone, visitor } from '../test-support/identity.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { problemsOf } from '../test-support/config-problems.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const COMPOSE = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');

/** What an operator sets (random, long): compose takes them from the shell or `.env`. */
const CHOSEN = {
  DATA_KEY_SECRET: 'Zq7vN2pLr9Xw4Tb6Hm1Kd8Fs3Jg5YcQ0aE',
  ADMIN_PASSWORD: 'Kx4!rWm9#tLq2Vz',
  TURNSTILE_SITE_KEY: '0x4AAAAAAAB3vQmZ8kLpW2xY',
  TURNSTILE_SECRET: '0x4AAAAAAAB3vQ-Rt7NcKw9ZpLq2Hs5Vj8Xd',
};

/** The answer our stand-in for Cloudflare's siteverify accepts (a solved Turnstile widget). */
const SOLVED_TURNSTILE = 'solved-turnstile-response';
const siteverifyCalls: URLSearchParams[] = [];

/**
 * Stands in for Cloudflare's network: siteverify answers success for the solved widget's
 * response under the chosen secret; every other request goes out as usual.
 */
function standInForCloudflare(): () => void {
  const real = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (url !== TURNSTILE_SITEVERIFY) return real(input, init);
    const form = new URLSearchParams(init?.body instanceof URLSearchParams ? init.body : undefined);
    siteverifyCalls.push(form);
    const success =
      form.get('secret') === CHOSEN.TURNSTILE_SECRET && form.get('response') === SOLVED_TURNSTILE;
    return Promise.resolve(Response.json({ success }));
  };
  return () => {
    globalThis.fetch = real;
  };
}

/**
 * The app service's environment as compose computes it from `shell`: `${VAR:?message}` stops
 * compose with the message when VAR is unset or empty, `${VAR:-default}` falls back.
 */
function composeEnvironment(shell: Record<string, string>): Record<string, string> {
  const lines = COMPOSE.split('\n');
  const app = lines.findIndex((line) => line === '  app:');
  const start = lines.findIndex((line, i) => i > app && /^ {4}environment:( &[\w-]+)?$/.test(line));
  if (app < 0 || start < 0) throw new Error('docker-compose.yml: no app environment');
  const env: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const entry = /^ {6}([A-Z_]+): ?(.*)$/.exec(line);
    if (!entry?.[1]) break;
    const raw = (entry[2] ?? '').replace(/\s+#.*$/, '').replace(/^'(.*)'$/, '$1');
    env[entry[1]] = raw.replace(
      /\$\{(\w+)(?::([?-])([^}]*))?\}/g,
      (_whole, name: string, op: string | undefined, arg: string | undefined) => {
        const value = shell[name];
        if (value) return value;
        if (op === '?') throw new Error(`compose: ${name}: ${arg ?? ''}`);
        return op === '-' ? (arg ?? '') : '';
      },
    );
  }
  return env;
}

/**
 * The compose environment on the embedded engines in `dataDir` (compose's URLs need the
 * clusters); one process, so the projections run inline instead of in compose's projector.
 */
function embedded(env: Record<string, string>): Record<string, string> {
  const { EVENT_STORE_URL: _e, READ_STORE_URL: _r, DATA_DIR: _d, PROJECTIONS: _p, ...rest } = env;
  return { ...rest, PASSWORD_HASHING: 'owasp', LOG_LEVEL: 'warn' };
}

function modesUnder(root: string): Record<string, string> {
  const modes: Record<string, string> = { '.': (statSync(root).mode & 0o777).toString(8) };
  for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    modes[name] = (statSync(join(root, name)).mode & 0o777).toString(8);
  }
  return modes;
}

describe('docker compose: the secrets', () => {
  it('refuses to start without DATA_KEY_SECRET or ADMIN_PASSWORD', () => {
    expect(() => composeEnvironment({ ADMIN_PASSWORD: CHOSEN.ADMIN_PASSWORD })).toThrow(
      /DATA_KEY_SECRET/,
    );
    expect(() => composeEnvironment({ DATA_KEY_SECRET: CHOSEN.DATA_KEY_SECRET })).toThrow(
      /ADMIN_PASSWORD/,
    );
    expect(composeEnvironment(CHOSEN)).toMatchObject({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      COOKIE_SECURE: 'true',
      ...CHOSEN,
    });
  });

  it('the app refuses published and weak secrets, naming each variable', () => {
    const published = composeEnvironment({
      DATA_KEY_SECRET: 'change-me-to-a-long-random-secret-of-32-chars',
      ADMIN_PASSWORD: 'change-me-admin-password',
      SERVICE_API_TOKEN: DEVELOPMENT_SERVICE_API_TOKEN,
      TURNSTILE_SITE_KEY: CHOSEN.TURNSTILE_SITE_KEY,
      TURNSTILE_SECRET: CHOSEN.TURNSTILE_SECRET,
    });
    expect(problemsOf(() => loadConfig(embedded(published)))).toEqual([
      expect.stringMatching(/^DATA_KEY_SECRET: /),
      expect.stringMatching(/^ADMIN_PASSWORD: /),
      expect.stringMatching(/^SERVICE_API_TOKEN: /),
    ]);
    const weak = composeEnvironment({
      DATA_KEY_SECRET: 'x'.repeat(40),
      ADMIN_PASSWORD: 'short-pw-1',
      TURNSTILE_SITE_KEY: CHOSEN.TURNSTILE_SITE_KEY,
      TURNSTILE_SECRET: CHOSEN.TURNSTILE_SECRET,
    });
    expect(problemsOf(() => loadConfig(embedded(weak)))).toEqual([
      expect.stringMatching(/^DATA_KEY_SECRET: /),
      expect.stringMatching(/^ADMIN_PASSWORD: must be at least 12 characters/),
    ]);
  });

  it('compose passes the Turnstile keys, and the app refuses to start without a captcha secret', () => {
    expect(composeEnvironment(CHOSEN)).toMatchObject({
      TURNSTILE_SITE_KEY: CHOSEN.TURNSTILE_SITE_KEY,
      TURNSTILE_SECRET: CHOSEN.TURNSTILE_SECRET,
    });
    const { TURNSTILE_SECRET: _s, TURNSTILE_SITE_KEY: _k, ...withoutCaptcha } = CHOSEN;
    expect(problemsOf(() => loadConfig(embedded(composeEnvironment(withoutCaptcha))))).toEqual([
      expect.stringMatching(/^TURNSTILE_SECRET: required when NODE_ENV=production/),
    ]);
  });

  it('the app refuses to start without ADMIN_PASSWORD (outside compose) to make the first admin', async () => {
    const { ADMIN_PASSWORD: _a, ...env } = embedded(composeEnvironment(CHOSEN));
    const parent = mkdtempSync(join(tmpdir(), 'flirtwire-prod-'));
    try {
      await expect(
        startTestApp({ env: { ...env, ADMIN_PASSWORD: '' }, dataDir: join(parent, 'data') }),
      ).rejects.toThrow(/ADMIN_PASSWORD/);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

describe('docker compose: the app with chosen secrets', () => {
  let t: TestApp;
  let parent: string;
  let dataDir: string;
  let restoreFetch = () => {};
  const signUp = (app: TestApp) => signUpAs(app, { captcha: SOLVED_TURNSTILE });
  beforeAll(async () => {
    parent = mkdtempSync(join(tmpdir(), 'flirtwire-prod-'));
    // Made by the operator as `mkdir` makes it (umask 022): the app tightens it at start.
    dataDir = join(parent, 'data');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
    const dist = join(parent, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{"sources":["src/app.tsx"]}');
    restoreFetch = standInForCloudflare();
    t = await startTestApp({
      env: embedded(composeEnvironment(CHOSEN)),
      dataDir,
      frontendDist: dist,
    });
  });
  afterAll(async () => {
    restoreFetch();
    await t.close();
    rmSync(parent, { recursive: true, force: true });
  });

  it('runs in production, listening beyond loopback, with the development helpers off', () => {
    expect(t.config).toMatchObject({
      nodeEnv: 'production',
      host: '0.0.0.0',
      devHelpers: false,
      apiDocs: false,
      paymentsProcessor: 'none',
      payoutsProcessor: 'none',
      cookieSecure: true,
      serviceApiToken: null,
    });
  });

  it('signs the admin in with the chosen password only, over a Secure cookie', async () => {
    const browser = await visitor(t);
    const published = await t.inject({
      method: 'POST',
      url: '/client_api/login',
      headers: browser.headers,
      payload: { type: 'web', login: 'admin', password: 'change-me-admin-password' },
    });
    expect(published.statusCode).toBe(401);
    const admin = await t.inject({
      method: 'POST',
      url: '/client_api/login',
      headers: browser.headers,
      payload: { type: 'web', login: 'admin', password: CHOSEN.ADMIN_PASSWORD },
    });
    expect(admin.statusCode).toBe(200);
    expect(String(admin.headers['set-cookie'])).toMatch(/fw_session=[^;]+;.*Secure/);
  });

  it('hands out no reset links: /dev/mail is not there', async () => {
    const ann = await signUp(t);
    const reset = await t.inject({
      method: 'POST',
      url: '/client_api/password_reset',
      headers: (await visitor(t)).headers,
      payload: { email: ann.email, 'g-recaptcha-response': SOLVED_TURNSTILE },
    });
    expect(reset.statusCode).toBe(200);
    const mail = await t.inject({ method: 'GET', url: '/dev/mail' });
    expect(mail.statusCode).toBe(404);
    expect(mail.body).not.toContain('password_reset');
  });

  it('serves no API docs', async () => {
    for (const url of ['/docs', '/docs/openapi.json']) {
      expect((await t.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('has no sandbox processor: test cards are not tokenized', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/sandbox-gateway/tokens',
      payload: {
        number: SANDBOX_TEST_CARDS.approve,
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 2,
        cvc: '123',
        billing_zip: '10001',
      },
    });
    expect(response.statusCode).toBe(404);
  });

  it('asks for a Turnstile captcha, checked with Cloudflare under the chosen secret', async () => {
    expect(t.app.get(CAPTCHA_VERIFIER)).toBeInstanceOf(TurnstileVerifier);
    const status = await t.inject({ method: 'GET', url: '/client_api/captcha_status' });
    expect(status.json()).toEqual({
      recaptcha_site_key: CHOSEN.TURNSTILE_SITE_KEY,
      recaptcha_enabled: true,
      captcha_provider: 'turnstile',
    });
    for (const captcha of [TEST_CAPTCHA_TOKEN, 'a-forged-answer']) {
      await expect(signUpAs(t, { captcha })).rejects.toThrow(/sign-up failed: 400/);
    }
    const calls = siteverifyCalls.length;
    await signUp(t);
    expect(siteverifyCalls.length).toBe(calls + 1);
    expect(siteverifyCalls.at(-1)?.get('secret')).toBe(CHOSEN.TURNSTILE_SECRET);
  });

  it('accepts neither the test captcha answer nor the development service token', async () => {
    expect(t.app.get(CAPTCHA_VERIFIER)).not.toBeInstanceOf(TestTokenCaptchaVerifier);
    expect(t.config.captcha.provider).not.toBe('test');
    expect(TEST_CAPTCHA_TOKEN).toBe('test-captcha-pass');
    const call = await report(t, 'calls', {}, { 'x-service-token': DEVELOPMENT_SERVICE_API_TOKEN });
    expect(call.statusCode).toBe(401);
  });

  it('puts no phone code in the response', async () => {
    const ann = await signUp(t);
    const added = await t.inject({
      method: 'POST',
      url: '/client_api/phone',
      headers: ann.headers,
      payload: { phone_number: uniquePhone() },
    });
    expect(added.statusCode).toBe(201);
    const phoneId = added.json<{ phone: { id: string } }>().phone.id;
    const sent = await t.inject({
      method: 'POST',
      url: `/client_api/phone/${phoneId}/phone_verifications`,
      headers: ann.headers,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ sent: true });
  });

  it('shows anonymous callers no paths on /health', async () => {
    const health = await t.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.body).not.toContain(dataDir);
    expect(health.body).not.toContain('.db');
  });

  it('serves the dashboard without its source maps', async () => {
    expect((await t.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode).toBe(
      200,
    );
    expect((await t.inject({ method: 'GET', url: '/assets/index-abc123.js.map' })).statusCode).toBe(
      404,
    );
  });

  it('keeps every data file 0600 in 0700 folders (the 0755 DATA_DIR made 0700)', async () => {
    await signIn(t, 'admin', CHOSEN.ADMIN_PASSWORD);
    const modes = modesUnder(dataDir);
    expect(Object.keys(modes)).toEqual(
      expect.arrayContaining(['events.db', 'read.db', 'sessions.db', 'personal-data-keys.db']),
    );
    for (const [name, mode] of Object.entries(modes)) {
      const folder = statSync(join(dataDir, name)).isDirectory();
      expect({ name, mode }).toEqual({ name, mode: folder ? '700' : '600' });
    }
  });
});

describe('development (NODE_ENV unset) listening beyond loopback', () => {
  const start = (env: Record<string, string>) =>
    startTestApp({ env: { NODE_ENV: 'development', HOST: '0.0.0.0', CAPTCHA: 'off', ...env } });

  it('keeps the helpers off unless DEV_HELPERS=on', async () => {
    const off = await start({});
    try {
      expect(off.config.devHelpers).toBe(false);
      expect((await off.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
      const call = await report(
        off,
        'calls',
        {},
        { 'x-service-token': DEVELOPMENT_SERVICE_API_TOKEN },
      );
      expect(call.statusCode).toBe(401);
    } finally {
      await off.close();
    }
    const on = await start({ DEV_HELPERS: 'on' });
    try {
      expect((await on.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(200);
    } finally {
      await on.close();
    }
  });
});
