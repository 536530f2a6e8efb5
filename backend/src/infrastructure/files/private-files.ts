import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/**
 * Everything the app writes under DATA_DIR holds personal data, keys or sessions: folders are
 * for the app's user only (0700), files too (0600), whatever the process umask.
 */
const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Makes a folder (and missing parents) 0700. Folders that exist keep their mode. */
export function ensurePrivateDirSync(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * DATA_DIR at start: made 0700 when missing, and tightened to 0700 when it exists with access
 * for the group or others (an operator's `mkdir` under umask 022 gives 0755, and everything in
 * it would then be listable). Throws, so the app refuses to start, when it is not a folder or
 * its mode cannot be changed (another user owns it).
 *
 * @example
 * securePrivateDataDir(config.dataDir); // before any store opens a file in it
 */
export function securePrivateDataDir(dir: string): void {
  if (existsSync(dir) && !statSync(dir).isDirectory()) {
    throw new Error(`DATA_DIR: ${dir} is not a folder`);
  }
  ensurePrivateDirSync(dir);
  const stat = statSync(dir);
  const mode = stat.mode & 0o777;
  if ((mode & 0o077) === 0) return;
  try {
    chmodSync(dir, PRIVATE_DIR_MODE);
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : String(error);
    throw new Error(
      `DATA_DIR: ${dir} is open to other users (mode ${mode.toString(8)}) and could not be made 0700 (${reason}); run \`chmod 700 ${dir}\` as its owner or choose another folder`,
      { cause: error },
    );
  }
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
