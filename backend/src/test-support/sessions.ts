import { randomBytes } from 'node:crypto';
import type { Role } from '@flirtwire/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { AppConfig } from '../config/app-config.js';
import { mintCsrfToken } from '../identity/csrf/csrf.js';
import { Sessions } from '../shared/auth/auth.module.js';
import type { Principal } from '../shared/auth/principal.js';
import { SESSION_COOKIE } from '../shared/auth/principal.js';
import { CSRF_COOKIE, CSRF_HEADER } from '../shared/http/csrf.decorators.js';
import type { TestApp } from './test-app.js';

/** What a signed-in test request sends: spread `headers` into `inject({ headers })`. */
export interface TestSignIn {
  /** `fw_session=...; fw_csrf=...` */
  readonly cookie: string;
  /** The Cookie header plus the matching `x-csrf-token`, as every write needs. */
  readonly headers: { readonly cookie: string; readonly 'x-csrf-token': string };
  readonly csrf: string;
  readonly principal: Principal;
}

/**
 * Signs test principals in without going through sign-in: a seam for authentication only (the
 * identity module's own tests, and `test-support/identity.ts`, use real sign-in). Each sign-in
 * carries a CSRF cookie and header that match, so writes pass the CSRF check.
 *
 * @example
 * const ann = TestSessions.install(t).signIn(['customer']);
 * await t.inject({ method: 'POST', url: '/client_api/bonuses', payload, headers: ann.headers });
 */
export class TestSessions {
  private readonly byToken = new Map<string, Principal>();

  private constructor(private readonly config: AppConfig) {}

  static install(t: TestApp): TestSessions {
    const sessions = new TestSessions(t.config);
    t.app
      .get(Sessions)
      .use({ resolve: (token) => Promise.resolve((token && sessions.byToken.get(token)) || null) });
    return sessions;
  }

  signIn(
    roles: readonly Role[],
    userId: string = uuidv7(),
    login = `user${userId.slice(-6)}`,
  ): TestSignIn {
    const token = randomBytes(32).toString('base64url');
    const csrf = mintCsrfToken(this.config, { session: token });
    const principal: Principal = { userId, login, roles, sessionId: uuidv7() };
    this.byToken.set(token, principal);
    const cookie = `${SESSION_COOKIE}=${token}; ${CSRF_COOKIE}=${csrf}`;
    return { cookie, headers: { cookie, [CSRF_HEADER]: csrf }, csrf, principal };
  }
}
