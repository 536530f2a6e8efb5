import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { newId } from '../../shared/domain/ids.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { Principal, SessionResolver } from '../../shared/auth/principal.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { UserDirectory } from '../user/user-directory.js';
import { rolesOf } from '../user/user.state.js';
import { SESSION_STORE, type SessionRecord, type SessionStore } from './session-store.port.js';

/** 32 random bytes (256 bits), base64url: 43 characters. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Last-seen is written at most this often per session (idle timeouts are this precise). */
const TOUCH_EVERY_MS = 60_000;
/** Records past their absolute end are swept at a sign-in at most this often. */
const PURGE_EVERY_MS = 60 * 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Sessions: opaque tokens in an httpOnly cookie, records server-side (only the token's sha256),
 * idle and absolute timeouts, rotation at every sign-in. Installed as the app's SessionResolver,
 * so every request's `principal` comes from here, with roles read from the account stream.
 *
 * @example
 * const { token } = await sessions.start(userId, oldToken); // old session revoked
 * const principal = await sessions.resolve(token);
 */
@Injectable()
export class SessionService implements SessionResolver {
  private readonly logger = new Logger('Sessions');
  private lastPurge = 0;

  constructor(
    @Inject(SESSION_STORE) private readonly store: SessionStore,
    private readonly directory: UserDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Signs a person in: a fresh token every time, and the previous session (if any) revoked. */
  async start(
    userId: string,
    previousToken: string | undefined,
  ): Promise<{ token: string; session: SessionRecord }> {
    if (previousToken) await this.end(previousToken);
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const now = this.clock.now();
    const session: SessionRecord = {
      id: newId(),
      tokenHash: hashToken(token),
      userId,
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + this.config.sessionAbsoluteMs).toISOString(),
    };
    await this.store.create(session);
    if (now.getTime() - this.lastPurge >= PURGE_EVERY_MS) {
      this.lastPurge = now.getTime();
      await this.store.purgeExpired(now.toISOString());
    }
    this.logger.log({ userId, sessionId: session.id }, 'signed in');
    return { token, session };
  }

  async resolve(token: string | undefined): Promise<Principal | null> {
    if (!token || !TOKEN_PATTERN.test(token)) return null;
    const tokenHash = hashToken(token);
    const session = await this.store.find(tokenHash);
    if (!session) return null;
    const now = this.clock.now().getTime();
    const idleUntil = Date.parse(session.lastSeenAt) + this.config.sessionIdleMs;
    if (now >= Date.parse(session.expiresAt) || now >= idleUntil) {
      await this.store.revoke(tokenHash);
      return null;
    }
    const user = await this.directory.load(session.userId);
    if (!user.exists || !user.active) return null;
    if (now - Date.parse(session.lastSeenAt) >= TOUCH_EVERY_MS) {
      await this.store.touch(tokenHash, new Date(now).toISOString());
    }
    return { userId: user.userId, login: user.login, roles: rolesOf(user), sessionId: session.id };
  }

  /** Signs out: the token never works again. */
  async end(token: string): Promise<void> {
    if (TOKEN_PATTERN.test(token)) await this.store.revoke(hashToken(token));
  }

  async endAllFor(userId: string): Promise<number> {
    return this.store.revokeAllFor(userId);
  }
}
