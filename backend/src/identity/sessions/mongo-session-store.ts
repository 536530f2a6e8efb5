import type { Collection } from 'mongodb';
import { connectMongo } from '../../infrastructure/mongo/mongo-connection.js';
import type { SessionRecord, SessionStore } from './session-store.port.js';

interface SessionDocument {
  _id: string;
  id: string;
  userId: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  /** The same instant as a Date, for MongoDB's TTL index. */
  expiresAtDate: Date;
}

/** Sessions in MongoDB (collection `sessions`); a TTL index removes those past their end. */
export class MongoSessionStore implements SessionStore {
  private constructor(
    private readonly sessions: Collection<SessionDocument>,
    private readonly release: () => Promise<void>,
  ) {}

  static async connect(url: string): Promise<MongoSessionStore> {
    const { db, release } = await connectMongo(url);
    const sessions = db.collection<SessionDocument>('sessions');
    await sessions.createIndex({ userId: 1 });
    await sessions.createIndex({ expiresAtDate: 1 }, { expireAfterSeconds: 0 }, {});
    return new MongoSessionStore(sessions, release);
  }

  async create(record: SessionRecord): Promise<void> {
    await this.sessions.insertOne({
      _id: record.tokenHash,
      id: record.id,
      userId: record.userId,
      createdAt: record.createdAt,
      lastSeenAt: record.lastSeenAt,
      expiresAt: record.expiresAt,
      expiresAtDate: new Date(record.expiresAt),
    });
  }

  async find(tokenHash: string): Promise<SessionRecord | null> {
    const doc = await this.sessions.findOne({ _id: tokenHash });
    return doc
      ? {
          tokenHash: doc._id,
          id: doc.id,
          userId: doc.userId,
          createdAt: doc.createdAt,
          lastSeenAt: doc.lastSeenAt,
          expiresAt: doc.expiresAt,
        }
      : null;
  }

  async touch(tokenHash: string, lastSeenAt: string): Promise<void> {
    await this.sessions.updateOne({ _id: tokenHash }, { $set: { lastSeenAt } });
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.sessions.deleteOne({ _id: tokenHash });
  }

  async revokeAllFor(userId: string): Promise<number> {
    return (await this.sessions.deleteMany({ userId })).deletedCount;
  }

  async purgeExpired(now: string): Promise<number> {
    return (await this.sessions.deleteMany({ expiresAt: { $lte: now } })).deletedCount;
  }

  async close(): Promise<void> {
    await this.release();
  }
}
