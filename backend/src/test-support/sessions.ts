import { randomBytes } from 'node:crypto';
import type { Role } from '@flirtwire/contracts';
import { v7 as uuidv7 } from 'uuid';
import { Sessions } from '../shared/auth/auth.module.js';
import type { Principal } from '../shared/auth/principal.js';
import { SESSION_COOKIE } from '../shared/auth/principal.js';
import type { TestApp } from './test-app.js';

/**
 * Signs test principals in without the identity module: a seam for authentication only (the
 * identity module's own tests cover real sign-in). Returns the Cookie header to send.
 */
export class TestSessions {
  private readonly byToken = new Map<string, Principal>();

  static install(t: TestApp): TestSessions {
    const sessions = new TestSessions();
    t.app
      .get(Sessions)
      .use({ resolve: (token) => Promise.resolve((token && sessions.byToken.get(token)) || null) });
    return sessions;
  }

  signIn(
    roles: readonly Role[],
    userId: string = uuidv7(),
    login = `user${userId.slice(-6)}`,
  ): { cookie: string; principal: Principal } {
    const token = randomBytes(24).toString('base64url');
    const principal: Principal = { userId, login, roles, sessionId: uuidv7() };
    this.byToken.set(token, principal);
    return { cookie: `${SESSION_COOKIE}=${token}`, principal };
  }
}
