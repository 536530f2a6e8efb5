import type { Collection } from 'mongodb';
import { connectMongo } from '../mongo/mongo-connection.js';
import type { DataKeyStore, StoredDataKey } from './data-key-store.port.js';

interface KeyDocument {
  _id: string;
  wrappedKey: string | null;
  createdAt: string;
  erasedAt: string | null;
}

const DURABLE = { writeConcern: { w: 'majority' as const, journal: true } };

/** Data keys in MongoDB (collection `personal_data_keys`), written with majority + journal. */
export class MongoDataKeyStore implements DataKeyStore {
  private constructor(
    private readonly keys: Collection<KeyDocument>,
    private readonly release: () => Promise<void>,
  ) {}

  static async connect(url: string): Promise<MongoDataKeyStore> {
    const { db, release } = await connectMongo(url);
    return new MongoDataKeyStore(db.collection<KeyDocument>('personal_data_keys'), release);
  }

  async find(subjectId: string): Promise<StoredDataKey | null> {
    const doc = await this.keys.findOne({ _id: subjectId });
    return doc ? toRecord(doc) : null;
  }

  async insertIfAbsent(
    subjectId: string,
    wrappedKey: string,
    createdAt: string,
  ): Promise<StoredDataKey> {
    try {
      await this.keys.insertOne({ _id: subjectId, wrappedKey, createdAt, erasedAt: null }, DURABLE);
    } catch (error) {
      // Loaded here, not at the top: the embedded store's start never loads the driver.
      const { MongoServerError } = await import('mongodb');
      if (!(error instanceof MongoServerError && error.code === 11000)) throw error;
    }
    const doc = await this.keys.findOne({ _id: subjectId }, { readConcern: { level: 'majority' } });
    if (!doc) throw new Error(`data key for ${subjectId} was not stored`);
    return toRecord(doc);
  }

  async erase(subjectId: string, erasedAt: string): Promise<void> {
    await this.keys.updateOne(
      { _id: subjectId },
      { $set: { wrappedKey: null }, $setOnInsert: { createdAt: erasedAt } },
      { upsert: true, ...DURABLE },
    );
    await this.keys.updateOne({ _id: subjectId, erasedAt: null }, { $set: { erasedAt } }, DURABLE);
  }

  async close(): Promise<void> {
    await this.release();
  }
}

function toRecord(doc: KeyDocument): StoredDataKey {
  return {
    subjectId: doc._id,
    wrappedKey: doc.wrappedKey,
    createdAt: doc.createdAt,
    erasedAt: doc.erasedAt ?? null,
  };
}
