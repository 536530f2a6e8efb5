import { EmbeddedSearchIndex } from './embedded/embedded-search-index.js';
import type { SearchIndex } from './search-index.port.js';

/**
 * The search index beside the read store READ_STORE_URL names: in process with the embedded
 * store, a MongoDB text index in the same database with MongoDB.
 */
export async function createSearchIndex(readStoreUrl: string): Promise<SearchIndex> {
  if (/^mongodb(\+srv)?:\/\//.test(readStoreUrl)) {
    const { MongoSearchIndex } = await import('./mongo/mongo-search-index.js');
    return MongoSearchIndex.connect(readStoreUrl);
  }
  return new EmbeddedSearchIndex();
}
