import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import {
  type CreditCapsCents,
  parseMoneyText,
  SATISFACTION_CREDIT_MAX_CENTS,
  SATISFACTION_CREDIT_REQUEST_MAX_CENTS,
} from '@flirtwire/contracts';
import { z } from 'zod';
import { guessablePasswordProblem } from './password-strength.js';
import { weakSecretProblem } from './secret-strength.js';

const FEATURE_FLAGS = [
  'recurring_package_tributes',
  'free_chat_volleys',
  'add_card_money',
  'new_cards',
  'PAYOUT_21803',
  'CHAT_UI_22402',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

const port = z.coerce.number().int().min(1).max(65_535);
/** A credit cap in dollars (`25`, `49.99`), read as cents: at least $0.01, at most $500. */
const creditCap = z.string().transform((value, ctx) => {
  const cents = parseMoneyText(value);
  if (cents === null || cents < 1 || cents > SATISFACTION_CREDIT_REQUEST_MAX_CENTS) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be an amount in dollars between 0.01 and 500 (such as 25 or 49.99)',
    });
    return z.NEVER;
  }
  return cents;
});
const positiveInt = z.coerce.number().int().positive();

/**
 * Every environment variable the app reads, with its default. Validated at boot: a bad value
 * stops the app with a message naming the variable and what it allows.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  EVENT_STORE_URL: z
    .string()
    .regex(/^(sqlite:.+|kurrentdb(\+discover)?:\/\/.+|esdb(\+discover)?:\/\/.+)$/, {
      message:
        'must be sqlite:<file>[?synchronous=FULL|NORMAL], kurrentdb://host:port[?tls=false] or esdb://...',
    })
    .optional(),
  READ_STORE_URL: z
    .string()
    .regex(/^(embedded:.+|mongodb(\+srv)?:\/\/.+)$/, {
      message: 'must be embedded:<file> or mongodb://host:port/db?replicaSet=...',
    })
    .optional(),
  KAFKA_BROKERS: z
    .string()
    .regex(/^[\w.-]+:\d+(,[\w.-]+:\d+)*$/, {
      message: 'must be a comma-separated list of host:port',
    })
    .optional(),
  // replicas of each topic the relay creates: 3 on a three-broker cluster
  KAFKA_REPLICATION_FACTOR: positiveInt.max(7).default(1),
  PROJECTIONS: z.enum(['inline', 'worker', 'off']).default('inline'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PRODUCT_NAME: z.string().min(1).default('Flirtwire'),
  PUBLIC_URL: z
    .url({ message: 'must be an absolute URL such as http://localhost:3000' })
    .optional(),
  FEATURE_FLAGS: z
    .string()
    .default(FEATURE_FLAGS.join(','))
    .transform((value, ctx) => {
      const flags = value
        .split(',')
        .map((flag) => flag.trim())
        .filter(Boolean);
      for (const flag of flags) {
        if (!(FEATURE_FLAGS as readonly string[]).includes(flag)) {
          ctx.addIssue({
            code: 'custom',
            message: `unknown flag "${flag}"; allowed: ${FEATURE_FLAGS.join(', ')}`,
          });
        }
      }
      return new Set(flags as FeatureFlag[]);
    }),
  SCHEDULER: z.enum(['on', 'off']).default('on'),
  SEED: z.enum(['auto', 'off']).default('auto'),
  SEED_SCALE: z.enum(['ci', 'small', 'medium', 'large']).default('small'),
  PASSWORD_HASHING: z.enum(['owasp', 'fast']).default('owasp'),
  THROTTLE_SCALE: positiveInt.max(1_000_000).default(1),
  // How long an unanswered Idempotency-Key claim holds before a retry may take it over: 1 s to
  // 10 min (the crash harness shortens it; 30 s otherwise).
  IDEMPOTENCY_LEASE_MS: positiveInt.min(1_000).max(600_000).default(30_000),
  SERVICE_API_TOKEN: z.string().min(24, { message: 'must be at least 24 characters' }).optional(),
  DATA_KEY_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  ADMIN_LOGIN: z.string().min(3).default('admin'),
  ADMIN_EMAIL: z.email({ message: 'must be an email address' }).default('admin@flirtwire.test'),
  ADMIN_PASSWORD: z.string().min(10, { message: 'must be at least 10 characters' }).optional(),
  SESSION_IDLE_MINUTES: positiveInt.default(60),
  SESSION_ABSOLUTE_HOURS: positiveInt.default(24),
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  TURNSTILE_SITE_KEY: z.string().min(1).optional(),
  TURNSTILE_SECRET: z.string().min(1).optional(),
  // no captcha at all: only outside production, and only when asked for
  CAPTCHA: z.enum(['off']).optional(),
  MEDIA_UPLOAD_MAX_MB: positiveInt.max(10_000).default(200),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const entries = (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      for (const entry of entries) {
        if (!isProxyAddress(entry)) {
          ctx.addIssue({
            code: 'custom',
            message: `"${entry}" is not an IP address or CIDR range (such as 10.0.0.0/8 or loopback)`,
          });
        }
      }
      return entries;
    }),
  DEV_HELPERS: z.enum(['on', 'off']).optional(),
  API_DOCS: z.enum(['on', 'off']).optional(),
  PAYMENTS_PROCESSOR: z.enum(['sandbox', 'none']).optional(),
  PAYMENTS_SANDBOX: z.enum(['allow']).optional(),
  // payout runs
  PAYOUTS_PROCESSOR: z.enum(['sandbox', 'none']).optional(),
  PAYOUTS_SANDBOX: z.enum(['allow']).optional(),
  // calls
  TELEPHONY_PROVIDER: z.enum(['sandbox', 'none']).optional(),
  TELEPHONY_SANDBOX: z.enum(['allow']).optional(),
  // social shouts: the sandbox links whatever handle it is given
  SOCIAL_SANDBOX: z.enum(['on', 'off']).optional(),
  // staff credits in site dollars: above a cap a second person in finance approves
  SITE_DOLLARS_CREDIT_GRANT_CAP: creditCap.optional(),
  SITE_DOLLARS_CREDIT_CUSTOMER_DAY_CAP: creditCap.optional(),
  SITE_DOLLARS_CREDIT_STAFF_DAY_CAP: creditCap.optional(),
});

/** proxy-addr's named ranges, which Fastify's trustProxy understands. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IPv4 or IPv6 address, optionally with a /prefix, or one of proxy-addr's range names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export interface AppConfig {
  readonly nodeEnv: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly eventStoreUrl: string;
  readonly readStoreUrl: string;
  readonly kafkaBrokers: readonly string[];
  /** Replicas of each topic the relay creates (KAFKA_REPLICATION_FACTOR). */
  readonly kafkaReplicationFactor: number;
  readonly projections: 'inline' | 'worker' | 'off';
  readonly logLevel: string;
  readonly productName: string;
  readonly publicUrl: string;
  readonly featureFlags: ReadonlySet<FeatureFlag>;
  /** `off` leaves scheduled jobs to explicit runs (tests drive them with a manual clock). */
  readonly scheduler: 'on' | 'off';
  readonly seed: 'auto' | 'off';
  readonly seedScale: 'ci' | 'small' | 'medium' | 'large';
  /**
   * argon2id cost: `owasp` (19 MiB, 2 passes) always in production; `fast` (1 MiB, 1 pass) only
   * for tests and throwaway demo data, where thousands of sign-ups would otherwise spend minutes
   * hashing. Hashes carry their parameters, so either kind verifies under either setting.
   */
  readonly passwordHashing: 'owasp' | 'fast';
  /**
   * Multiplies every throttle on money and messaging (shared/http/throttle): 1 keeps the
   * limits a person never reaches; test suites that send bursts on purpose raise it.
   */
  readonly throttleScale: number;
  /** How long an unanswered Idempotency-Key claim holds (IDEMPOTENCY_LEASE_MS). */
  readonly idempotencyLeaseMs: number;
  /**
   * The credential outside systems (calls, chat, mail, goodies) send in `x-service-token` to the
   * service API. With the development helpers on it defaults to DEVELOPMENT_SERVICE_API_TOKEN;
   * otherwise, without SERVICE_API_TOKEN, every service call is refused.
   */
  readonly serviceApiToken: string | null;
  readonly dataKeySecret: string;
  readonly admin: {
    readonly login: string;
    readonly email: string;
    readonly password: string | null;
  };
  /** The largest file one upload may carry (images are further limited by pixels). */
  readonly mediaUploadMaxBytes: number;
  readonly sessionIdleMs: number;
  readonly sessionAbsoluteMs: number;
  readonly cookieSecure: boolean;
  /**
   * The reverse proxies whose `X-Forwarded-For` is believed (addresses, CIDR ranges or
   * `loopback`/`linklocal`/`uniquelocal`). Empty by default: the client address is the socket's,
   * so nobody can dodge the per-address abuse limits by sending the header (ADR 0022).
   */
  readonly trustProxy: readonly string[];
  /**
   * The development helpers, one switch for all of them: the mail outbox at GET /dev/mail, the
   * development service token, the captcha answer `test-captcha-pass` and phone codes in API
   * responses. On by default only for a development start listening on loopback (`npm start`,
   * the test suites); DEV_HELPERS=on|off overrides that outside production; never in production.
   */
  readonly devHelpers: boolean;
  /** OpenAPI at /docs (API_DOCS): on by default outside production, off in production. */
  readonly apiDocs: boolean;
  /**
   * `sandbox` approves the documented test cards; production runs it only with
   * PAYMENTS_SANDBOX=allow. `none` (production's default until a real processor's adapter
   * exists) knows no card and charges nothing.
   */
  readonly paymentsProcessor: 'sandbox' | 'none';
  /**
   * `sandbox` pays every payout into a local ledger (production runs it only with
   * PAYOUTS_SANDBOX=allow); `none` (production's default) leaves payouts to the files finance
   * hands to the bank and the payment services.
   */
  readonly payoutsProcessor: 'sandbox' | 'none';
  /**
   * `sandbox` rings nobody: calls connect and end on the sandbox's own controls (production runs
   * it only with TELEPHONY_SANDBOX=allow); `none` (production's default until a real provider's
   * adapter exists) fails every call before anything is billed.
   */
  readonly telephonyProvider: 'sandbox' | 'none';
  /**
   * SOCIAL_SANDBOX=on: social accounts link at once under whatever handle the Flirt typed, with
   * no proof from the network, and shouts go to an outbox (demos and tests only; refused in
   * production). Off by default: until a network's OAuth adapter exists, linking says the
   * account is not working and nothing is posted.
   */
  readonly socialSandbox: boolean;
  /**
   * What one member of staff may credit in site dollars alone: per credit ($25, the Terms'
   * satisfaction credit), per customer per UTC day ($50) and per staff member per UTC day
   * ($100). Above any of them the credit waits for a second person in finance.
   */
  readonly siteDollarCreditCaps: CreditCapsCents;
  /**
   * `turnstile` (Cloudflare Turnstile, when TURNSTILE_SECRET is set), `recaptcha` (Google
   * reCAPTCHA, when RECAPTCHA_SECRET_KEY is set), `test` (development helpers on: the
   * documented token `test-captcha-pass` passes) or `off` (only with CAPTCHA=off outside
   * production: no captcha is asked for; rate limits still apply). Production refuses to start
   * without a captcha secret, and a start without the helpers must choose one or CAPTCHA=off.
   */
  readonly captcha: {
    readonly provider: 'turnstile' | 'recaptcha' | 'test' | 'off';
    readonly siteKey: string;
    readonly secretKey: string | null;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Two full satisfaction credits per customer per day, four per staff member per day. */
const DEFAULT_CREDIT_CUSTOMER_DAY_CAP_CENTS = 5000;
const DEFAULT_CREDIT_STAFF_DAY_CAP_CENTS = 10_000;

const DEVELOPMENT_DATA_KEY_SECRET = 'development-only-data-key-secret-change-me!';

/** The service API token outside production when SERVICE_API_TOKEN is not set (README). */
export const DEVELOPMENT_SERVICE_API_TOKEN = 'development-service-token-change-me';

/** Interfaces only this machine reaches: the development helpers are on by default there. */
function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** The production secrets and the shortest value each may have. */
const PRODUCTION_SECRETS = [
  ['DATA_KEY_SECRET', 32],
  ['ADMIN_PASSWORD', 12],
  ['SERVICE_API_TOKEN', 24],
  ['RECAPTCHA_SECRET_KEY', 16],
  ['TURNSTILE_SECRET', 16],
] as const;

/** Passwords a person chooses and types: production also refuses guessable ones. */
const HUMAN_PASSWORDS = ['ADMIN_PASSWORD'] as const;

/**
 * The settings whose values are never printed, not even in a configuration error (logs are read
 * by more people than the secrets are meant for). Any name with PASSWORD, SECRET or TOKEN in it
 * is treated the same way, so a new secret is covered before anyone lists it here.
 */
const SECRET_SETTINGS: readonly string[] = [
  'DATA_KEY_SECRET',
  'ADMIN_PASSWORD',
  'SERVICE_API_TOKEN',
  'RECAPTCHA_SECRET_KEY',
  'TURNSTILE_SECRET',
];

/**
 * A setting's value as a configuration error may show it: a secret's only by its length, and a
 * URL without the password in its user part (`mongodb://app:***@db/flirtwire`).
 *
 * @example printableValue('ADMIN_PASSWORD', 's3cr3t') // 'a value of 6 characters, not shown'
 */
export function printableValue(name: string, value: string | undefined): string {
  if (value === undefined) return 'nothing';
  if (SECRET_SETTINGS.includes(name) || /PASSWORD|SECRET|TOKEN/i.test(name)) {
    return `a value of ${String(value.length)} characters, not shown`;
  }
  return JSON.stringify(value.replace(/^([a-z][\w+.-]*:\/\/[^:/@\s]*):[^@/\s]*@/i, '$1:***@'));
}

/** Reads and validates the environment. Throws ConfigError naming each bad variable. */
export function loadConfig(rawEnv: Record<string, string | undefined> = process.env): AppConfig {
  // `VAR=` (as compose passes an optional variable left unset) means unset, not an empty value.
  const env = Object.fromEntries(Object.entries(rawEnv).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) =>
          `${issue.path.join('.')}: ${issue.message} (got ${printableValue(String(issue.path[0]), env[String(issue.path[0])])})`,
      ),
    );
  }
  const e = parsed.data;
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(process.cwd(), e.DATA_DIR);
  const problems: string[] = [];
  if (e.NODE_ENV === 'production' && !e.DATA_KEY_SECRET) {
    problems.push('DATA_KEY_SECRET: required when NODE_ENV=production (at least 32 characters)');
  }
  if (e.NODE_ENV === 'production' && e.PASSWORD_HASHING === 'fast') {
    problems.push('PASSWORD_HASHING: fast is for tests and demo data, never NODE_ENV=production');
  }
  const production = e.NODE_ENV === 'production';
  if (production) {
    for (const [name, minLength] of PRODUCTION_SECRETS) {
      const value = e[name];
      const problem = value === undefined ? null : weakSecretProblem(name, value, minLength);
      if (problem) problems.push(problem);
    }
    for (const name of HUMAN_PASSWORDS) {
      const value = e[name];
      if (value === undefined || problems.some((problem) => problem.startsWith(`${name}:`))) {
        continue;
      }
      const guessable = guessablePasswordProblem(value, [e.PRODUCT_NAME, 'Flirtwire']);
      if (guessable) problems.push(`${name}: ${guessable}`);
    }
  }
  if (production && e.DEV_HELPERS === 'on') {
    problems.push(
      'DEV_HELPERS: never on when NODE_ENV=production (they hand out reset links and codes)',
    );
  }
  const paymentsProcessor = e.PAYMENTS_PROCESSOR ?? (production ? 'none' : 'sandbox');
  if (production && paymentsProcessor === 'sandbox' && e.PAYMENTS_SANDBOX !== 'allow') {
    problems.push(
      'PAYMENTS_PROCESSOR: the sandbox approves published test cards; in production set PAYMENTS_SANDBOX=allow to run it anyway',
    );
  }
  const payoutsProcessor = e.PAYOUTS_PROCESSOR ?? (production ? 'none' : 'sandbox');
  if (production && payoutsProcessor === 'sandbox' && e.PAYOUTS_SANDBOX !== 'allow') {
    problems.push(
      'PAYOUTS_PROCESSOR: the sandbox pays nobody for real; in production set PAYOUTS_SANDBOX=allow to run it anyway',
    );
  }
  const telephonyProvider = e.TELEPHONY_PROVIDER ?? (production ? 'none' : 'sandbox');
  if (production && telephonyProvider === 'sandbox' && e.TELEPHONY_SANDBOX !== 'allow') {
    problems.push(
      'TELEPHONY_PROVIDER: the sandbox lets anyone connect and end calls; in production set TELEPHONY_SANDBOX=allow to run it anyway',
    );
  }
  if (production && e.SOCIAL_SANDBOX === 'on') {
    problems.push(
      'SOCIAL_SANDBOX: the sandbox links any handle without proof from the network; never on when NODE_ENV=production',
    );
  }
  const devHelpers =
    !production && (e.DEV_HELPERS ? e.DEV_HELPERS === 'on' : isLoopbackHost(e.HOST));
  const captchaProvider = e.TURNSTILE_SECRET
    ? 'turnstile'
    : e.RECAPTCHA_SECRET_KEY
      ? 'recaptcha'
      : devHelpers
        ? 'test'
        : e.CAPTCHA === 'off' && !production
          ? 'off'
          : null;
  if (production && e.CAPTCHA === 'off') {
    problems.push('CAPTCHA: off is for development only, never NODE_ENV=production');
  } else if (captchaProvider === null) {
    problems.push(
      production
        ? 'TURNSTILE_SECRET: required when NODE_ENV=production (sign-up, password reset and sign-in ask for a captcha); or RECAPTCHA_SECRET_KEY'
        : 'TURNSTILE_SECRET: without the development helpers a captcha is needed; set TURNSTILE_SECRET (or RECAPTCHA_SECRET_KEY), or CAPTCHA=off to run without one',
    );
  }
  const captchaSiteKey =
    captchaProvider === 'turnstile' ? e.TURNSTILE_SITE_KEY : e.RECAPTCHA_SITE_KEY;
  if (captchaProvider === 'turnstile' && !e.TURNSTILE_SITE_KEY) {
    problems.push('TURNSTILE_SITE_KEY: required with TURNSTILE_SECRET (the widget needs it)');
  }
  if (problems.length > 0 || captchaProvider === null) throw new ConfigError(problems);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    eventStoreUrl: e.EVENT_STORE_URL ?? `sqlite:${resolve(dataDir, 'events.db')}`,
    readStoreUrl: e.READ_STORE_URL ?? `embedded:${resolve(dataDir, 'read.db')}`,
    kafkaBrokers: e.KAFKA_BROKERS ? e.KAFKA_BROKERS.split(',') : [],
    kafkaReplicationFactor: e.KAFKA_REPLICATION_FACTOR,
    projections: e.PROJECTIONS,
    logLevel: e.LOG_LEVEL,
    productName: e.PRODUCT_NAME,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    featureFlags: e.FEATURE_FLAGS,
    scheduler: e.SCHEDULER,
    seed: e.SEED,
    seedScale: e.SEED_SCALE,
    passwordHashing: e.PASSWORD_HASHING,
    throttleScale: e.THROTTLE_SCALE,
    idempotencyLeaseMs: e.IDEMPOTENCY_LEASE_MS,
    serviceApiToken: e.SERVICE_API_TOKEN ?? (devHelpers ? DEVELOPMENT_SERVICE_API_TOKEN : null),
    dataKeySecret: e.DATA_KEY_SECRET ?? DEVELOPMENT_DATA_KEY_SECRET,
    admin: { login: e.ADMIN_LOGIN, email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD ?? null },
    mediaUploadMaxBytes: e.MEDIA_UPLOAD_MAX_MB * 1_048_576,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    cookieSecure: e.COOKIE_SECURE ? e.COOKIE_SECURE === 'true' : e.NODE_ENV === 'production',
    trustProxy: e.TRUST_PROXY,
    devHelpers,
    apiDocs: e.API_DOCS ? e.API_DOCS === 'on' : !production,
    paymentsProcessor,
    payoutsProcessor,
    telephonyProvider,
    socialSandbox: e.SOCIAL_SANDBOX === 'on',
    siteDollarCreditCaps: {
      perGrantCents: e.SITE_DOLLARS_CREDIT_GRANT_CAP ?? SATISFACTION_CREDIT_MAX_CENTS,
      perRecipientDayCents:
        e.SITE_DOLLARS_CREDIT_CUSTOMER_DAY_CAP ?? DEFAULT_CREDIT_CUSTOMER_DAY_CAP_CENTS,
      perStaffDayCents: e.SITE_DOLLARS_CREDIT_STAFF_DAY_CAP ?? DEFAULT_CREDIT_STAFF_DAY_CAP_CENTS,
    },
    captcha: {
      provider: captchaProvider,
      siteKey: captchaSiteKey ?? 'test-site-key',
      secretKey: e.TURNSTILE_SECRET ?? e.RECAPTCHA_SECRET_KEY ?? null,
    },
  };
}

/**
 * The configuration with the development helpers on, for an app that never listens (the demo
 * seed signs people up with the test captcha and phone codes). Never for production.
 */
export function withDevHelpers(config: AppConfig): AppConfig {
  if (config.nodeEnv === 'production') {
    throw new Error('the development helpers are never on when NODE_ENV=production');
  }
  return {
    ...config,
    devHelpers: true,
    serviceApiToken: config.serviceApiToken ?? DEVELOPMENT_SERVICE_API_TOKEN,
    captcha: {
      ...config.captcha,
      provider:
        config.captcha.provider === 'recaptcha' || config.captcha.provider === 'turnstile'
          ? config.captcha.provider
          : 'test',
    },
  };
}

export const APP_CONFIG = Symbol('AppConfig');
