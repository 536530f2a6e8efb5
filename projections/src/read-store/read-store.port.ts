import type {
  AnyBulkWriteOperation,
  Document,
  Filter,
  OptionalUnlessRequiredId,
  UpdateFilter,
  WithId,
  WithoutId,
} from 'mongodb';

/**
 * The read store: a typed subset of the `mongodb` driver's Db/Collection API, and nothing
 * outside it. Projections and query handlers are written once against it; the embedded store
 * (mingo over SQLite) and MongoDB implement it, and one contract suite checks both.
 *
 * Documents hold JSON values only (strings, numbers, booleans, null, arrays, objects): times are
 * ISO strings and money is integer cents, so both engines store and sort them alike.
 *
 * @example
 * const rows = await store.collection<CustomerRow>(READ_MODELS.customerRows)
 *   .find({ creatorId, lapseStatus: 'Active' }, { sort: { daysSinceLastContact: 1, earnings365: -1 }, limit: 50 })
 *   .toArray();
 */
export type { Document, Filter, UpdateFilter, WithId, WithoutId };

/** Keys in order of precedence; 1 ascending, -1 descending. */
export type SortSpec = Readonly<Record<string, 1 | -1>>;

export interface FindOptions {
  readonly sort?: SortSpec;
  readonly skip?: number;
  readonly limit?: number;
  readonly projection?: Readonly<Record<string, 0 | 1 | boolean>>;
}

export interface Cursor<T> {
  toArray(): Promise<T[]>;
}

export interface UpdateOptions {
  readonly upsert?: boolean;
}

export interface UpdateResult {
  readonly matchedCount: number;
  readonly modifiedCount: number;
  readonly upsertedCount: number;
  readonly upsertedId: unknown;
}

export interface DeleteResult {
  readonly deletedCount: number;
}

export interface BulkWriteResult {
  readonly insertedCount: number;
  readonly matchedCount: number;
  readonly modifiedCount: number;
  readonly deletedCount: number;
  readonly upsertedCount: number;
}

export interface IndexSpec {
  readonly key: SortSpec;
  readonly name?: string;
  readonly unique?: boolean;
}

export type BulkOperation<T extends Document> = AnyBulkWriteOperation<T>;

export interface ReadCollection<T extends Document = Document> {
  readonly collectionName: string;
  find(filter?: Filter<T>, options?: FindOptions): Cursor<WithId<T>>;
  findOne(filter?: Filter<T>, options?: FindOptions): Promise<WithId<T> | null>;
  countDocuments(filter?: Filter<T>): Promise<number>;
  aggregate<R extends Document = Document>(pipeline: readonly Document[]): Cursor<R>;
  insertOne(document: OptionalUnlessRequiredId<T>): Promise<{ insertedId: unknown }>;
  insertMany(documents: readonly OptionalUnlessRequiredId<T>[]): Promise<{ insertedCount: number }>;
  updateOne(
    filter: Filter<T>,
    update: UpdateFilter<T>,
    options?: UpdateOptions,
  ): Promise<UpdateResult>;
  updateMany(
    filter: Filter<T>,
    update: UpdateFilter<T>,
    options?: UpdateOptions,
  ): Promise<UpdateResult>;
  replaceOne(
    filter: Filter<T>,
    replacement: WithoutId<T>,
    options?: UpdateOptions,
  ): Promise<UpdateResult>;
  deleteOne(filter: Filter<T>): Promise<DeleteResult>;
  deleteMany(filter: Filter<T>): Promise<DeleteResult>;
  bulkWrite(
    operations: readonly BulkOperation<T>[],
    options?: { ordered?: boolean },
  ): Promise<BulkWriteResult>;
  createIndex(key: SortSpec, options?: { name?: string; unique?: boolean }): Promise<string>;
}

export interface TransactionOptions {
  /**
   * 'deferred': the commit is seen at once, and an engine may write it to disk a moment later
   * with others (the embedded engine: at the end of the event loop's turn), so a crash can lose
   * it whole. Only for writes the event log gives back: a projection's batch with its
   * checkpoint. Default 'immediate'.
   */
  readonly durability?: 'immediate' | 'deferred';
}

export interface ReadStore {
  collection<T extends Document = Document>(name: string): ReadCollection<T>;
  /**
   * Runs `work` in one transaction: every write made through `tx` commits together or not at
   * all, and nobody outside sees any of it before the commit.
   */
  withTransaction<R>(work: (tx: ReadStore) => Promise<R>, options?: TransactionOptions): Promise<R>;
  listCollections(): Promise<string[]>;
  dropCollection(name: string): Promise<void>;
  /** A short description for /health, never a secret. */
  describe(): string;
  close(): Promise<void>;
}

/** A write that breaks a unique index; `code` is 11000 as in MongoDB. */
export class DuplicateKeyError extends Error {
  readonly code = 11000;
  constructor(
    readonly collection: string,
    readonly key: string,
  ) {
    super(`E11000 duplicate key error collection: ${collection} dup key: ${key}`);
    this.name = 'DuplicateKeyError';
  }
}

export const READ_STORE = Symbol('ReadStore');
