import type { Db, MongoClient } from 'mongodb';

const clients = new Map<string, { client: MongoClient; users: number }>();

/**
 * One MongoClient per URL for the whole process (the driver pools connections); each user
 * releases it when done and the last one closes it. The database is the one the URL names.
 *
 * @example
 * const { db, release } = await connectMongo('mongodb://localhost:27017/flirtwire?replicaSet=rs0');
 * await db.collection('sessions').findOne({ _id: hash });
 * await release();
 */
export async function connectMongo(url: string): Promise<{ db: Db; release: () => Promise<void> }> {
  // The driver is loaded when a store first connects, not by every module that may use it: the
  // embedded stores (each API test suite, each local start) never load it. Before the lookup, so
  // callers racing for one URL still share one client.
  const { MongoClient: Client } = await import('mongodb');
  let entry = clients.get(url);
  if (!entry) {
    const client = new Client(url, { retryWrites: true });
    entry = { client, users: 0 };
    clients.set(url, entry);
    try {
      await client.connect();
    } catch (error) {
      clients.delete(url);
      throw error;
    }
  }
  entry.users++;
  const current = entry;
  let released = false;
  return {
    db: current.client.db(),
    release: async () => {
      if (released) return;
      released = true;
      current.users--;
      if (current.users === 0 && clients.get(url) === current) {
        clients.delete(url);
        await current.client.close();
      }
    },
  };
}

export function isMongoUrl(url: string): boolean {
  return /^mongodb(\+srv)?:\/\//.test(url);
}
