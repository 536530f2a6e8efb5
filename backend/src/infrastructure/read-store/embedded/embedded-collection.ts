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
import {
  asDoc,
  attempt,
  checkCollectionName,
  hasOneKey,
  rejectOutsideSubset,
} from './store-common.js';
import { PartialWrite, type Transaction } from './transaction.js';

/** The counts a bulk write adds up. */
export type BulkTotals = { -readonly [K in keyof BulkWriteResult]: number };

/** The store as a transaction's `work` sees it: reads include, writes join, the transaction. */
export class TransactionStore implements ReadStore {
  constructor(
    private readonly store: EmbeddedReadStore,
    private readonly tx: Transaction,
  ) {}

  collection<T extends Document = Document>(name: string): ReadCollection<T> {
    return new EmbeddedCollection<T>(this.store, checkCollectionName(name), this.tx, copyStored);
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

/**
 * The driver-shaped collection facade over the embedded engine, either mode (reads and writes,
 * in or out of a transaction).
 */
export class EmbeddedCollection<T extends Document> implements ReadCollection<T> {
  /**
   * @param copy what a find hands out for a stored document: a copy, or (for readers that never
   *   change what they read) the document itself
   */
  constructor(
    private readonly store: EmbeddedReadStore,
    readonly collectionName: string,
    private readonly tx: Transaction | null,
    private readonly copy: <V>(value: V) => V,
  ) {}

  find(filter: Filter<T> = {}, options: FindOptions = {}): Cursor<WithId<T>> {
    return {
      toArray: () =>
        attempt(() => {
          const selected = this.store.select(this.tx, this.collectionName, asDoc(filter), options);
          const pick = options.projection ? fieldPicker(options.projection, this.copy) : null;
          if (pick) return selected.map(pick) as WithId<T>[];
          const docs = selected.map(this.copy);
          return (options.projection ? project(docs, options.projection) : docs) as WithId<T>[];
        }),
    };
  }

  findOne(filter: Filter<T> = {}, options: FindOptions = {}): Promise<WithId<T> | null> {
    // The common read of a projection: one document by `_id`, nothing else asked.
    const id = (filter as Doc)._id;
    if (
      (typeof id === 'string' || typeof id === 'number') &&
      options.projection === undefined &&
      options.skip === undefined &&
      hasOneKey(filter)
    ) {
      return attempt(() => {
        const doc = this.store.byId(this.tx, this.collectionName, id);
        return doc ? (this.copy(doc) as WithId<T>) : null;
      });
    }
    return this.find(filter, { ...options, limit: 1 })
      .toArray()
      .then(([first]) => first ?? null);
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
    return this.updateMatches(filter, update, options, false);
  }

  updateMany(
    filter: Filter<T>,
    update: UpdateFilter<T>,
    options: UpdateOptions = {},
  ): Promise<UpdateResult> {
    return this.updateMatches(filter, update, options, true);
  }

  private updateMatches(
    filter: Filter<T>,
    update: UpdateFilter<T>,
    options: UpdateOptions,
    many: boolean,
  ): Promise<UpdateResult> {
    return attempt(() =>
      this.store.write(this.tx, (tx) =>
        this.store.update(tx, this.collectionName, asDoc(filter), asDoc(update), options, many),
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
    return this.deleteMatches(filter, false);
  }

  deleteMany(filter: Filter<T>): Promise<DeleteResult> {
    return this.deleteMatches(filter, true);
  }

  private deleteMatches(filter: Filter<T>, many: boolean): Promise<DeleteResult> {
    return attempt(() =>
      this.store.write(this.tx, (tx) =>
        this.store.remove(tx, this.collectionName, asDoc(filter), many),
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
      const totals: BulkTotals = {
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
          applyOperation(
            this.store,
            tx,
            this.collectionName,
            operation as BulkOperation<Document>,
            totals,
          );
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

  createIndex(key: SortSpec, options: { name?: string; unique?: boolean } = {}): Promise<string> {
    return this.store.createIndex(this.collectionName, key, options);
  }
}

/** Applies one bulk operation to the engine and adds its counts to `totals` (when given). */
export function applyOperation(
  store: EmbeddedReadStore,
  tx: Transaction | null,
  name: string,
  operation: BulkOperation<Document>,
  totals: BulkTotals | null,
): void {
  if ('insertOne' in operation) {
    store.insert(tx, name, operation.insertOne.document);
    if (totals) totals.insertedCount++;
  } else if ('updateOne' in operation || 'updateMany' in operation) {
    const many = 'updateMany' in operation;
    const model = many ? operation.updateMany : operation.updateOne;
    rejectOutsideSubset(model);
    const r = store.update(
      tx,
      name,
      asDoc(model.filter),
      asDoc(model.update),
      { upsert: model.upsert ?? false },
      many,
    );
    if (totals) addCounts(totals, r);
  } else if ('replaceOne' in operation) {
    const model = operation.replaceOne;
    rejectOutsideSubset(model);
    const r = store.replace(tx, name, asDoc(model.filter), asDoc(model.replacement), {
      upsert: model.upsert ?? false,
    });
    if (totals) addCounts(totals, r);
  } else if ('deleteOne' in operation || 'deleteMany' in operation) {
    const many = 'deleteMany' in operation;
    const model = many ? operation.deleteMany : operation.deleteOne;
    rejectOutsideSubset(model);
    const deleted = store.remove(tx, name, asDoc(model.filter), many).deletedCount;
    if (totals) totals.deletedCount += deleted;
  } else {
    throw new TypeError(`unknown bulk operation ${Object.keys(operation).join(', ')}`);
  }
}

function addCounts(totals: BulkTotals, r: UpdateResult): void {
  totals.matchedCount += r.matchedCount;
  totals.modifiedCount += r.modifiedCount;
  totals.upsertedCount += r.upsertedCount;
}
