import type Database from 'better-sqlite3';
import { openPrivateDatabase } from '../files/private-files.js';
import type { DataKeyStore, StoredDataKey } from './data-key-store.port.js';

interface Row {
  subjectId: string;
  wrappedKey: string | null;
  createdAt: string;
  erasedAt: string | null;
}

/** Data keys in an embedded SQLite file (WAL, synchronous=FULL: a key is on disk when we return). */
export class SqliteDataKeyStore implements DataKeyStore {
  private readonly db: Database.Database;
  private readonly select;
  private readonly insert;
  private readonly tombstone;

  constructor(file: string) {
    this.db = openPrivateDatabase(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.exec(`CREATE TABLE IF NOT EXISTS data_keys (
      subject_id TEXT PRIMARY KEY, wrapped_key TEXT, created_at TEXT NOT NULL, erased_at TEXT) STRICT`);
    this.select = this.db.prepare<[string], Row>(
      'SELECT subject_id AS subjectId, wrapped_key AS wrappedKey, created_at AS createdAt, erased_at AS erasedAt FROM data_keys WHERE subject_id = ?',
    );
    this.insert = this.db.prepare(
      'INSERT OR IGNORE INTO data_keys (subject_id, wrapped_key, created_at, erased_at) VALUES (?, ?, ?, NULL)',
    );
    this.tombstone = this.db.prepare(
      `INSERT INTO data_keys (subject_id, wrapped_key, created_at, erased_at) VALUES (?, NULL, ?, ?)
       ON CONFLICT (subject_id) DO UPDATE SET wrapped_key = NULL, erased_at = COALESCE(erased_at, excluded.erased_at)`,
    );
  }

  find(subjectId: string): Promise<StoredDataKey | null> {
    return Promise.resolve(this.select.get(subjectId) ?? null);
  }

  insertIfAbsent(subjectId: string, wrappedKey: string, createdAt: string): Promise<StoredDataKey> {
    this.insert.run(subjectId, wrappedKey, createdAt);
    const row = this.select.get(subjectId);
    if (!row) throw new Error(`data key for ${subjectId} was not stored`);
    return Promise.resolve(row);
  }

  erase(subjectId: string, erasedAt: string): Promise<void> {
    this.tombstone.run(subjectId, erasedAt, erasedAt);
    return Promise.resolve();
  }

  close(): Promise<void> {
    if (this.db.open) this.db.close();
    return Promise.resolve();
  }
}
