import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ADMIN_PASSWORD, DEMO_SIGN_INS } from '../seed/identity.seed.js';
import { TEST_ADMIN_PASSWORD } from '../test-support/test-app.js';
import {
  DEVELOPMENT_SERVICE_API_TOKEN,
  loadConfig,
  printableValue,
  withDevHelpers,
} from './app-config.js';
import { problemsOf } from '../test-support/config-problems.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Chosen values (random, long, no placeholder words): what an operator should set. */
const STRONG = {
  DATA_KEY_SECRET: 'Zq7vN2pLr9Xw4Tb6Hm1Kd8Fs3Jg5YcQ0aE',
  ADMIN_PASSWORD: 'Kx4!rWm9#tLq2Vz',
  SERVICE_API_TOKEN: 'hJ3nB8vQ1xZ6mK0pR5tW9yL2cF7',
  TURNSTILE_SITE_KEY: '0x4AAAAAAAB3vQmZ8kLpW2xY',
  TURNSTILE_SECRET: '0x4AAAAAAAB3vQ-Rt7NcKw9ZpLq2Hs5Vj8Xd',
};
const production = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0', ...STRONG, ...env });

/**
 * Every value this repository publishes for a secret: defaults and examples in the README,
 * compose and deploy files, code constants and test fixtures named like a secret.
 */
function publishedValues(): Set<string> {
  const files = [
    'README.md',
    'docker-compose.yml',
    ...readdirSync(join(ROOT, 'deploy'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(ROOT, join(entry.parentPath, entry.name))),
    'backend/src/config/app-config.ts',
    'backend/src/test-support/test-app.ts',
    'backend/src/seed/identity.seed.ts',
    'frontend/e2e/support/server-process.mjs',
    'tools/bench/vitals.mjs',
  ];
  const values = new Set<string>([
    DEMO_ADMIN_PASSWORD,
    TEST_ADMIN_PASSWORD,
    DEVELOPMENT_SERVICE_API_TOKEN,
    ...Object.values(DEMO_SIGN_INS).map((person) => person.password),
  ]);
  for (const file of files) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    // NAME = 'value' / NAME: value, where NAME reads like a secret.
    for (const match of text.matchAll(
      /[A-Z_]*(?:PASSWORD|SECRET|TOKEN)[A-Z_]*\s*[:=]\s*['"`]([^'"`\s$]{6,})['"`]/g,
    )) {
      if (match[1]) values.add(match[1]);
    }
    // Compose defaults: ${NAME:-value}
    for (const match of text.matchAll(/\$\{[A-Z_]*(?:PASSWORD|SECRET|TOKEN)[A-Z_]*:-([^}]+)\}/g)) {
      if (match[1]) values.add(match[1]);
    }
    // Documented examples: `some-thing-pass`, `...-token-...`, `...secret...`, `change-me...`
    for (const match of text.matchAll(/`([a-z0-9][\w!.-]{7,})`/g)) {
      if (match[1] && /pass|secret|token|change-?me/i.test(match[1])) values.add(match[1]);
    }
  }
  return values;
}

describe('production secrets', () => {
  it('starts with chosen secrets', () => {
    const config = production();
    expect(config.dataKeySecret).toBe(STRONG.DATA_KEY_SECRET);
    expect(config.admin.password).toBe(STRONG.ADMIN_PASSWORD);
    expect(config.serviceApiToken).toBe(STRONG.SERVICE_API_TOKEN);
  });

  it('refuses the old compose defaults, naming the variable', () => {
    expect(
      problemsOf(() =>
        production({
          DATA_KEY_SECRET: 'change-me-to-a-long-random-secret-of-32-chars',
          ADMIN_PASSWORD: 'change-me-admin-password',
        }),
      ),
    ).toEqual([
      expect.stringMatching(/^DATA_KEY_SECRET: this value is published/),
      expect.stringMatching(/^ADMIN_PASSWORD: this value is published/),
    ]);
  });

  it('refuses the development service token and data key', () => {
    expect(
      problemsOf(() => production({ SERVICE_API_TOKEN: DEVELOPMENT_SERVICE_API_TOKEN })),
    ).toEqual([expect.stringMatching(/^SERVICE_API_TOKEN: /)]);
    expect(
      problemsOf(() =>
        production({ DATA_KEY_SECRET: 'development-only-data-key-secret-change-me!' }),
      ),
    ).toEqual([expect.stringMatching(/^DATA_KEY_SECRET: /)]);
  });

  it('refuses every value the repository publishes, for every secret', () => {
    const values = publishedValues();
    // The scan finds the known ones (so it would find a new one written the same way).
    for (const known of [
      'development-service-token-change-me',
      'demo-admin-pass',
      'e2e-service-token-0123456789abcdef',
      'test-captcha-pass',
    ]) {
      expect(values).toContain(known);
    }
    for (const value of values) {
      for (const name of [
        'DATA_KEY_SECRET',
        'ADMIN_PASSWORD',
        'SERVICE_API_TOKEN',
        'RECAPTCHA_SECRET_KEY',
      ]) {
        const problems = problemsOf(() => production({ [name]: value }));
        expect({ name, value, refused: problems.some((p) => p.startsWith(`${name}:`)) }).toEqual({
          name,
          value,
          refused: true,
        });
      }
    }
  });

  it('refuses short values, placeholders and patterns', () => {
    expect(problemsOf(() => production({ ADMIN_PASSWORD: 'Kx4!rWm9#t' }))).toEqual([
      'ADMIN_PASSWORD: must be at least 12 characters when NODE_ENV=production',
    ]);
    expect(problemsOf(() => production({ DATA_KEY_SECRET: 'k'.repeat(40) }))).toEqual([
      expect.stringMatching(/^DATA_KEY_SECRET: too few distinct characters/),
    ]);
    expect(
      problemsOf(() => production({ DATA_KEY_SECRET: 'my-production-secret-for-the-data-keys' })),
    ).toEqual([expect.stringMatching(/^DATA_KEY_SECRET: looks like a placeholder/)]);
  });

  it('still requires DATA_KEY_SECRET in production, and leaves development alone', () => {
    expect(
      problemsOf(() =>
        loadConfig({
          NODE_ENV: 'production',
          ADMIN_PASSWORD: STRONG.ADMIN_PASSWORD,
          TURNSTILE_SITE_KEY: STRONG.TURNSTILE_SITE_KEY,
          TURNSTILE_SECRET: STRONG.TURNSTILE_SECRET,
        }),
      ),
    ).toEqual([expect.stringMatching(/^DATA_KEY_SECRET: required/)]);
    expect(loadConfig({ ADMIN_PASSWORD: 'change-me-admin-password' }).admin.password).toBe(
      'change-me-admin-password',
    );
  });

  it('refuses common and guessable admin passwords (product name, year, keyboard runs)', () => {
    for (const password of ['qwertyuiop123', 'Flirtwire2026!', 'P@ssw0rd2026!', 'Iloveyou1234']) {
      expect(problemsOf(() => production({ ADMIN_PASSWORD: password }))).toEqual([
        expect.stringMatching(/^ADMIN_PASSWORD: is (built from|one of the most common)/),
      ]);
    }
    expect(
      problemsOf(() =>
        production({ PRODUCT_NAME: 'Lovebirds', ADMIN_PASSWORD: 'Lovebirds2026!x' }),
      ),
    ).toEqual([expect.stringMatching(/^ADMIN_PASSWORD: is built from the product's name/)]);
  });

  it('never prints the value of a secret it refuses', () => {
    const secret = 's3cr3t-value-that-must-not-leak';
    const envs: Record<string, string>[] = [
      { SERVICE_API_TOKEN: 'short-s3cr3t' },
      { DATA_KEY_SECRET: 's3cr3t' },
      { ADMIN_PASSWORD: 's3cr3t' },
      { ADMIN_PASSWORD: secret, DATA_KEY_SECRET: secret, SERVICE_API_TOKEN: secret },
    ];
    for (const env of envs) {
      const problems = problemsOf(() => production(env));
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.join('\n')).not.toMatch(/s3cr3t/);
    }
    expect(problemsOf(() => production({ SERVICE_API_TOKEN: 'short-s3cr3t' }))).toEqual([
      'SERVICE_API_TOKEN: must be at least 24 characters (got a value of 12 characters, not shown)',
    ]);
  });

  it('prints other values, but a URL without its password', () => {
    expect(printableValue('PORT', 'eighty')).toBe('"eighty"');
    expect(printableValue('READ_STORE_URL', 'mongodb://app:s3cr3t@db:27017/fw')).toBe(
      '"mongodb://app:***@db:27017/fw"',
    );
    expect(printableValue('RECAPTCHA_SECRET_KEY', 'abc')).toBe(
      'a value of 3 characters, not shown',
    );
    expect(
      problemsOf(() => loadConfig({ EVENT_STORE_URL: 'postgres://u:s3cr3t@h/db' })).join(''),
    ).toContain('postgres://u:***@h/db');
  });

  it('reads an empty variable (compose passing an unset optional one) as unset', () => {
    const config = production({ SERVICE_API_TOKEN: '', RECAPTCHA_SECRET_KEY: '' });
    expect(config.serviceApiToken).toBeNull();
    expect(config.captcha.provider).toBe('turnstile');
  });

  it('refuses to start production without a captcha secret, or with CAPTCHA=off', () => {
    expect(problemsOf(() => production({ TURNSTILE_SECRET: '', TURNSTILE_SITE_KEY: '' }))).toEqual([
      expect.stringMatching(/^TURNSTILE_SECRET: required when NODE_ENV=production/),
    ]);
    expect(problemsOf(() => production({ CAPTCHA: 'off' }))).toEqual([
      'CAPTCHA: off is for development only, never NODE_ENV=production',
    ]);
    expect(problemsOf(() => production({ TURNSTILE_SITE_KEY: '' }))).toEqual([
      expect.stringMatching(/^TURNSTILE_SITE_KEY: required with TURNSTILE_SECRET/),
    ]);
    expect(
      production({ TURNSTILE_SECRET: '', RECAPTCHA_SECRET_KEY: 'Wq8rT3yZ6vN1mK4pX7sJ' }).captcha
        .provider,
    ).toBe('recaptcha');
    expect(production().captcha).toEqual({
      provider: 'turnstile',
      siteKey: STRONG.TURNSTILE_SITE_KEY,
      secretKey: STRONG.TURNSTILE_SECRET,
    });
  });

  it('runs without a captcha only when asked (CAPTCHA=off) outside production without the helpers', () => {
    expect(problemsOf(() => loadConfig({ HOST: '0.0.0.0' }))).toEqual([
      expect.stringMatching(/^TURNSTILE_SECRET: .*CAPTCHA=off/),
    ]);
    expect(loadConfig({ HOST: '0.0.0.0', CAPTCHA: 'off' }).captcha.provider).toBe('off');
    expect(loadConfig({}).captcha.provider).toBe('test');
  });
});

describe('the development helpers', () => {
  const helpers = (env: Record<string, string>) => loadConfig(env);

  it('are on for a development start on loopback (npm start, the test suites)', () => {
    for (const HOST of ['127.0.0.1', 'localhost', '::1']) {
      const config = helpers({ HOST });
      expect(config.devHelpers).toBe(true);
      expect(config.serviceApiToken).toBe(DEVELOPMENT_SERVICE_API_TOKEN);
      expect(config.captcha.provider).toBe('test');
    }
    expect(helpers({}).devHelpers).toBe(true);
    expect(helpers({ NODE_ENV: 'test' }).devHelpers).toBe(true);
  });

  it('are off for an app listening beyond loopback, NODE_ENV unset', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'flirtwire.example']) {
      const config = helpers({ HOST, CAPTCHA: 'off' });
      expect(config.devHelpers).toBe(false);
      expect(config.serviceApiToken).toBeNull();
      expect(config.captcha.provider).toBe('off');
    }
  });

  it('follow DEV_HELPERS outside production, which is validated', () => {
    expect(helpers({ HOST: '0.0.0.0', DEV_HELPERS: 'on' }).devHelpers).toBe(true);
    expect(helpers({ HOST: '127.0.0.1', DEV_HELPERS: 'off', CAPTCHA: 'off' }).devHelpers).toBe(
      false,
    );
    expect(problemsOf(() => helpers({ DEV_HELPERS: 'yes' }))).toEqual([
      expect.stringMatching(/^DEV_HELPERS: /),
    ]);
  });

  it('are never on in production', () => {
    expect(production().devHelpers).toBe(false);
    expect(production({ HOST: '127.0.0.1' }).devHelpers).toBe(false);
    expect(problemsOf(() => production({ DEV_HELPERS: 'on' }))).toEqual([
      expect.stringMatching(/^DEV_HELPERS: never on when NODE_ENV=production/),
    ]);
    expect(() => withDevHelpers(production())).toThrow(/never on when NODE_ENV=production/);
  });
});

describe('production exposure', () => {
  it('creates Kafka topics with one replica unless KAFKA_REPLICATION_FACTOR says more', () => {
    expect(loadConfig({}).kafkaReplicationFactor).toBe(1);
    expect(loadConfig({ KAFKA_REPLICATION_FACTOR: '3' }).kafkaReplicationFactor).toBe(3);
    expect(problemsOf(() => loadConfig({ KAFKA_REPLICATION_FACTOR: '0' }))).toEqual([
      expect.stringMatching(/^KAFKA_REPLICATION_FACTOR: /),
    ]);
  });

  it('serves /docs by default only outside production (API_DOCS)', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(production().apiDocs).toBe(false);
    expect(production({ API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe(false);
  });

  it('runs the sandbox processor in production only when explicitly allowed', () => {
    expect(loadConfig({}).paymentsProcessor).toBe('sandbox');
    expect(production().paymentsProcessor).toBe('none');
    expect(problemsOf(() => production({ PAYMENTS_PROCESSOR: 'sandbox' }))).toEqual([
      expect.stringMatching(/^PAYMENTS_PROCESSOR: .*PAYMENTS_SANDBOX=allow/),
    ]);
    expect(
      production({ PAYMENTS_PROCESSOR: 'sandbox', PAYMENTS_SANDBOX: 'allow' }).paymentsProcessor,
    ).toBe('sandbox');
  });

  // calls
  it('keeps the social sandbox (links any handle without proof) off unless SOCIAL_SANDBOX=on, never in production', () => {
    expect(loadConfig({}).socialSandbox).toBe(false);
    expect(loadConfig({ SOCIAL_SANDBOX: 'on' }).socialSandbox).toBe(true);
    expect(problemsOf(() => production({ SOCIAL_SANDBOX: 'on' }))).toEqual([
      expect.stringMatching(/^SOCIAL_SANDBOX: .*never on when NODE_ENV=production/),
    ]);
    expect(production({ SOCIAL_SANDBOX: 'off' }).socialSandbox).toBe(false);
  });

  it('runs the telephony sandbox (anyone may connect and end its calls) in production only when explicitly allowed', () => {
    expect(loadConfig({}).telephonyProvider).toBe('sandbox');
    expect(production().telephonyProvider).toBe('none');
    expect(problemsOf(() => production({ TELEPHONY_PROVIDER: 'sandbox' }))).toEqual([
      expect.stringMatching(/^TELEPHONY_PROVIDER: .*TELEPHONY_SANDBOX=allow/),
    ]);
    expect(
      production({ TELEPHONY_PROVIDER: 'sandbox', TELEPHONY_SANDBOX: 'allow' }).telephonyProvider,
    ).toBe('sandbox');
  });
});

describe('staff credit caps (issue 30: above a cap a second person in finance approves)', () => {
  it("defaults to the Terms' $25 per credit, $50 per customer and $100 per staff member a day", () => {
    expect(loadConfig({ NODE_ENV: 'test' }).siteDollarCreditCaps).toEqual({
      perGrantCents: 2500,
      perRecipientDayCents: 5000,
      perStaffDayCents: 10_000,
    });
  });

  it('reads dollars as cents and refuses what is not an amount from 0.01 to 500', () => {
    expect(
      loadConfig({
        NODE_ENV: 'test',
        SITE_DOLLARS_CREDIT_GRANT_CAP: '10.50',
        SITE_DOLLARS_CREDIT_CUSTOMER_DAY_CAP: '20',
        SITE_DOLLARS_CREDIT_STAFF_DAY_CAP: '500',
      }).siteDollarCreditCaps,
    ).toEqual({ perGrantCents: 1050, perRecipientDayCents: 2000, perStaffDayCents: 50_000 });
    for (const value of ['0', '500.01', 'ten', '-5']) {
      expect(() =>
        loadConfig({ NODE_ENV: 'test', SITE_DOLLARS_CREDIT_STAFF_DAY_CAP: value }),
      ).toThrow(/SITE_DOLLARS_CREDIT_STAFF_DAY_CAP: must be an amount in dollars/);
    }
  });
});
