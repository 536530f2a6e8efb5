import type { Readable } from 'node:stream';

/** A stored file made available as a local path for tools that need random access. */
export interface LocalCopy {
  readonly path: string;
  /** Removes a temporary copy (no-op when the path is the stored file itself). */
  release(): Promise<void>;
}

/**
 * Where media files live: a local folder by default (`DATA_DIR/media`); an S3-compatible bucket
 * would be another adapter (not built: no S3 client is installed). Keys are
 * `<ownerId>/<itemId>/<variant>.<ext>`; callers never see paths or URLs of the store itself,
 * media leaves the app only through signed, expiring URLs (docs/adr/0061).
 *
 * @example
 * await storage.putFile(`${ownerId}/${itemId}/original.jpg`, tmpPath);
 * const stream = await storage.read(key);
 */
export interface FileStorage {
  /** Stores a local file under `key` (moved or copied atomically; the source may be removed). */
  putFile(key: string, sourcePath: string): Promise<void>;
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Readable | null>;
  size(key: string): Promise<number | null>;
  open(key: string): Promise<LocalCopy | null>;
  delete(key: string): Promise<void>;
  describe(): string;
}

export const FILE_STORAGE = Symbol('FileStorage');

const KEY = /^[\w-]+(\/[\w-]+)*\/[\w-]+(\.[a-z0-9]{1,8})?$/;

/** Refuses keys that could leave the store's root (`..`, absolute paths, odd characters). */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.length > 300) throw new Error(`invalid storage key "${key}"`);
}
