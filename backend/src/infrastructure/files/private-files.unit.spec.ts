import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFileStorage } from '../../content/media/storage/local-file-storage.js';
import { SqliteSessionStore } from '../../identity/sessions/sqlite-session-store.js';
import { SqliteDataKeyStore } from '../personal-data/sqlite-data-key-store.js';
import { openPrivateDatabase, securePrivateDataDir } from './private-files.js';

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** Every file and folder under `root`, with its permission bits. */
function modesUnder(root: string): Record<string, number> {
  const modes: Record<string, number> = {};
  for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    modes[name] = modeOf(join(root, name));
  }
  return modes;
}

describe('files the app creates under DATA_DIR', () => {
  let root: string;
  let umask: number;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'flirtwire-modes-'));
    // The loosest umask: the modes must come from the code, not from the environment.
    umask = process.umask(0);
  });
  afterAll(() => {
    process.umask(umask);
    rmSync(root, { recursive: true, force: true });
  });

  it('makes SQLite files (and their -wal and -shm) 0600 in 0700 folders', async () => {
    const dir = join(root, 'data', 'nested');
    const keys = new SqliteDataKeyStore(join(dir, 'personal-data-keys.db'));
    const sessions = new SqliteSessionStore(join(dir, 'sessions.db'));
    try {
      const modes = modesUnder(join(root, 'data'));
      expect(Object.keys(modes)).toEqual(
        expect.arrayContaining([
          'nested/personal-data-keys.db',
          'nested/personal-data-keys.db-wal',
          'nested/personal-data-keys.db-shm',
          'nested/sessions.db',
          'nested/sessions.db-wal',
        ]),
      );
      for (const [name, mode] of Object.entries(modes)) {
        expect({ name, mode: mode.toString(8) }).toEqual({
          name,
          mode: name === 'nested' ? '700' : '600',
        });
      }
      expect(modeOf(join(root, 'data'))).toBe(0o700);
    } finally {
      await keys.close();
      await sessions.close();
    }
  });

  it('tightens a DATA_DIR that already exists with 0755 to 0700, and makes a missing one 0700', () => {
    const existing = join(root, 'made-by-the-operator');
    mkdirSync(existing);
    chmodSync(existing, 0o755);
    securePrivateDataDir(existing);
    expect(modeOf(existing).toString(8)).toBe('700');
    const missing = join(root, 'missing', 'data');
    securePrivateDataDir(missing);
    expect(modeOf(missing).toString(8)).toBe('700');
  });

  it('refuses a DATA_DIR that is not a folder', () => {
    const file = join(root, 'a-file');
    writeFileSync(file, '');
    expect(() => {
      securePrivateDataDir(file);
    }).toThrow(/DATA_DIR: .*a-file is not a folder/);
  });

  it('tightens a database file an earlier version left world-readable', () => {
    const file = join(root, 'old.db');
    writeFileSync(file, '');
    chmodSync(file, 0o644);
    openPrivateDatabase(file).close();
    expect(modeOf(file)).toBe(0o600);
  });

  it('stores media 0600 in 0700 folders, written or copied', async () => {
    const media = join(root, 'media');
    const storage = new LocalFileStorage(media);
    const source = join(root, 'upload');
    writeFileSync(source, 'image bytes');
    chmodSync(source, 0o644);
    await storage.put('owner/item/large.jpg', Buffer.from('large'));
    await storage.putFile('owner/item/original.jpg', source);
    expect(modesUnder(media)).toEqual({
      owner: 0o700,
      'owner/item': 0o700,
      'owner/item/large.jpg': 0o600,
      'owner/item/original.jpg': 0o600,
    });
  });
});
