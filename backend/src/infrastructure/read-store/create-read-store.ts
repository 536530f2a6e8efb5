import type { ReadStore } from '@flirtwire/projections';
import { EmbeddedReadStore } from './embedded/embedded-read-store.js';

/**
 * Opens the read store READ_STORE_URL names:
 * - `embedded:<file>` (the default: documents in memory, persisted to a SQLite file),
 * - `mongodb://...` or `mongodb+srv://...` (a replica set, so transactions work).
 */
export async function createReadStore(url: string): Promise<ReadStore> {
  if (url.startsWith('embedded:')) {
    const file = url.slice('embedded:'.length);
    if (!file)
      throw new Error('READ_STORE_URL: embedded: needs a file, e.g. embedded:./data/read.db');
    return EmbeddedReadStore.open(file);
  }
  if (/^mongodb(\+srv)?:\/\//.test(url)) {
    const { MongoReadStore } = await import('./mongo/mongo-read-store.js');
    return MongoReadStore.connect(url);
  }
  throw new Error(`READ_STORE_URL: unsupported scheme in "${url.replace(/\/\/[^@]*@/, '//***@')}"`);
}
