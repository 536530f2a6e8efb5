/**
 * A signed-in session as the server keeps it: only the sha256 of the token (a stolen copy of
 * this table signs nobody in), whose it is, and its times (ISO, UTC).
 */
export interface SessionRecord {
  readonly id: string;
  readonly tokenHash: string;
  readonly userId: string;
  readonly createdAt: string;
  readonly lastSeenAt: string;
  /** The absolute end, however active the session is. */
  readonly expiresAt: string;
}

/**
 * Server-side session records. Two adapters (embedded SQLite, MongoDB) pass one contract
 * suite. A deleted record is a revoked session: its token never works again.
 *
 * @example
 * await sessions.create(record);
 * const found = await sessions.find(sha256(token));
 */
export interface SessionStore {
  create(record: SessionRecord): Promise<void>;
  find(tokenHash: string): Promise<SessionRecord | null>;
  touch(tokenHash: string, lastSeenAt: string): Promise<void>;
  revoke(tokenHash: string): Promise<void>;
  /** Revokes every session of a person (after a password reset, on deactivation). */
  revokeAllFor(userId: string): Promise<number>;
  /** Removes sessions past their absolute end. */
  purgeExpired(now: string): Promise<number>;
  close(): Promise<void>;
}

export const SESSION_STORE = Symbol('SessionStore');
