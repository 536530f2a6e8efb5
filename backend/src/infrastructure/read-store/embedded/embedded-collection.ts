import type {
  BulkOperation,
  BulkWriteResult,
  Cursor,
  DeleteResult,
  Document,
  Filter,
  FindOptions,
  ReadCollection,
  ReadStore,
  SortSpec,
  UpdateFilter,
  UpdateOptions,
  UpdateResult,
  WithId,
  WithoutId,
} from '@flirtwire/projections';
import type { OptionalUnlessRequiredId } from 'mongodb';
import type { EmbeddedReadStore } from './embedded-read-store.js';
import { copyStored, type Doc } from './json-value.js';
import { fieldPicker, project } from './mingo-engine.js';
import { asDoc, attempt, checkCollectionName, rejectOutsideSubset } from './store-common.js';
import { PartialWrite, type Transaction } from './transaction.js';

/** The store as a transaction's `work` sees it: reads include, writes join, the transaction. */
export class TransactionStore implements ReadStore {
  constructor(
    private readonly store: EmbeddedReadStore,
    private readonly tx: Transaction,
  ) {}

  collection<T extends Document = Document>(name: string): ReadCollection<T> {
    return new EmbeddedCollection<T>(this.store, checkCollectionName(name), this.tx);
  }

  /** Nested transactions join the enclosing one, as a MongoDB session would. */
  withTransaction<R>(work: (tx: ReadStore) => Promise<R>): Promise<R> {
    return work(this);
  }

  listCollections(): Promise<string[]> {
    return this.store.listCollections();
  }

  dropCollection(): Promise<void> {
    return Promise.reject(new Error('dropCollection is not allowed inside a transaction'));
  }

  describe(): string {
    return this.store.describe();
  }

  close(): Promise<void> {
    return Promise.reject(new Error('close the store, not a transaction'));
  }
}

/** The driver-shaped collection facade over the embedded store (reads and writes, in or out of a transaction). */
export class EmbeddedCollection<T extends Document> implements ReadCollection<T> {
  constructor(
    private readonly store: EmbeddedReadStore,
    readonly collectionName: string,
    private readonly tx: Transaction | null,
  ) {}

  find(filter: Filter<T> = {}, options: FindOptions = {}): Cursor<WithId<T>> {
    return {
      toArray: () =>
        attempt(() => {
          const selected = this.store.select(this.tx, this.collectionName, asDoc(filter), options);
          const pick = options.projection ? fieldPicker(options.projection) : null;
          if (pick) return selected.map(pick) as WithId<T>[];
          const docs = selected.map((doc) => copyStored(doc));
          return (options.projection ? project(docs, options.projection) : docs) as WithId<T>[];
        }),
    };
  }

  async findOne(filter: Filter<T> = {}, options: FindOptions = {}): Promise<WithId<T> | null> {
    const [first] = await this.find(filter, { ...options, limit: 1 }).toArray();
    return first ?? null;
  }

  countDocuments(filter: Filter<T> = {}): Promise<number> {
    return attempt(() => this.store.count(this.tx, this.collectionName, asDoc(filter)));
  }

  aggregate<R extends Document = Document>(pipeline: readonly Document[]): Cursor<R> {
    return {
      toArray: () =>
        attempt(() => this.store.aggregate(this.tx, this.collectionName, pipeline as Doc[]) as R[]),
    };
  }

  insertOne(document: OptionalUnlessRequiredId<T>): Promise<{ insertedId: unknown }> {
    return attempt(() => ({
      insertedId: this.store.write(this.tx, (tx) =>
        this.store.insert(tx, this.collectionName, document),
      ),
    }));
  }

  insertMany(
    documents: readonly OptionalUnlessRequiredId<T>[],
  ): Promise<{ insertedCount: number }> {
    return attempt(() => ({ insertedCount: this.insertAll(documents) }));
  }

  private insertAll(documents: readonly OptionalUnlessRequiredId<T>[]): number {
    return this.store.write(this.tx, (tx) => {
      let inserted = 0;
      for (const document of documents) {
        try {
          this.store.insert(tx, this.collectionName, document);
        } catch (error) {
          throw inserted > 0 ? new PartialWrite(error) : error;
        }
        inserted++;
      }
      return inserted;
    });
  }

  updateOne(
    filter: Filter<T>,
    update: UpdateFilter<T>,
    options: UpdateOptions = {},
  ): Promise<UpdateResult> {
    return attempt(() =>
      this.store.write(this.tx, (tx) =>
        this.store.update(tx, this.collectionName, asDoc(filter), asDoc(update), options, false),
      ),
    );
  }

  updateMany(
    filter: Filter<T>,
    update: UpdateFilter<T>,
    options: UpdateOptions = {},
  ): Promise<UpdateResult> {
    return attempt(() =>
      this.store.write(this.tx, (tx) =>
        this.store.update(tx, this.collectionName, asDoc(filter), asDoc(update), options, true),
      ),
    );
  }

  replaceOne(
    filter: Filter<T>,
    replacement: WithoutId<T>,
    options: UpdateOptions = {},
  ): Promise<UpdateResult> {
    return attempt(() =>
      this.store.write(this.tx, (tx) =>
        this.store.replace(tx, this.collectionName, asDoc(filter), replacement, options),
      ),
    );
  }

  deleteOne(filter: Filter<T>): Promise<DeleteResult> {
    return attempt(() =>
      this.store.write(this.tx, (tx) =>
        this.store.remove(tx, this.collectionName, asDoc(filter), false),
      ),
    );
  }

  deleteMany(filter: Filter<T>): Promise<DeleteResult> {
    return attempt(() =>
      this.store.write(this.tx, (tx) =>
        this.store.remove(tx, this.collectionName, asDoc(filter), true),
      ),
    );
  }

  bulkWrite(
    operations: readonly BulkOperation<T>[],
    options: { ordered?: boolean } = {},
  ): Promise<BulkWriteResult> {
    return attempt(() => this.applyAll(operations, options.ordered ?? true));
  }

  private applyAll(operations: readonly BulkOperation<T>[], ordered: boolean): BulkWriteResult {
    return this.store.write(this.tx, (tx) => {
      const totals = {
        insertedCount: 0,
        matchedCount: 0,
        modifiedCount: 0,
        deletedCount: 0,
        upsertedCount: 0,
      };
      let firstError: Error | null = null;
      let applied = 0;
      for (const operation of operations) {
        try {
          this.applyOne(tx, operation as BulkOperation<Document>, totals);
          applied++;
        } catch (error) {
          firstError ??= error instanceof Error ? error : new Error(String(error));
          if (ordered) break;
        }
      }
      if (firstError !== null) {
        if (applied > 0) throw new PartialWrite(firstError);
        throw firstError;
      }
      return totals;
    });
  }

  private applyOne(
    tx: Transaction,
    operation: BulkOperation<Document>,
    totals: { -readonly [K in keyof BulkWriteResult]: number },
  ): void {
    const name = this.collectionName;
    if ('insertOne' in operation) {
      this.store.insert(tx, name, operation.insertOne.document);
      totals.insertedCount++;
    } else if ('updateOne' in operation || 'updateMany' in operation) {
      const many = 'updateMany' in operation;
      const model = many ? operation.updateMany : operation.updateOne;
      rejectOutsideSubset(model);
      const r = this.store.update(
        tx,
        name,
        asDoc(model.filter),
        asDoc(model.update),
        { upsert: model.upsert ?? false },
        many,
      );
      totals.matchedCount += r.matchedCount;
      totals.modifiedCount += r.modifiedCount;
      totals.upsertedCount += r.upsertedCount;
    } else if ('replaceOne' in operation) {
      const model = operation.replaceOne;
      rejectOutsideSubset(model);
      const r = this.store.replace(tx, name, asDoc(model.filter), asDoc(model.replacement), {
        upsert: model.upsert ?? false,
      });
      totals.matchedCount += r.matchedCount;
      totals.modifiedCount += r.modifiedCount;
      totals.upsertedCount += r.upsertedCount;
    } else if ('deleteOne' in operation || 'deleteMany' in operation) {
      const many = 'deleteMany' in operation;
      const model = many ? operation.deleteMany : operation.deleteOne;
      rejectOutsideSubset(model);
      totals.deletedCount += this.store.remove(tx, name, asDoc(model.filter), many).deletedCount;
    } else {
      throw new TypeError(`unknown bulk operation ${Object.keys(operation).join(', ')}`);
    }
  }

  createIndex(key: SortSpec, options: { name?: string; unique?: boolean } = {}): Promise<string> {
    return this.store.createIndex(this.collectionName, key, options);
  }
}
