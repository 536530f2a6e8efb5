import {
  type BulkOperation,
  type DeleteResult,
  type Document,
  DuplicateKeyError,
  type ReadCollection,
  type ReadStore,
  type SortSpec,
  type UpdateOptions,
  type UpdateResult,
} from '@flirtwire/projections';
import {
  CollectionState,
  defaultIndexName,
  DuplicateIndexKey,
  type Group,
  type IndexState,
  uniqueKey,
} from './collection-state.js';
import { compareCodePoints } from './fast-filter.js';
import { planQuery } from './index-planner.js';
import { applyOperation, EmbeddedCollection, TransactionStore } from './embedded-collection.js';
import {
  copyIntoFrozen,
  deepFreeze,
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
import { compileFilter, compileUpdate, runPipeline } from './mingo-engine.js';
import { type SqlPlan, SqliteDocuments } from './sqlite-documents.js';
import {
  attempt,
  checkCollectionName,
  hasOneKey,
  idLookup,
  pageOf,
  upsertSeed,
} from './store-common.js';
import {
  MAX_TRANSACTION_ATTEMPTS,
  PartialWrite,
  Transaction,
  WriteConflictError,
} from './transaction.js';

/** What a find did, for tests and diagnostics (`explain`). */
export interface QueryTrace {
  plan: 'id' | 'scan' | 'index' | 'transaction';
  ordered: boolean;
  exact: boolean;
  /** Stored documents looked at (fetched or tested). */
  examined: number;
}

interface FindPage {
  readonly sort?: SortSpec;
  readonly skip?: number;
  readonly limit?: number;
}

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
  private trace: QueryTrace | null = null;
  /**
   * The matches of the last filter tested against a whole group, until the collection's next
   * commit: a page and its total (`find` beside `countDocuments` on one filter) test each
   * document once.
   */
  private recent: {
    state: CollectionState;
    version: number;
    key: string;
    matches: Doc[];
  } | null = null;

  /**
   * @param sqlite the file every commit is written to; null in memory (nothing persisted)
   * @param frozen stored documents are deep-frozen (docs/adr/0077)
   */
  private constructor(
    private readonly sqlite: SqliteDocuments | null,
    readonly frozen = false,
  ) {}

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

  async withTransaction<R>(work: (tx: ReadStore) => Promise<R>): Promise<R> {
    for (let attempt = 1; ; attempt++) {
      const tx = new Transaction();
      const result = await work(new TransactionStore(this, tx));
      try {
        this.commit(tx);
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
    this.recent = null;
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
    const trace: QueryTrace = { plan: 'scan', ordered: false, exact: false, examined: 0 };
    this.trace = trace;
    try {
      this.select(null, collection, filter, options);
    } finally {
      this.trace = null;
    }
    return trace;
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

  private commit(tx: Transaction): void {
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
    for (const [collection, indexes] of tx.uniques) {
      const state = this.state(collection);
      const changes = tx.changes.get(collection);
      for (const [name, keys] of indexes) {
        const owners = state.findIndex(name)?.owners;
        if (!owners) continue;
        for (const [key, idKey] of keys) {
          const owner = owners.get(key);
          if (owner !== undefined && owner !== idKey && !changes?.has(owner)) {
            throw duplicateKey(collection, name, key);
          }
        }
      }
    }
    if (this.sqlite) {
      const writes = [...tx.changes].map(([collection, changes]) => {
        const docs = this.state(collection).docs;
        return {
          collection,
          changes: [...changes].map(([idKey, doc]) => ({ idKey, doc, previous: docs.get(idKey) })),
        };
      });
      if (writes.length === 0) return;
      this.sqlite.commit(writes);
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

  /** The SQLite file an index plan reads (a plan is only made when there is one). */
  private get file(): SqliteDocuments {
    if (!this.sqlite) throw new Error('an index plan without a SQLite file');
    return this.sqlite;
  }

  /** The stored documents a find returns, in order, before projection (never handed out). */
  select(tx: Transaction | null, collection: string, filter: Doc, page: FindPage): Doc[] {
    this.assertOpen();
    const state = this.state(collection);
    const skip = Math.max(0, page.skip ?? 0);
    const limit = Math.abs(page.limit ?? 0);
    const sort = page.sort && Object.keys(page.sort).length > 0 ? page.sort : undefined;
    const overlay = tx?.overlay(collection);
    const trace = this.trace;
    const ids = idLookup(filter);
    // A filter naming only `_id` is decided by the lookup itself, and an exact index plan by
    // SQLite: compile it only when a document must actually be tested.
    let compiled: ((doc: Doc) => boolean) | null =
      (ids && hasOneKey(filter)) || isEmpty(filter) ? matchAll : null;
    const test = (doc: Doc): boolean => (compiled ??= compileFilter(filter))(doc);
    const predicate = trace
      ? (doc: Doc) => {
          trace.examined++;
          return test(doc);
        }
      : test;

    if (ids) {
      if (trace) trace.plan = 'id';
      const found: Doc[] = [];
      for (const idKey of ids) {
        const doc = this.current(tx, collection, idKey);
        if (doc && predicate(doc)) found.push(doc);
      }
      return pageOf(found, sort, skip, limit);
    }

    const plan = this.sqlite ? planQuery(state, filter, sort) : null;
    if (overlay) {
      // Uncommitted writes are not in SQLite: take its candidates, add the transaction's own
      // documents, and decide and order everything in memory.
      if (trace) trace.plan = 'transaction';
      const keys = new Set<string>(
        plan ? this.file.ids(collection, { ...plan.sql, orderBy: null }) : state.docs.keys(),
      );
      for (const idKey of overlay.keys()) keys.add(idKey);
      const found: Doc[] = [];
      for (const idKey of keys) {
        const doc = this.current(tx, collection, idKey);
        if (doc && predicate(doc)) found.push(doc);
      }
      return pageOf(found, sort, skip, limit);
    }
    const group = candidateGroup(state, filter);
    if (!plan) {
      const found: Doc[] = [];
      // Unordered, a page is the first matches: stop once it is full.
      const enough = !sort && limit > 0 ? skip + limit : 0;
      if (group) {
        for (const [idKey, member] of group) {
          const doc = member ?? state.docs.get(idKey);
          if (!doc || !predicate(doc)) continue;
          found.push(doc);
          if (found.length === enough) break;
        }
      } else {
        for (const doc of state.docs.values()) {
          if (!predicate(doc)) continue;
          found.push(doc);
          if (found.length === enough) break;
        }
      }
      return pageOf(found, sort, skip, limit);
    }
    if (trace) {
      trace.plan = 'index';
      trace.ordered = plan.ordered;
      trace.exact = plan.exact;
    }
    if (plan.ordered && plan.exact) {
      const paged = limit > 0 || skip > 0 ? { skip, limit: limit > 0 ? limit : -1 } : undefined;
      return this.resolve(state, this.file.ids(collection, plan.sql, paged));
    }
    if (plan.merge && limit > 0) return this.mergedPage(state, plan.sql, predicate, skip, limit);
    if (plan.ordered) {
      // SQLite hands ids in order and the page stops early; when the filter is selective and
      // the page deep, that walk costs more than testing the equality group in memory and
      // ordering its matches, so it gives up after a budget of ids when a group can take over,
      // and is not tried when the group's matches are known and the walk would be long.
      const known = group && !trace ? this.recentMatches(state, filter) : null;
      if (group && known && limit > 0) {
        const expectedWalk = ((skip + limit) * group.size) / Math.max(1, known.length);
        if (expectedWalk > ORDERED_WALK_BUDGET || 2 * expectedWalk > known.length)
          return pageOf(known, sort, skip, limit);
      }
      const budget = group && limit > 0 ? Math.max(ORDERED_WALK_BUDGET, 4 * (skip + limit)) : 0;
      const found: Doc[] = [];
      let skipped = 0;
      let walked = 0;
      for (const idKey of this.file.ids(collection, plan.sql)) {
        if (budget > 0 && ++walked > budget) break;
        const doc = state.docs.get(idKey);
        if (!doc || !predicate(doc)) continue;
        if (skipped < skip) {
          skipped++;
          continue;
        }
        found.push(doc);
        if (limit > 0 && found.length >= limit) return found;
      }
      if (!group || budget === 0 || walked <= budget) return found;
      return pageOf(this.groupMatches(state, group, filter, predicate), sort, skip, limit);
    }
    if (group && !plan.exact) {
      return pageOf(this.groupMatches(state, group, filter, predicate), sort, skip, limit);
    }
    const found: Doc[] = [];
    for (const idKey of this.file.ids(collection, { ...plan.sql, orderBy: null })) {
      const doc = state.docs.get(idKey);
      if (doc && (plan.exact ? this.seen(doc) : predicate(doc))) found.push(doc);
    }
    return pageOf(found, sort, skip, limit);
  }

  /**
   * A page of a merge plan (IndexPlan.merge): SQLite reads the `$in` values' index ranges and
   * keeps the first `skip + limit` ids in order; mingo tests those. SQLite's conditions are a
   * superset of the filter (a range there is not type-bracketed), so when some ids fail and
   * SQLite had more, the page is fetched again with a larger LIMIT.
   */
  private mergedPage(
    state: CollectionState,
    sql: SqlPlan,
    predicate: (doc: Doc) => boolean,
    skip: number,
    limit: number,
  ): Doc[] {
    for (let fetch = skip + limit; ; fetch *= 4) {
      const found: Doc[] = [];
      let read = 0;
      let skipped = 0;
      for (const idKey of this.file.ids(state.name, sql, { skip: 0, limit: fetch })) {
        read++;
        const doc = state.docs.get(idKey);
        if (!doc || !predicate(doc)) continue;
        if (skipped < skip) {
          skipped++;
          continue;
        }
        found.push(doc);
      }
      if (found.length >= limit || read < fetch) return found.slice(0, limit);
    }
  }

  /**
   * The documents of `group` the filter matches (every one tested, or the recent result for
   * the same filter when nothing was committed since). Callers may reorder the array.
   */
  private groupMatches(
    state: CollectionState,
    group: Group,
    filter: Doc,
    predicate: ((doc: Doc) => boolean) | null,
  ): Doc[] {
    const known = this.trace ? null : this.recentMatches(state, filter);
    if (known) return known;
    const test = predicate ?? compileFilter(filter);
    const matches: Doc[] = [];
    for (const [idKey, member] of group) {
      const doc = member ?? state.docs.get(idKey);
      if (doc && test(doc)) matches.push(doc);
    }
    if (!this.trace) {
      this.recent = { state, version: state.version, key: JSON.stringify(filter), matches };
    }
    return matches;
  }

  private recentMatches(state: CollectionState, filter: Doc): Doc[] | null {
    const recent = this.recent;
    if (!recent || recent.state !== state || recent.version !== state.version) return null;
    return recent.key === JSON.stringify(filter) ? recent.matches : null;
  }

  /** Counts a document an exact plan takes without testing it (for the trace). */
  private seen(_doc: Doc): boolean {
    if (this.trace) this.trace.examined++;
    return true;
  }

  private resolve(state: CollectionState, ids: Iterable<string>): Doc[] {
    const out: Doc[] = [];
    for (const idKey of ids) {
      const doc = state.docs.get(idKey);
      if (doc && this.seen(doc)) out.push(doc);
    }
    return out;
  }

  count(tx: Transaction | null, collection: string, filter: Doc): number {
    this.assertOpen();
    const state = this.state(collection);
    if (!tx?.overlay(collection) && !idLookup(filter)) {
      if (isEmpty(filter)) return state.docs.size;
      const plan = this.sqlite ? planQuery(state, filter, undefined) : null;
      if (plan?.exact) return this.file.count(collection, plan.sql);
      const group = candidateGroup(state, filter);
      if (group) return this.groupMatches(state, group, filter, null).length;
      if (plan) {
        const predicate = compileFilter(filter);
        let n = 0;
        for (const idKey of this.file.ids(collection, plan.sql)) {
          const doc = state.docs.get(idKey);
          if (doc && predicate(doc)) n++;
        }
        return n;
      }
    }
    return this.select(tx, collection, filter, {}).length;
  }

  aggregate(tx: Transaction | null, collection: string, pipeline: readonly Doc[]): Doc[] {
    const first = pipeline[0];
    const match = first && isPlainObject(first.$match) ? first.$match : null;
    // A leading $match narrows through the indexes like a find; mingo runs the rest on copies.
    const input = this.select(tx, collection, match ?? {}, {}).map((doc) => copyStored(doc));
    return runPipeline(input, match ? pipeline.slice(1) : pipeline, (name) =>
      this.select(tx, name, {}, {}).map((doc) => copyStored(doc)),
    );
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
    this.checkUnique(tx, state, changes, idKey, previous, doc);
    changes.set(idKey, doc);
  }

  /** Refuses a write that gives a unique index a key another document holds. */
  private checkUnique(
    tx: Transaction,
    state: CollectionState,
    changes: Map<string, Doc | null>,
    idKey: string,
    previous: Doc | undefined,
    next: Doc | null,
  ): void {
    for (const index of state.indexes) {
      if (!index.owners) continue;
      let keys = tx.uniques.get(state.name);
      if (!keys) {
        keys = new Map();
        tx.uniques.set(state.name, keys);
      }
      let mine = keys.get(index.name);
      if (!mine) {
        mine = new Map();
        keys.set(index.name, mine);
      }
      if (previous) {
        const old = uniqueKey(index, previous);
        if (mine.get(old) === idKey) mine.delete(old);
      }
      if (!next) continue;
      const key = uniqueKey(index, next);
      const holder = mine.get(key) ?? committedHolder(index, key, changes);
      if (holder !== undefined && holder !== idKey) throw duplicateKey(state.name, index.name, key);
      mine.set(key, idKey);
    }
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
      const candidate: Doc = { _id: target._id };
      for (const key of Object.keys(replacement)) {
        if (key !== '_id') candidate[key] = replacement[key];
      }
      // The new version shares every unchanged part with the stored one; none at all when the
      // replacement changes nothing.
      const doc = this.frozen
        ? shareFrozen(candidate, target)
        : (cloneSharing(candidate, target) as Doc);
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
    return attempt(() => this.createIndexNow(collection, key, options));
  }

  private createIndexNow(
    collection: string,
    key: SortSpec,
    options: { name?: string; unique?: boolean },
  ): string {
    this.assertOpen();
    const entries = Object.entries(key);
    if (entries.length === 0) throw new TypeError('an index needs at least one field');
    for (const [path, direction] of entries as Array<[string, number]>) {
      if (direction !== 1 && direction !== -1)
        throw new TypeError(`index direction of ${path} must be 1 or -1`);
      if (
        path === '' ||
        path.includes('"') ||
        path.split('.').some((part) => part === '' || part.startsWith('$'))
      ) {
        throw new TypeError(`cannot index the path '${path}'`);
      }
    }
    const name = options.name ?? defaultIndexName(key);
    const unique = options.unique ?? false;
    const state = this.state(collection);
    const sameName = state.findIndex(name);
    const sameKey = state.indexes.find(
      (index) => JSON.stringify(index.key) === JSON.stringify(key),
    );
    const existing = sameName ?? sameKey;
    if (existing) {
      if (
        JSON.stringify(existing.key) === JSON.stringify(key) &&
        existing.unique === unique &&
        existing.name === name
      ) {
        return name;
      }
      throw new Error(
        `an index named ${existing.name} with key ${JSON.stringify(existing.key)} already exists`,
      );
    }
    let added: IndexState;
    try {
      added = state.addIndex({ name, key, unique });
    } catch (error) {
      if (error instanceof DuplicateIndexKey) throw duplicateKey(collection, name, error.key);
      throw error;
    }
    try {
      this.sqlite?.createIndex(collection, { name, key, unique });
    } catch (error) {
      state.removeIndex(added);
      throw error;
    }
    return name;
  }
}

const matchAll = (): boolean => true;

/** A stored document handed to a reader that never changes it (`readOnly`). */
const storedAsIs = <V>(value: V): V => value;

function isEmpty(doc: Doc): boolean {
  for (const key in doc) if (Object.hasOwn(doc, key)) return false;
  return true;
}

function committedHolder(
  index: IndexState,
  key: string,
  changes: Map<string, Doc | null>,
): string | undefined {
  const owner = index.owners?.get(key);
  // A committed holder this transaction has rewritten no longer holds its old key.
  return owner !== undefined && !changes.has(owner) ? owner : undefined;
}

function duplicateKey(collection: string, index: string, key: string): DuplicateKeyError {
  return new DuplicateKeyError(collection, `index: ${index} dup key: ${key}`);
}

/** Ids an ordered walk may read before a filter's equality group takes over (see select). */
const ORDERED_WALK_BUDGET = 2_000;

/**
 * The smallest in-memory group (collection-state.ts) holding every document a filter can
 * match:
 * a top-level equality (or one inside a top-level `$and`) with a string or number on a path
 * grouped by an index and holding no arrays anywhere, or in memory a range on such a path (the
 * groups whose value it admits, see rangeTest). Null when none applies.
 */
function candidateGroup(state: CollectionState, filter: Doc): Group | null {
  if (state.groups.size === 0) return null;
  let best: Group | null = null;
  const visit = (conjunction: Doc): void => {
    for (const [path, condition] of Object.entries(conjunction)) {
      if (path === '$and' && Array.isArray(condition)) {
        for (const part of condition as unknown[]) if (isPlainObject(part)) visit(part);
        continue;
      }
      if (!state.groups.has(path)) continue;
      const stats = state.paths.get(path);
      if (!stats || stats.arrays > 0) continue;
      const range = rangeTest(condition);
      const group = range ? state.rangeOf(path, range) : equalityGroup(state, path, condition);
      if (group && (!best || group.size < best.size)) best = group;
    }
  };
  visit(filter);
  return best;
}

function equalityGroup(state: CollectionState, path: string, condition: unknown): Group | null {
  const value =
    isPlainObject(condition) && Object.keys(condition).length === 1 ? condition.$eq : condition;
  if (typeof value !== 'string' && (typeof value !== 'number' || !Number.isFinite(value)))
    return null;
  return state.groupOf(path, value);
}

/** A value against a range's bound of the same type (strings by code point, as the filters do). */
const order = (value: string | number, bound: string | number): number =>
  typeof value === 'number' ? value - (bound as number) : compareCodePoints(value, bound as string);

const RANGES: Record<string, (value: string | number, bound: string | number) => boolean> = {
  $lt: (value, bound) => order(value, bound) < 0,
  $lte: (value, bound) => order(value, bound) <= 0,
  $gt: (value, bound) => order(value, bound) > 0,
  $gte: (value, bound) => order(value, bound) >= 0,
};

/**
 * The values a range condition (`$lt`, `$lte`, `$gt`, `$gte` on strings, or on finite numbers)
 * admits, or null for any other condition. A range on strings matches only strings and one on
 * numbers only numbers (arrays aside, which the caller rules out), so a document that can match
 * holds such a value and is in one of the groups this admits; the filter still tests each one.
 */
function rangeTest(condition: unknown): ((value: string | number) => boolean) | null {
  if (!isPlainObject(condition)) return null;
  const tests: Array<(value: string | number) => boolean> = [];
  let kind: 'string' | 'number' | null = null;
  for (const [operator, bound] of Object.entries(condition)) {
    const compare = RANGES[operator];
    if (!compare) return null;
    if (typeof bound === 'string') {
      if (kind === 'number') return null;
      kind = 'string';
    } else if (typeof bound === 'number' && Number.isFinite(bound)) {
      if (kind === 'string') return null;
      kind = 'number';
    } else {
      return null;
    }
    tests.push((value) => compare(value, bound));
  }
  if (kind === null) return null;
  const type = kind;
  return (value) => typeof value === type && tests.every((test) => test(value));
}

/** MongoDB stores `_id` as the first field; keeping that makes replaced documents compare equal. */
function withIdFirst(doc: Doc): Doc {
  for (const key in doc) {
    if (key === '_id') return doc;
    break;
  }
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}
