import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/**
 * Everything the app writes under DATA_DIR holds personal data, keys or sessions: folders are
 * for the app's user only (0700), files too (0600), whatever the process umask.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Makes a folder (and missing parents) 0700. Folders that exist keep their mode. */
export function ensurePrivateDirSync(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** `ensurePrivateDirSync` for request handlers. */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** Sets a file the app wrote to 0600 (after a copy, which keeps the source's mode). */
export async function makePrivate(file: string): Promise<void> {
  await chmod(file, PRIVATE_FILE_MODE);
}

/**
 * Opens (creating when missing) a SQLite file that only the app's user can read. The file is
 * made 0600 before SQLite opens it, and SQLite gives its -wal, -shm and -journal files the
 * database file's mode; files left readable by an earlier version are tightened too.
 *
 * @example
 * this.db = openPrivateDatabase(join(config.dataDir, 'sessions.db'));
 */
export function openPrivateDatabase(file: string): Database.Database {
  if (file === ':memory:') return new Database(file);
  ensurePrivateDirSync(dirname(file));
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  for (const path of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    if (existsSync(path)) chmodSync(path, PRIVATE_FILE_MODE);
  }
  return new Database(file);
}
