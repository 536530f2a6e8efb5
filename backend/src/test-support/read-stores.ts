import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoDBContainer } from '@testcontainers/mongodb';
import { EmbeddedReadStore } from '../infrastructure/read-store/embedded/embedded-read-store.js';
import { MongoReadStore } from '../infrastructure/read-store/mongo/mongo-read-store.js';

/** The MongoDB image the container suites start (MONGODB_IMAGE overrides it). */
export const MONGODB_IMAGE = process.env.MONGODB_IMAGE ?? 'mongo:8.0';

/** A read store for a contract suite, and how to throw it away after. */
interface ReadStoreFixture<Store> {
  readonly store: Store;
  dispose(): Promise<void>;
}

/** An embedded read store in a fresh temporary folder (`prefix`…), removed on dispose. */
export function embeddedReadStore(prefix: string): ReadStoreFixture<EmbeddedReadStore> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const store = EmbeddedReadStore.open(join(dir, 'read.db'));
  return {
    store,
    dispose: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A MongoDB read store on a container of its own (the module starts a single-node replica set,
 * which is what transactions need), stopped on dispose.
 */
export async function mongoReadStore(): Promise<ReadStoreFixture<MongoReadStore>> {
  const container = await new MongoDBContainer(MONGODB_IMAGE).start();
  const store = await MongoReadStore.connect(container.getConnectionString(), {
    directConnection: true,
  });
  return {
    store,
    dispose: async () => {
      await store.close();
      await container.stop();
    },
  };
}
