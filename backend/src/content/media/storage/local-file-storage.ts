import { createReadStream } from 'node:fs';
import { copyFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { newId } from '../../../shared/domain/ids.js';
import {
  ensurePrivateDir,
  makePrivate,
  PRIVATE_FILE_MODE,
} from '../../../infrastructure/files/private-files.js';
import { assertStorageKey, type FileStorage, type LocalCopy } from './file-storage.port.js';

/**
 * Media files in a local folder (0700 folders, 0600 files); writes land in a temporary name and
 * are renamed into place.
 */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return join(this.root, key);
  }

  async putFile(key: string, sourcePath: string): Promise<void> {
    const target = this.pathOf(key);
    await ensurePrivateDir(dirname(target));
    const temporary = `${target}.${newId()}.part`;
    await copyFile(sourcePath, temporary);
    await makePrivate(temporary);
    await rename(temporary, target);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await ensurePrivateDir(dirname(target));
    const temporary = `${target}.${newId()}.part`;
    await writeFile(temporary, data, { mode: PRIVATE_FILE_MODE });
    await rename(temporary, target);
  }

  async read(key: string): Promise<Readable | null> {
    const path = this.pathOf(key);
    if ((await this.size(key)) === null) return null;
    return createReadStream(path);
  }

  async size(key: string): Promise<number | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  }

  async open(key: string): Promise<LocalCopy | null> {
    if ((await this.size(key)) === null) return null;
    return { path: this.pathOf(key), release: () => Promise.resolve() };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  describe(): string {
    return 'local folder';
  }
}
