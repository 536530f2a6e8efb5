import type Database from 'better-sqlite3';
import { openPrivateDatabase } from '../files/private-files.js';

/** The response a keyed request got the first time; replayed for every repeat of that key. */
export interface IdempotencyRecord {
  readonly scope: string;
  readonly key: string;
  readonly requestHash: string;
  readonly status: number;
  readonly body: unknown;
  readonly createdAt: string;
}

/**
 * Where keyed responses are remembered. Commands are also idempotent on their own (the key is
 * in the events' metadata), so a record lost in a crash only costs a re-run that appends
 * nothing; these records add exact replay of the first response, errors included.
 *
 * @example
 * const record = await records.find(scope, key);
 * if (!record) await records.save({ scope, key, requestHash, status: 201, body, createdAt });
 */
export interface IdempotencyRecords {
  find(scope: string, key: string): Promise<IdempotencyRecord | null>;
  /** Keeps the first record for a (scope, key); a second save of the same pair changes nothing. */
  save(record: IdempotencyRecord): Promise<void>;
  close(): Promise<void>;
}

export const IDEMPOTENCY_RECORDS = Symbol('IdempotencyRecords');

export class SqliteIdempotencyRecords implements IdempotencyRecords {
  private readonly db: Database.Database;
  private readonly select;
  private readonly insert;

  constructor(file: string) {
    this.db = openPrivateDatabase(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(`CREATE TABLE IF NOT EXISTS idempotency (
      scope TEXT NOT NULL, key TEXT NOT NULL, request_hash TEXT NOT NULL, status INTEGER NOT NULL,
      body TEXT NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (scope, key)) STRICT`);
    this.select = this.db.prepare<
      [string, string],
      { requestHash: string; status: number; body: string; createdAt: string }
    >(
      'SELECT request_hash AS requestHash, status, body, created_at AS createdAt FROM idempotency WHERE scope = ? AND key = ?',
    );
    this.insert = this.db.prepare(
      'INSERT OR IGNORE INTO idempotency (scope, key, request_hash, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
  }

  find(scope: string, key: string): Promise<IdempotencyRecord | null> {
    const row = this.select.get(scope, key);
    return Promise.resolve(
      row
        ? {
            scope,
            key,
            requestHash: row.requestHash,
            status: row.status,
            body: JSON.parse(row.body) as unknown,
            createdAt: row.createdAt,
          }
        : null,
    );
  }

  save(record: IdempotencyRecord): Promise<void> {
    this.insert.run(
      record.scope,
      record.key,
      record.requestHash,
      record.status,
      JSON.stringify(record.body ?? null),
      record.createdAt,
    );
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.db.close();
    return Promise.resolve();
  }
}
