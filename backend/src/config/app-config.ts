import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

export const FEATURE_FLAGS = [
  'recurring_package_tributes',
  'free_chat_volleys',
  'add_card_money',
  'new_cards',
  'PAYOUT_21803',
  'CHAT_UI_22402',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

const port = z.coerce.number().int().min(1).max(65_535);
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

export type Env = z.input<typeof EnvSchema>;

export interface AppConfig {
  readonly nodeEnv: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly eventStoreUrl: string;
  readonly readStoreUrl: string;
  readonly kafkaBrokers: readonly string[];
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
   * The credential outside systems (calls, chat, mail, goodies) send in `x-service-token` to the
   * service API. Development and tests default to DEVELOPMENT_SERVICE_API_TOKEN; production
   * without SERVICE_API_TOKEN refuses every service call.
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
   * `recaptcha` (Google reCAPTCHA, when RECAPTCHA_SECRET_KEY is set), `test` (development and
   * tests: the documented token `test-captcha-pass` passes) or `off` (production without a key:
   * no captcha is asked for; rate limits still apply).
   */
  readonly captcha: {
    readonly provider: 'recaptcha' | 'test' | 'off';
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

const DEVELOPMENT_DATA_KEY_SECRET = 'development-only-data-key-secret-change-me!';

/** The service API token outside production when SERVICE_API_TOKEN is not set (README). */
export const DEVELOPMENT_SERVICE_API_TOKEN = 'development-service-token-change-me';

/** Reads and validates the environment. Throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) =>
          `${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
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
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    eventStoreUrl: e.EVENT_STORE_URL ?? `sqlite:${resolve(dataDir, 'events.db')}`,
    readStoreUrl: e.READ_STORE_URL ?? `embedded:${resolve(dataDir, 'read.db')}`,
    kafkaBrokers: e.KAFKA_BROKERS ? e.KAFKA_BROKERS.split(',') : [],
    projections: e.PROJECTIONS,
    logLevel: e.LOG_LEVEL,
    productName: e.PRODUCT_NAME,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    featureFlags: e.FEATURE_FLAGS,
    scheduler: e.SCHEDULER,
    seed: e.SEED,
    seedScale: e.SEED_SCALE,
    passwordHashing: e.PASSWORD_HASHING,
    serviceApiToken:
      e.SERVICE_API_TOKEN ?? (e.NODE_ENV === 'production' ? null : DEVELOPMENT_SERVICE_API_TOKEN),
    dataKeySecret: e.DATA_KEY_SECRET ?? DEVELOPMENT_DATA_KEY_SECRET,
    admin: { login: e.ADMIN_LOGIN, email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD ?? null },
    mediaUploadMaxBytes: e.MEDIA_UPLOAD_MAX_MB * 1_048_576,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    cookieSecure: e.COOKIE_SECURE ? e.COOKIE_SECURE === 'true' : e.NODE_ENV === 'production',
    trustProxy: e.TRUST_PROXY,
    captcha: {
      provider: e.RECAPTCHA_SECRET_KEY ? 'recaptcha' : e.NODE_ENV === 'production' ? 'off' : 'test',
      siteKey: e.RECAPTCHA_SITE_KEY ?? 'test-site-key',
      secretKey: e.RECAPTCHA_SECRET_KEY ?? null,
    },
  };
}

export const APP_CONFIG = Symbol('AppConfig');
