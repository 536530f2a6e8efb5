import type Database from 'better-sqlite3';
import { openPrivateDatabase } from '../../infrastructure/files/private-files.js';
import type { SessionRecord, SessionStore } from './session-store.port.js';

/** Sessions in an embedded SQLite file in DATA_DIR. */
export class SqliteSessionStore implements SessionStore {
  private readonly db: Database.Database;
  private readonly insert;
  private readonly select;
  private readonly update;
  private readonly remove;
  private readonly removeUser;
  private readonly removeExpired;

  constructor(file: string) {
    this.db = openPrivateDatabase(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(`CREATE TABLE IF NOT EXISTS sessions (
        token_hash TEXT PRIMARY KEY, id TEXT NOT NULL, user_id TEXT NOT NULL, created_at TEXT NOT NULL,
        last_seen_at TEXT NOT NULL, expires_at TEXT NOT NULL) STRICT;
      CREATE INDEX IF NOT EXISTS sessions_by_user ON sessions (user_id);
      CREATE INDEX IF NOT EXISTS sessions_by_expiry ON sessions (expires_at);`);
    this.insert = this.db.prepare(
      'INSERT INTO sessions (token_hash, id, user_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.select = this.db.prepare<[string], SessionRecord>(
      'SELECT token_hash AS tokenHash, id, user_id AS userId, created_at AS createdAt, last_seen_at AS lastSeenAt, expires_at AS expiresAt FROM sessions WHERE token_hash = ?',
    );
    this.update = this.db.prepare('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?');
    this.remove = this.db.prepare('DELETE FROM sessions WHERE token_hash = ?');
    this.removeUser = this.db.prepare('DELETE FROM sessions WHERE user_id = ?');
    this.removeExpired = this.db.prepare('DELETE FROM sessions WHERE expires_at <= ?');
  }

  create(record: SessionRecord): Promise<void> {
    try {
      this.insert.run(
        record.tokenHash,
        record.id,
        record.userId,
        record.createdAt,
        record.lastSeenAt,
        record.expiresAt,
      );
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  find(tokenHash: string): Promise<SessionRecord | null> {
    return Promise.resolve(this.select.get(tokenHash) ?? null);
  }

  touch(tokenHash: string, lastSeenAt: string): Promise<void> {
    this.update.run(lastSeenAt, tokenHash);
    return Promise.resolve();
  }

  revoke(tokenHash: string): Promise<void> {
    this.remove.run(tokenHash);
    return Promise.resolve();
  }

  revokeAllFor(userId: string): Promise<number> {
    return Promise.resolve(this.removeUser.run(userId).changes);
  }

  purgeExpired(now: string): Promise<number> {
    return Promise.resolve(this.removeExpired.run(now).changes);
  }

  close(): Promise<void> {
    if (this.db.open) this.db.close();
    return Promise.resolve();
  }
}
