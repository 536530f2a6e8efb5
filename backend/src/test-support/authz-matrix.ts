import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ROLES, type Role } from '@flirtwire/contracts';
import type { InjectOptions } from 'fastify';
import { type BrowserHeaders, onePersonPerRole, type PeopleByRole, visitor } from './identity.js';
import { startTestApp, type TestApp } from './test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One endpoint acting on someone else's object. */
export interface AuthzCase<Target> {
  /** How the row reads in the report, e.g. 'DELETE /client_api/cards/:id'. */
  readonly name: string;
  readonly method: Method;
  /** The URL aimed at the victim's object. */
  readonly url: (target: Target) => string;
  readonly body?: (target: Target) => unknown;
  /**
   * Roles that may act on someone else's object here (e.g. ['admin'] on admin endpoints).
   * Every other role must get a 4xx. Default: none.
   */
  readonly othersAllowedFor?: readonly Role[];
  /**
   * The endpoint always acts on the caller's own data (GET /client_api/user?user_id=victim):
   * a 2xx is fine, but it must not carry the victim's data and must not change it.
   */
  readonly selfScoped?: boolean;
}

/** A victim made fresh for every case, with their objects and what must never leak. */
interface Victim<Target> {
  readonly target: Target;
  /**
   * What identifies the victim's data (email, phone digits, a distinctive last four...): text
   * found anywhere in an answer, or a pattern (amountSecrets) for what could also occur by
   * chance inside an id or a timestamp.
   */
  readonly secrets: readonly (string | RegExp)[];
  /** A view of the victim's state; it must be the same before and after the refused attempts. */
  readonly snapshot?: () => Promise<unknown>;
}

export interface AuthzMatrixOptions<Target> {
  readonly cases: readonly AuthzCase<Target>[];
  readonly victim: (t: TestApp, people: PeopleByRole) => Promise<Victim<Target>>;
  /** Reuse people made earlier (otherwise one per role is signed up through the API). */
  readonly people?: PeopleByRole;
}

export interface AuthzResult {
  readonly case: string;
  readonly role: Role;
  readonly status: number;
  readonly allowed: boolean;
  readonly leaked: readonly string[];
}

/**
 * Proves "0 leaks": every role (visitor, customer, advisor, moderator, finance, auditor, admin)
 * × every endpoint × someone else's object. A role that is not allowed on others' objects must
 * get a 4xx (never 2xx, never 5xx), the answer must not contain the victim's data, and the
 * victim's state must not change. Roles listed in `othersAllowedFor` run last and are only
 * recorded. People are real accounts signed in through the API (with CSRF headers).
 *
 * @example
 * const report = await runAuthzMatrix(t, {
 *   victim: async (t) => {
 *     const owner = await signUp(t);
 *     const postId = await createPost(t, owner);
 *     return { target: { postId }, secrets: [owner.email], snapshot: () => readPost(t, postId) };
 *   },
 *   cases: [
 *     { name: 'DELETE /feeds/posts/:id', method: 'DELETE', url: (x) => `/feeds/posts/${x.postId}`,
 *       othersAllowedFor: ['moderator', 'admin'] },
 *   ],
 * });
 * expect(report.filter((r) => r.leaked.length > 0)).toEqual([]);
 */
export async function runAuthzMatrix<Target>(
  t: TestApp,
  options: AuthzMatrixOptions<Target>,
): Promise<AuthzResult[]> {
  const people = options.people ?? (await onePersonPerRole(t));
  const anonymous = await visitor(t);
  const headersOf = (role: Role): BrowserHeaders => people[role]?.headers ?? anonymous.headers;
  const results: AuthzResult[] = [];
  for (const testCase of options.cases) {
    const victim = await options.victim(t, people);
    const allowed = new Set(testCase.othersAllowedFor ?? []);
    const before = victim.snapshot ? await victim.snapshot() : undefined;
    const order = [
      ...ROLES.filter((role) => !allowed.has(role)),
      ...ROLES.filter((role) => allowed.has(role)),
    ];
    for (const role of order) {
      const request: InjectOptions = {
        method: testCase.method,
        url: testCase.url(victim.target),
        headers: headersOf(role),
        ...(testCase.body
          ? { payload: testCase.body(victim.target) as InjectOptions['payload'] }
          : {}),
      };
      const response = await t.inject(request);
      const isAllowed = allowed.has(role);
      const found = isAllowed
        ? []
        : victim.secrets.flatMap((secret) => {
            const at =
              typeof secret === 'string'
                ? response.body.indexOf(secret)
                : response.body.search(secret);
            return at < 0 ? [] : [{ secret: String(secret), at }];
          });
      const leaked = found.map(({ secret }) => secret);
      results.push({
        case: testCase.name,
        role,
        status: response.statusCode,
        allowed: isAllowed,
        leaked,
      });
      if (!isAllowed) {
        const where = `${testCase.name} as ${role}`;
        expect({ where, serverError: response.statusCode >= 500 }).toEqual({
          where,
          serverError: false,
        });
        if (!testCase.selfScoped) {
          const refused = response.statusCode >= 400 && response.statusCode < 500;
          expect({ where, status: response.statusCode, refused }).toEqual({
            where,
            status: response.statusCode,
            refused: true,
          });
        }
        // Where each secret sits in the answer, so a failure shows what leaked, not just that.
        const around = found.map(({ secret, at }) =>
          response.body.slice(Math.max(0, at - 80), at + secret.length + 80),
        );
        expect({ where, leaked, around }).toEqual({ where, leaked: [], around: [] });
      }
      if (role === order[order.length - allowed.size - 1] && victim.snapshot) {
        expect({ case: testCase.name, state: await victim.snapshot() }).toEqual({
          case: testCase.name,
          state: before,
        });
      }
    }
  }
  return results;
}

/** The report as a table: one row per case, one column per role (status, ! for a leak). */
export function formatAuthzMatrix(results: readonly AuthzResult[]): string {
  const cases = [...new Set(results.map((r) => r.case))];
  const width = Math.max(...cases.map((c) => c.length), 8);
  const header = `${'endpoint'.padEnd(width)} | ${ROLES.map((role) => role.padEnd(9)).join(' | ')}`;
  const rows = cases.map((name) => {
    const cells = ROLES.map((role) => {
      const result = results.find((r) => r.case === name && r.role === role);
      const mark = result
        ? `${result.status}${result.leaked.length > 0 ? '!' : ''}${result.allowed ? '*' : ''}`
        : '-';
      return mark.padEnd(9);
    });
    return `${name.padEnd(width)} | ${cells.join(' | ')}`;
  });
  return [header, ...rows, '(* allowed on others’ objects, ! leaked)'].join('\n');
}

export interface AuthzSuite<Target> extends Omit<AuthzMatrixOptions<Target>, 'people'> {
  /** No role may act on others' objects here: a row marked allowed fails the suite too. */
  readonly noneAllowed?: boolean;
}

/**
 * A whole "0 leaks" suite: one test app with one person per role, and one test `claim` that runs
 * the matrix, prints its report and expects no leak (nor any allowed row, with `noneAllowed`)
 * and no 5xx.
 */
export function describeAuthzMatrix<Target>(
  title: string,
  claim: string,
  suite: AuthzSuite<Target>,
): void {
  describe(title, () => {
    let t: TestApp;
    let people: PeopleByRole;

    beforeAll(async () => {
      t = await startTestApp();
      people = await onePersonPerRole(t);
    }, 120_000);
    afterAll(async () => {
      await t.close();
    });

    it(
      claim,
      async () => {
        const report = await runAuthzMatrix(t, {
          people,
          cases: suite.cases,
          victim: suite.victim,
        });
        console.log(formatAuthzMatrix(report));
        expect(
          report.filter(
            (row) => (suite.noneAllowed === true && row.allowed) || row.leaked.length > 0,
          ),
        ).toEqual([]);
        expect(report.filter((row) => row.status >= 500)).toEqual([]);
      },
      300_000,
    );
  });
}

/**
 * A victim's amount as an answer would leak it, in cents (4321) and in dollars (43.21), as a
 * whole number: not a run of digits inside an id ("33432185-…") or a timestamp (":43.215Z"),
 * which a plain substring search took for a leak now and then.
 *
 * @example amountSecrets('43.21') // matches `"amount_cents":4321,` and `$43.21`, not `b4321a`
 */
export function amountSecrets(dollars: string): RegExp[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [dollars.replace('.', ''), dollars].map(
    (text) => new RegExp(`(?<![\\w.-])${escape(text)}(?![\\w-]|\\.\\d)`),
  );
}
