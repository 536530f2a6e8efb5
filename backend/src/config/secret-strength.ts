/**
 * Values that are public: defaults, examples and fixtures written in this repository (README,
 * compose files, code, tests). Anyone can read them, so production refuses each of them for
 * every secret. `secret-strength.unit.spec.ts` scans the repository for new ones.
 */
const PUBLISHED_SECRETS: readonly string[] = [
  // docker-compose.yml before it required the secrets
  'change-me-to-a-long-random-secret-of-32-chars',
  'change-me-admin-password',
  // the development defaults in app-config.ts
  'development-only-data-key-secret-change-me!',
  'development-service-token-change-me',
  // demo sign-ins (README, seed) and test fixtures
  'demo-admin-pass',
  'demo-customer-pass',
  'demo-flirt-pass',
  'demo-moderator-pass',
  'demo-finance-pass',
  'demo-auditor-pass',
  'demo-population-pass',
  'test-admin-password-1',
  'e2e-admin-password-1',
  'e2e-service-token-0123456789abcdef',
  // The page bench's own server (tools/bench/vitals.mjs).
  'vitals-admin-password-1',
  'dml0YWxzLWJlbmNoLWRhdGEta2V5LXNlY3JldC0wMDE=',
  'a-configured-token-of-24-chars',
  'test-captcha-pass',
  'test-site-key',
];

/**
 * Words that mark a placeholder or a fixture rather than a chosen secret (a random value of
 * the length production asks for practically never contains one).
 */
const PLACEHOLDER =
  /(^|[^a-z])(change.?me|replace.?me|example|sample|placeholder|default|development|demo|test|e2e|secret|password|token)/i;

/** Fewer distinct characters than this is a pattern (`xxxx…`, `abab…`), not a secret. */
const MIN_DISTINCT = 8;

/**
 * Why a production secret is too weak, or null when it will do. The message names no value
 * (it is printed at start).
 */
export function weakSecretProblem(name: string, value: string, minLength: number): string | null {
  if (value.length < minLength) {
    return `${name}: must be at least ${String(minLength)} characters when NODE_ENV=production`;
  }
  const lowered = value.toLowerCase();
  if (PUBLISHED_SECRETS.some((published) => published.toLowerCase() === lowered)) {
    return `${name}: this value is published (a default or an example); choose your own, e.g. \`openssl rand -base64 32\``;
  }
  if (PLACEHOLDER.test(value)) {
    return `${name}: looks like a placeholder or a default; choose a random value, e.g. \`openssl rand -base64 32\``;
  }
  if (new Set(value).size < MIN_DISTINCT) {
    return `${name}: too few distinct characters; choose a random value, e.g. \`openssl rand -base64 32\``;
  }
  return null;
}
