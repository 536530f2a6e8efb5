import { deepFreeze } from '@flirtwire/contracts';
import type {
  BulkOperation,
  DeleteResult,
  Document,
  ReadCollection,
  ReadStore,
  SortSpec,
  TransactionOptions,
  UpdateOptions,
  UpdateResult,
} from '@flirtwire/projections';
import { CollectionState } from './collection-state.js';
import { applyOperation, EmbeddedCollection, TransactionStore } from './embedded-collection.js';
import {
  checkCommittedUniques,
  checkUnique,
  createIndexIn,
  duplicateKey,
} from './embedded-indexes.js';
import { EmbeddedQueries, type FindPage, type QueryTrace } from './embedded-query.js';
import {
  copyIntoFrozen,
  replaceFrozen,
  setFields,
  shareFrozen,
  topLevelSet,
} from './frozen-documents.js';
import {
  cloneDoc,
  cloneJson,
  cloneSharing,
  copyStored,
  type Doc,
  idKeyOf,
  isPlainObject,
  newDocumentId,
} from './json-value.js';
import { compileUpdate } from './mingo-engine.js';
import { SqliteDocuments } from './sqlite-documents.js';
import { attempt, checkCollectionName, hasOneKey, upsertSeed } from './store-common.js';
import {
  MAX_TRANSACTION_ATTEMPTS,
  PartialWrite,
  Transaction,
  WriteConflictError,
} from './transaction.js';

/**
 * The embedded read store (docs/adr/0010): documents in memory, filters, updates and pipelines
 * evaluated by mingo, every commit written to a SQLite file in one transaction, reloaded at
 * start. `createIndex` declares real indexes: SQLite expression columns narrow and order the
 * candidate ids, mingo decides the final predicate.
 *
 * `inMemory()` is the same engine without a file, for throwaway models (the replay's shadow
 * collections, docs/adr/0076 and 0100): writes outside a transaction apply at once, an index
 * is an equality group on its first path, and with `frozen` every stored document is
 * deep-frozen, so `readOnly` collections hand the stored documents out without copies.
 *
 * @example
 * const store = EmbeddedReadStore.open('./data/read.db');
 * await store.collection('rows').createIndex({ creatorId: 1, lastContact: 1 });
 * await store.withTransaction(async (tx) => {
 *   await tx.collection('rows').updateOne({ _id: 'r1' }, { $inc: { tips: 1 } }, { upsert: true });
 * });
 * const shadow = EmbeddedReadStore.inMemory({ frozen: true });
 */
export class EmbeddedReadStore implements ReadStore {
  private readonly states = new Map<string, CollectionState>();
  private closed = false;
  private readonly queries: EmbeddedQueries;

  /**
   * @param sqlite the file every commit is written to; null in memory (nothing persisted)
   * @param frozen stored documents are deep-frozen (docs/adr/0077)
   */
  private constructor(
    private readonly sqlite: SqliteDocuments | null,
    readonly frozen = false,
  ) {
    this.queries = new EmbeddedQueries(this, sqlite);
  }

  /** Opens (or creates) the file and loads every collection into memory. */
  static open(file: string): EmbeddedReadStore {
    const sqlite = new SqliteDocuments(file);
    const store = new EmbeddedReadStore(sqlite);
    for (const name of sqlite.collections()) {
      const state = new CollectionState(name);
      for (const [idKey, json] of sqlite.rows(name)) {
        state.apply(idKey, JSON.parse(json) as Doc);
      }
      for (const index of sqlite.indexes(name)) state.addIndex(index);
      store.states.set(name, state);
    }
    return store;
  }

  /**
   * The engine without a file: collections live as long as the store.
   *
   * @param options.frozen stores every document deep-frozen, so `readOnly` collections can hand
   *   them out without copies and a reader that tries to change one gets a TypeError
   */
  static inMemory(options: { readonly frozen?: boolean } = {}): EmbeddedReadStore {
    return new EmbeddedReadStore(null, options.frozen ?? false);
  }

  collection<T extends Document = Document>(name: string): ReadCollection<T> {
    return new EmbeddedCollection<T>(this, checkCollectionName(name), null, copyStored);
  }

  /**
   * The collection for readers that never change what they read (comparisons; projections'
   * reads when the store is `frozen`): finds hand out the stored documents themselves, without
   * copying them.
   */
  readOnly<T extends Document = Document>(name: string): ReadCollection<T> {
    return new EmbeddedCollection<T>(this, checkCollectionName(name), null, storedAsIs);
  }

  async withTransaction<R>(
    work: (tx: ReadStore) => Promise<R>,
    options: TransactionOptions = {},
  ): Promise<R> {
    for (let attempt = 1; ; attempt++) {
      const tx = new Transaction();
      const result = await work(new TransactionStore(this, tx));
      try {
        this.commit(tx, options.durability === 'deferred');
        return result;
      } catch (error) {
        if (error instanceof WriteConflictError && attempt < MAX_TRANSACTION_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  listCollections(): Promise<string[]> {
    if (this.sqlite) return Promise.resolve(this.sqlite.collections());
    const names: string[] = [];
    for (const [name, state] of this.states) if (state.used) names.push(name);
    return Promise.resolve(names);
  }

  dropCollection(name: string): Promise<void> {
    this.sqlite?.dropCollection(name);
    this.states.delete(name);
    this.queries.forget();
    return Promise.resolve();
  }

  describe(): string {
    return this.sqlite ? `embedded:${this.sqlite.file}` : 'memory';
  }

  /** Documents held and the SQLite file's size (0 in memory), for /health and the benchmark. */
  stats(): { collections: number; documents: number; fileBytes: number } {
    let documents = 0;
    let used = 0;
    for (const state of this.states.values()) {
      documents += state.docs.size;
      if (state.used) used++;
    }
    return {
      collections: this.sqlite ? this.sqlite.collections().length : used,
      documents,
      fileBytes: this.sqlite?.sizeBytes() ?? 0,
    };
  }

  /** Runs a find and reports how: which plan, and how many stored documents it looked at. */
  explain(collection: string, filter: Doc, options: FindPage = {}): QueryTrace {
    this.assertOpen();
    return this.queries.explain(collection, filter, options);
  }

  close(): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      this.sqlite?.close();
      this.states.clear();
    }
    return Promise.resolve();
  }

  // ---- internals shared by collections and transactions ----

  state(name: string): CollectionState {
    let state = this.states.get(name);
    if (!state) {
      state = new CollectionState(name, this.sqlite === null);
      this.states.set(name, state);
    }
    return state;
  }

  /**
   * Runs a write: inside `tx` when given, else in a transaction of its own committed at once;
   * in memory, a write outside a transaction applies at once, document by document (as the
   * writes of a non-transactional MongoDB bulk write do).
   */
  write<R>(tx: Transaction | null, operation: (tx: Transaction | null) => R): R {
    this.assertOpen();
    if (!tx && !this.sqlite) {
      try {
        return operation(null);
      } catch (error) {
        throw error instanceof PartialWrite ? error.original : error;
      }
    }
    if (tx) {
      if (tx.failed) throw new Error('the transaction was aborted by an earlier write error');
      try {
        return operation(tx);
      } catch (error) {
        // As in MongoDB, a write error aborts the whole transaction.
        tx.failed = error instanceof PartialWrite ? error.original : error;
        throw tx.failed;
      }
    }
    const own = new Transaction();
    try {
      const result = operation(own);
      this.commit(own);
      return result;
    } catch (error) {
      if (error instanceof PartialWrite) {
        this.commit(own);
        throw error.original;
      }
      throw error;
    }
  }

  private commit(tx: Transaction, deferred = false): void {
    this.assertOpen();
    if (tx.failed)
      throw new Error('the transaction was aborted by an earlier write error', {
        cause: tx.failed,
      });
    for (const [collection, bases] of tx.bases) {
      const docs = this.state(collection).docs;
      for (const [idKey, base] of bases) {
        if (docs.get(idKey) !== base) throw new WriteConflictError(collection, idKey);
      }
    }
    checkCommittedUniques(tx, (collection) => this.state(collection));
    if (this.sqlite) {
      const writes = [...tx.changes].map(([collection, changes]) => {
        const docs = this.state(collection).docs;
        return {
          collection,
          changes: [...changes].map(([idKey, doc]) => ({ idKey, doc, previous: docs.get(idKey) })),
        };
      });
      if (writes.length === 0) return;
      this.sqlite.commit(writes, deferred);
    }
    for (const [collection, changes] of tx.changes) {
      const state = this.state(collection);
      for (const [idKey, doc] of changes) state.apply(idKey, doc);
    }
  }

  assertOpen(): void {
    if (this.closed) throw new Error('the read store is closed');
  }

  // ---- reads ----

  current(tx: Transaction | null, collection: string, idKey: string): Doc | undefined {
    const overlay = tx?.overlay(collection);
    if (overlay?.has(idKey)) return overlay.get(idKey) ?? undefined;
    return this.states.get(collection)?.docs.get(idKey);
  }

  /** The stored document with this `_id`, as the transaction sees it (never handed out as it is). */
  byId(tx: Transaction | null, collection: string, id: string | number): Doc | undefined {
    this.assertOpen();
    return this.current(tx, collection, idKeyOf(id));
  }

  /** The stored documents a find returns, in order, before projection (never handed out). */
  select(tx: Transaction | null, collection: string, filter: Doc, page: FindPage): Doc[] {
    this.assertOpen();
    return this.queries.select(tx, collection, filter, page);
  }

  count(tx: Transaction | null, collection: string, filter: Doc): number {
    this.assertOpen();
    return this.queries.count(tx, collection, filter);
  }

  aggregate(tx: Transaction | null, collection: string, pipeline: readonly Doc[]): Doc[] {
    this.assertOpen();
    return this.queries.aggregate(tx, collection, pipeline);
  }

  // ---- writes (inside a transaction, possibly one of their own; in memory, or at once) ----

  /**
   * Applies one bulk operation at once, outside any transaction: the replay's one-pass rebuild
   * (docs/adr/0076) hands each projection's writes over without a promise per write.
   */
  applyNow(collection: string, operation: BulkOperation<Document>): void {
    const name = checkCollectionName(collection);
    if (this.sqlite) {
      this.write(null, (tx) => {
        applyOperation(this, tx, name, operation, null);
      });
      return;
    }
    // In memory a write outside a transaction applies at once (see write), without a closure
    // per operation: the replay hands over every write of the log through here.
    this.assertOpen();
    applyOperation(this, null, name, operation, null);
  }

  /**
   * Takes documents the caller hands over and never touches again (freshly parsed JSON: a
   * snapshot's load) as stored, in memory and outside any transaction: frozen in place in a
   * frozen store rather than copied. Each needs its `_id`; a duplicate is refused as an insert's.
   */
  adopt(collection: string, documents: readonly Document[]): void {
    const name = checkCollectionName(collection);
    if (this.sqlite) throw new Error('adopt is for a store held in memory');
    this.assertOpen();
    for (const document of documents) {
      if (!isPlainObject(document) || document._id === undefined) {
        throw new TypeError('an adopted document must be a plain object with an _id');
      }
      this.insertOwned(null, name, document);
    }
  }

  /** Stores a new version (null: deletes): in the transaction, or at once without one (in memory). */
  put(tx: Transaction | null, collection: string, idKey: string, written: Doc | null): void {
    const state = this.state(collection);
    const doc = written && this.frozen ? deepFreeze(written) : written;
    if (!tx) {
      if (this.sqlite) throw new Error('a write to a store with a file outside a transaction');
      const taken = doc ? state.takenKey(idKey, doc) : null;
      if (taken) throw duplicateKey(collection, taken.index, taken.key);
      state.apply(idKey, doc);
      return;
    }
    let changes = tx.changes.get(collection);
    let bases = tx.bases.get(collection);
    if (!changes || !bases) {
      changes = new Map();
      bases = new Map();
      tx.changes.set(collection, changes);
      tx.bases.set(collection, bases);
    }
    const previous = changes.has(idKey) ? (changes.get(idKey) ?? undefined) : state.docs.get(idKey);
    if (!bases.has(idKey)) bases.set(idKey, state.docs.get(idKey));
    checkUnique(tx, state, changes, idKey, previous, doc);
    changes.set(idKey, doc);
  }

  insert(tx: Transaction | null, collection: string, document: unknown): unknown {
    if (!isPlainObject(document)) throw new TypeError('a document must be a plain object');
    return this.insertOwned(tx, collection, this.ownCopy(document), this.frozen);
  }

  /** The store's own copy of a caller's document (its values frozen in a frozen store). */
  private ownCopy(document: Doc): Doc {
    return this.frozen ? copyIntoFrozen(document) : cloneDoc(document);
  }

  /**
   * Inserts a document the store already owns (a fresh copy nobody else holds).
   *
   * @param partsFrozen every value in `doc` is frozen already (copyIntoFrozen): freezing the
   *   document itself is all that is left, without walking its fields again
   */
  private insertOwned(
    tx: Transaction | null,
    collection: string,
    doc: Doc,
    partsFrozen = false,
  ): unknown {
    if (doc._id === undefined) doc._id = newDocumentId();
    else if (Array.isArray(doc._id)) throw new TypeError('_id cannot be an array');
    const idKey = idKeyOf(doc._id);
    if (this.current(tx, collection, idKey)) {
      throw duplicateKey(collection, '_id_', JSON.stringify([doc._id]));
    }
    const stored = withIdFirst(doc);
    this.put(tx, collection, idKey, partsFrozen ? Object.freeze(stored) : stored);
    return doc._id;
  }

  update(
    tx: Transaction | null,
    collection: string,
    filter: Doc,
    update: Doc,
    options: UpdateOptions,
    many: boolean,
  ): UpdateResult {
    if (this.frozen) {
      const done = this.setById(tx, collection, filter, update);
      if (done) return done;
    }
    const compiled = compileUpdate(update);
    const targets = this.targets(tx, collection, filter, many);
    let modified = 0;
    for (const target of targets) {
      // A new version sharing every unchanged part with the stored one (never mutated).
      const next = compiled.apply(target, false);
      if (next) {
        this.put(tx, collection, idKeyOf(next._id), next);
        modified++;
      }
    }
    if (targets.length > 0 || !options.upsert) {
      return {
        matchedCount: targets.length,
        modifiedCount: modified,
        upsertedCount: 0,
        upsertedId: null,
      };
    }
    const seed = upsertSeed(filter);
    const upsertedId = this.insertOwned(tx, collection, compiled.apply(seed, true) ?? seed);
    return { matchedCount: 0, modifiedCount: 0, upsertedCount: 1, upsertedId };
  }

  /**
   * A frozen store's most common update, without compiling it: `$set` of top-level fields on
   * the document named by `_id` (see setFields). Null when the update or filter is anything
   * else, or when no document matches (the general path decides, upserts included).
   */
  private setById(
    tx: Transaction | null,
    collection: string,
    filter: Doc,
    update: Doc,
  ): UpdateResult | null {
    const id = filter._id;
    if ((typeof id !== 'string' && typeof id !== 'number') || !hasOneKey(filter)) return null;
    const fields = topLevelSet(update);
    if (!fields) return null;
    const target = this.current(tx, collection, idKeyOf(id));
    if (!target) return null;
    const next = setFields(target, fields);
    if (!next) return null;
    const changed = next !== target;
    if (changed) this.put(tx, collection, idKeyOf(target._id), next);
    return { matchedCount: 1, modifiedCount: changed ? 1 : 0, upsertedCount: 0, upsertedId: null };
  }

  /** The documents a write's filter selects; `{ _id: v }` (the projections' usual) is one lookup. */
  private targets(tx: Transaction | null, collection: string, filter: Doc, many: boolean): Doc[] {
    const id = filter._id;
    if ((typeof id === 'string' || typeof id === 'number') && hasOneKey(filter)) {
      const doc = this.current(tx, collection, idKeyOf(id));
      return doc ? [doc] : [];
    }
    return this.select(tx, collection, filter, many ? {} : { limit: 1 });
  }

  replace(
    tx: Transaction | null,
    collection: string,
    filter: Doc,
    replacement: Doc,
    options: UpdateOptions,
  ): UpdateResult {
    if (!isPlainObject(replacement)) {
      throw new TypeError('replacement document must not contain update operators');
    }
    for (const key in replacement) {
      if (key.charCodeAt(0) === 36) {
        throw new TypeError('replacement document must not contain update operators');
      }
    }
    const [target] = this.targets(tx, collection, filter, false);
    if (target) {
      if (
        replacement._id !== undefined &&
        idKeyOf(cloneJson(replacement._id, '_id')) !== idKeyOf(target._id)
      ) {
        throw new Error(
          "After applying the update, the (immutable) field '_id' was found to have been altered",
        );
      }
      // The new version shares every unchanged part with the stored one; none at all when the
      // replacement changes nothing.
      const doc =
        (this.frozen ? replaceFrozen(target, replacement) : null) ??
        this.shareWith(target, replacement);
      const changed = doc !== target;
      if (changed) this.put(tx, collection, idKeyOf(target._id), doc);
      return {
        matchedCount: 1,
        modifiedCount: changed ? 1 : 0,
        upsertedCount: 0,
        upsertedId: null,
      };
    }
    if (!options.upsert)
      return { matchedCount: 0, modifiedCount: 0, upsertedCount: 0, upsertedId: null };
    const filterId = upsertSeed(filter)._id;
    const seed = this.frozen ? copyIntoFrozen(replacement, filterId) : cloneDoc(replacement);
    if (seed._id === undefined && filterId !== undefined) seed._id = filterId;
    const upsertedId = this.insertOwned(tx, collection, seed, this.frozen);
    return { matchedCount: 0, modifiedCount: 0, upsertedCount: 1, upsertedId };
  }

  /** The general replace: the replacement behind the stored `_id`, sharing the stored parts. */
  private shareWith(target: Doc, replacement: Doc): Doc {
    const candidate: Doc = { _id: target._id };
    for (const key of Object.keys(replacement)) {
      if (key !== '_id') candidate[key] = replacement[key];
    }
    return this.frozen ? shareFrozen(candidate, target) : (cloneSharing(candidate, target) as Doc);
  }

  remove(tx: Transaction | null, collection: string, filter: Doc, many: boolean): DeleteResult {
    const targets = this.targets(tx, collection, filter, many);
    for (const target of targets) this.put(tx, collection, idKeyOf(target._id), null);
    return { deletedCount: targets.length };
  }

  createIndex(
    collection: string,
    key: SortSpec,
    options: { name?: string; unique?: boolean },
  ): Promise<string> {
    return attempt(() => {
      this.assertOpen();
      return createIndexIn(this.state(collection), this.sqlite, key, options);
    });
  }
}

/** A stored document handed to a reader that never changes it (`readOnly`). */
const storedAsIs = <V>(value: V): V => value;

/** MongoDB stores `_id` as the first field; keeping that makes replaced documents compare equal. */
function withIdFirst(doc: Doc): Doc {
  for (const key in doc) {
    if (key === '_id') return doc;
    break;
  }
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}
