import {
  type BulkOperation,
  type BulkWriteResult,
  type Cursor,
  type DeleteResult,
  type Document,
  DuplicateKeyError,
  type Filter,
  type FindOptions,
  type ReadCollection,
  type ReadStore,
  type SortSpec,
  type UpdateFilter,
  type UpdateOptions,
  type UpdateResult,
  type WithId,
  type WithoutId,
} from '@flirtwire/projections';
import type { OptionalUnlessRequiredId } from 'mongodb';
import { valueAt } from '../../infrastructure/read-store/embedded/collection-state.js';
import {
  cloneDoc,
  cloneSharing,
  copyStored,
  type Doc,
  idKeyOf,
  isPlainObject,
  newDocumentId,
} from '../../infrastructure/read-store/embedded/json-value.js';
import {
  compileFilter,
  compileUpdate,
  fieldPicker,
  project,
  runPipeline,
} from '../../infrastructure/read-store/embedded/mingo-engine.js';
import {
  asDoc,
  checkCollectionName,
  idLookup,
  pageOf,
  rejectOutsideSubset,
  upsertSeed,
} from '../../infrastructure/read-store/embedded/store-common.js';

interface IndexDefinition {
  readonly name: string;
  readonly key: SortSpec;
  readonly paths: readonly string[];
  /** Unique indexes: key → idKey of the document holding it. */
  readonly owners: Map<string, string> | null;
}

/** Ids by the value of one path (strings and numbers), while no document holds an array on it. */
interface Groups {
  readonly parts: readonly string[];
  arrays: number;
  readonly values: Map<string | number, Set<string>>;
}

/** One collection in memory: documents (owned, never handed out), indexes, equality groups. */
class MemoryCollectionState {
  readonly docs = new Map<string, Doc>();
  readonly indexes: IndexDefinition[] = [];
  readonly groups = new Map<string, Groups>();

  constructor(
    readonly name: string,
    private readonly freeze: boolean,
  ) {}

  copy(): MemoryCollectionState {
    const next = new MemoryCollectionState(this.name, this.freeze);
    for (const index of this.indexes) next.addIndex(index.name, index.key, index.owners !== null);
    for (const [idKey, doc] of this.docs) next.put(idKey, doc);
    return next;
  }

  addIndex(name: string, key: SortSpec, unique: boolean): void {
    const paths = Object.keys(key);
    const index: IndexDefinition = { name, key, paths, owners: unique ? new Map() : null };
    if (index.owners) {
      for (const [idKey, doc] of this.docs) {
        const value = uniqueKey(index, doc);
        if (index.owners.has(value)) throw duplicateKey(this.name, name, value);
        index.owners.set(value, idKey);
      }
    }
    this.indexes.push(index);
    const lead = paths[0];
    if (!unique && lead !== undefined && !this.groups.has(lead)) {
      const groups: Groups = { parts: lead.split('.'), arrays: 0, values: new Map() };
      for (const [idKey, doc] of this.docs) regroup(groups, idKey, undefined, doc);
      this.groups.set(lead, groups);
    }
  }

  /** Stores (or, with null, deletes) a document; a unique index refuses a key another holds. */
  put(idKey: string, next: Doc | null): void {
    const previous = this.docs.get(idKey);
    for (const index of this.indexes) {
      if (!index.owners) continue;
      const before = previous ? uniqueKey(index, previous) : null;
      const after = next ? uniqueKey(index, next) : null;
      if (after !== null && after !== before) {
        const holder = index.owners.get(after);
        if (holder !== undefined && holder !== idKey)
          throw duplicateKey(this.name, index.name, after);
      }
    }
    for (const index of this.indexes) {
      if (!index.owners) continue;
      if (previous) {
        const key = uniqueKey(index, previous);
        if (index.owners.get(key) === idKey) index.owners.delete(key);
      }
      if (next) index.owners.set(uniqueKey(index, next), idKey);
    }
    for (const groups of this.groups.values()) regroup(groups, idKey, previous, next ?? undefined);
    if (next) this.docs.set(idKey, this.freeze ? deepFreeze(next) : next);
    else this.docs.delete(idKey);
  }
}

const ARRAY = Symbol('array');

/** The value a group files a document under: a string or number, ARRAY, or undefined. */
function groupValue(
  parts: readonly string[],
  doc: Doc | undefined,
): string | number | symbol | undefined {
  let node: unknown = doc;
  for (const part of parts) {
    if (Array.isArray(node)) return ARRAY;
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Doc)[part];
  }
  if (Array.isArray(node)) return ARRAY;
  return typeof node === 'string' || typeof node === 'number' ? node : undefined;
}

function regroup(
  groups: Groups,
  idKey: string,
  previous: Doc | undefined,
  next: Doc | undefined,
): void {
  const before = groupValue(groups.parts, previous);
  const after = groupValue(groups.parts, next);
  if (before === after) return;
  if (before === ARRAY) groups.arrays--;
  else if (before !== undefined) {
    const members = groups.values.get(before as string | number);
    members?.delete(idKey);
    if (members?.size === 0) groups.values.delete(before as string | number);
  }
  if (after === ARRAY) groups.arrays++;
  else if (after !== undefined) {
    const key = after as string | number;
    let members = groups.values.get(key);
    if (!members) groups.values.set(key, (members = new Set()));
    members.add(idKey);
  }
}

/**
 * Freezes a document and every part of it not frozen yet: a new version shares its unchanged
 * parts with the stored one, which are frozen already, so this walks only what changed.
 */
function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) deepFreeze(item);
  } else {
    for (const key in value) deepFreeze((value as Doc)[key]);
  }
  return value;
}

function uniqueKey(index: IndexDefinition, doc: Doc): string {
  return JSON.stringify(index.paths.map((path) => valueAt(doc, path) ?? null));
}

function duplicateKey(collection: string, index: string, key: string): DuplicateKeyError {
  return new DuplicateKeyError(collection, `index: ${index} dup key: ${key}`);
}

const EMPTY: ReadonlySet<string> = new Set();

/**
 * A read store held in process memory only, for throwaway models (the replay's shadow
 * collections, docs/adr/0076): the embedded store's semantics (the same mingo filters, update
 * operators, sort order, upserts and unique indexes, from its own modules) without its SQLite
 * file, its per-commit copies or its transaction overlay. Writes apply at once; a transaction
 * works on copies of the collections it touches and swaps them in at commit, so it is atomic
 * and invisible until then, but it assumes one writer (nobody writes outside it meanwhile).
 * Stored documents are never mutated: updates and replacements make new versions sharing the
 * unchanged parts (as the embedded store does); finds hand out copies.
 *
 * @example
 * const store = new MemoryReadStore();
 * await store.collection('rows').bulkWrite([{ insertOne: { document: { _id: 'r1', n: 1 } } }]);
 */
export class MemoryReadStore implements ReadStore {
  protected readonly states = new Map<string, MemoryCollectionState>();
  private readonly base: MemoryReadStore | null;
  /** Stored documents are deep-frozen (see `frozen`). */
  readonly frozen: boolean;

  /**
   * @param options.frozen stores every document deep-frozen, so `readOnly` collections can hand
   *   them out without copies and a reader that tries to change one gets a TypeError
   */
  constructor(options: { readonly frozen?: boolean; readonly base?: MemoryReadStore } = {}) {
    this.base = options.base ?? null;
    this.frozen = options.base?.frozen ?? options.frozen ?? false;
  }

  collection<T extends Document = Document>(name: string): ReadCollection<T> {
    return new MemoryCollection<T>(this, checkCollectionName(name), copyStored);
  }

  /**
   * The collection for readers that never change what they read (comparisons; projections'
   * reads when the store is `frozen`): finds hand out the stored documents themselves, without
   * copying them.
   */
  readOnly<T extends Document = Document>(name: string): ReadCollection<T> {
    return new MemoryCollection<T>(this, checkCollectionName(name), (doc) => doc);
  }

  async withTransaction<R>(work: (tx: ReadStore) => Promise<R>): Promise<R> {
    if (this.base) return work(this);
    const tx = new MemoryReadStore({ base: this });
    const result = await work(tx);
    for (const [name, state] of tx.states) this.states.set(name, state);
    return result;
  }

  listCollections(): Promise<string[]> {
    const names = new Set(this.states.keys());
    if (this.base) for (const name of this.base.states.keys()) names.add(name);
    return Promise.resolve([...names]);
  }

  dropCollection(name: string): Promise<void> {
    if (this.base) {
      return Promise.reject(new Error('dropCollection is not allowed inside a transaction'));
    }
    this.states.delete(name);
    return Promise.resolve();
  }

  describe(): string {
    return 'memory';
  }

  close(): Promise<void> {
    this.states.clear();
    return Promise.resolve();
  }

  /** Documents held, over every collection. */
  size(): number {
    let documents = 0;
    for (const state of this.states.values()) documents += state.docs.size;
    return documents;
  }

  // ---- internals ----

  state(name: string): MemoryCollectionState | undefined {
    let state = this.states.get(name);
    if (!state && this.base) {
      const committed = this.base.states.get(name);
      if (committed) {
        state = committed.copy();
        this.states.set(name, state);
      }
    }
    return state;
  }

  writable(name: string): MemoryCollectionState {
    let state = this.state(name);
    if (!state) {
      state = new MemoryCollectionState(name, this.frozen);
      this.states.set(name, state);
    }
    return state;
  }

  /** The stored documents a find selects, in order (never handed out). */
  select(name: string, filter: Doc, page: FindOptions): Doc[] {
    const state = this.state(name);
    if (!state) return [];
    const skip = Math.max(0, page.skip ?? 0);
    const limit = Math.abs(page.limit ?? 0);
    const sort = page.sort && Object.keys(page.sort).length > 0 ? page.sort : undefined;
    const ids = idLookup(filter);
    let candidates: Iterable<Doc>;
    let predicate: ((doc: Doc) => boolean) | null;
    if (ids) {
      candidates = ids.flatMap((idKey) => {
        const doc = state.docs.get(idKey);
        return doc ? [doc] : [];
      });
      predicate = Object.keys(filter).length === 1 ? null : compileFilter(filter);
    } else {
      const group = candidateGroup(state, filter);
      candidates = group ? docsOf(state, group) : state.docs.values();
      predicate = Object.keys(filter).length === 0 ? null : compileFilter(filter);
    }
    const found: Doc[] = [];
    const early = !sort && limit > 0 ? skip + limit : 0;
    for (const doc of candidates) {
      if (predicate && !predicate(doc)) continue;
      found.push(doc);
      if (early > 0 && found.length >= early) break;
    }
    return pageOf(found, sort, skip, limit);
  }

  count(name: string, filter: Doc): number {
    if (Object.keys(filter).length === 0) return this.state(name)?.docs.size ?? 0;
    return this.select(name, filter, {}).length;
  }

  insert(name: string, document: unknown): unknown {
    if (!isPlainObject(document)) throw new TypeError('a document must be a plain object');
    return this.insertOwned(
      this.writable(name),
      cloneChecked(document, document._id, this.frozen),
      this.frozen,
    );
  }

  /** @param partsFrozen every value of `doc` is frozen already (only the document itself is not) */
  private insertOwned(state: MemoryCollectionState, doc: Doc, partsFrozen = false): unknown {
    if (doc._id === undefined) doc._id = newDocumentId();
    else if (Array.isArray(doc._id)) throw new TypeError('_id cannot be an array');
    const idKey = idKeyOf(doc._id);
    if (state.docs.has(idKey)) {
      throw duplicateKey(state.name, '_id_', JSON.stringify([doc._id]));
    }
    const stored = withIdFirst(doc);
    state.put(idKey, partsFrozen ? Object.freeze(stored) : stored);
    return doc._id;
  }

  update(name: string, filter: Doc, update: Doc, upsert: boolean, many: boolean): UpdateResult {
    if (this.frozen) {
      const done = this.setById(name, filter, update);
      if (done) return done;
    }
    const compiled = compileUpdate(update);
    const targets = this.targets(name, filter, many);
    let modified = 0;
    if (targets.length > 0) {
      const state = this.writable(name);
      for (const target of targets) {
        // A new version sharing every unchanged part with the stored one (never mutated).
        const next = compiled.apply(target, false);
        if (next) {
          state.put(idKeyOf(next._id), next);
          modified++;
        }
      }
    }
    if (targets.length > 0 || !upsert) {
      return {
        matchedCount: targets.length,
        modifiedCount: modified,
        upsertedCount: 0,
        upsertedId: null,
      };
    }
    const seed = upsertSeed(filter);
    const upsertedId = this.insertOwned(this.writable(name), compiled.apply(seed, true) ?? seed);
    return { matchedCount: 0, modifiedCount: 0, upsertedCount: 1, upsertedId };
  }

  /**
   * A frozen store's most common update, without compiling it: `$set` of top-level fields on
   * the stored document named by `_id`, as one shallow copy whose new values share what is
   * stored already (see cloneOwned). Null when the update or filter is anything else, or when
   * no document matches (the general path decides, upserts included).
   */
  private setById(name: string, filter: Doc, update: Doc): UpdateResult | null {
    const id = filter._id;
    if ((typeof id !== 'string' && typeof id !== 'number') || !hasOneKey(filter)) return null;
    if (!hasOneKey(update)) return null;
    const fields = update.$set;
    if (!isPlainObject(fields) || Object.keys(fields).length === 0) return null;
    for (const key in fields) {
      if (
        key === '_id' ||
        key.includes('.') ||
        key.charCodeAt(0) === 36 ||
        fields[key] === undefined ||
        !Object.hasOwn(fields, key)
      )
        return null;
    }
    const target = this.byId(name, id);
    if (!target) return null;
    const next: Doc = { ...target };
    let changed = false;
    try {
      for (const key in fields) {
        const before = target[key];
        const value = fields[key];
        if (value === before) continue;
        const stored = cloneOwned(value);
        if (Object.hasOwn(target, key) && sameJsonValue(stored, before)) continue;
        next[key] = stored;
        changed = true;
      }
    } catch (error) {
      if (error === NOT_JSON) return null;
      throw error;
    }
    // Its values are stored ones or frozen by cloneOwned: freezing the copy freezes it all.
    if (changed) this.writable(name).put(idKeyOf(target._id), Object.freeze(next));
    return {
      matchedCount: 1,
      modifiedCount: changed ? 1 : 0,
      upsertedCount: 0,
      upsertedId: null,
    };
  }

  replace(name: string, filter: Doc, replacement: Doc, upsert: boolean): UpdateResult {
    if (!isPlainObject(replacement)) {
      throw new TypeError('replacement document must not contain update operators');
    }
    for (const key in replacement) {
      if (key.charCodeAt(0) === 36) {
        throw new TypeError('replacement document must not contain update operators');
      }
    }
    const [target] = this.targets(name, filter, false);
    if (target) {
      if (replacement._id !== undefined && idKeyOf(replacement._id) !== idKeyOf(target._id)) {
        throw new Error(
          "After applying the update, the (immutable) field '_id' was found to have been altered",
        );
      }
      const candidate: Doc = { _id: target._id };
      for (const key of Object.keys(replacement)) {
        if (key !== '_id') candidate[key] = replacement[key];
      }
      // Shares every unchanged part with the stored version; is it when nothing changes.
      const doc = (
        this.frozen ? shareFrozen(candidate, target) : cloneSharing(candidate, target)
      ) as Doc;
      const changed = doc !== target;
      if (changed) this.writable(name).put(idKeyOf(target._id), doc);
      return {
        matchedCount: 1,
        modifiedCount: changed ? 1 : 0,
        upsertedCount: 0,
        upsertedId: null,
      };
    }
    if (!upsert) return { matchedCount: 0, modifiedCount: 0, upsertedCount: 0, upsertedId: null };
    const seed = cloneChecked(replacement, replacement._id ?? upsertSeed(filter)._id, this.frozen);
    const upsertedId = this.insertOwned(this.writable(name), seed, this.frozen);
    return { matchedCount: 0, modifiedCount: 0, upsertedCount: 1, upsertedId };
  }

  remove(name: string, filter: Doc, many: boolean): DeleteResult {
    const targets = this.targets(name, filter, many);
    if (targets.length > 0) {
      const state = this.writable(name);
      for (const target of targets) state.put(idKeyOf(target._id), null);
    }
    return { deletedCount: targets.length };
  }

  /** The stored document with this `_id` (never handed out as it is unless frozen). */
  byId(name: string, id: string | number): Doc | undefined {
    return this.state(name)?.docs.get(idKeyOf(id));
  }

  private targets(name: string, filter: Doc, many: boolean): Doc[] {
    const id = filter._id;
    if ((typeof id === 'string' || typeof id === 'number') && hasOneKey(filter)) {
      const doc = this.byId(name, id);
      return doc ? [doc] : [];
    }
    return this.select(name, filter, many ? {} : { limit: 1 });
  }

  /** Applies one bulk operation. */
  apply(
    name: string,
    operation: BulkOperation<Document>,
    totals?: { -readonly [K in keyof BulkWriteResult]: number },
  ): void {
    if ('insertOne' in operation) {
      this.insert(name, operation.insertOne.document);
      if (totals) totals.insertedCount++;
    } else if ('updateOne' in operation || 'updateMany' in operation) {
      const many = 'updateMany' in operation;
      const model = many ? operation.updateMany : operation.updateOne;
      rejectOutsideSubset(model);
      const r = this.update(
        name,
        asDoc(model.filter),
        asDoc(model.update),
        model.upsert ?? false,
        many,
      );
      if (totals) {
        totals.matchedCount += r.matchedCount;
        totals.modifiedCount += r.modifiedCount;
        totals.upsertedCount += r.upsertedCount;
      }
    } else if ('replaceOne' in operation) {
      const model = operation.replaceOne;
      rejectOutsideSubset(model);
      const r = this.replace(
        name,
        asDoc(model.filter),
        asDoc(model.replacement),
        model.upsert ?? false,
      );
      if (totals) {
        totals.matchedCount += r.matchedCount;
        totals.modifiedCount += r.modifiedCount;
        totals.upsertedCount += r.upsertedCount;
      }
    } else if ('deleteOne' in operation || 'deleteMany' in operation) {
      const many = 'deleteMany' in operation;
      const model = many ? operation.deleteMany : operation.deleteOne;
      rejectOutsideSubset(model);
      const deleted = this.remove(name, asDoc(model.filter), many).deletedCount;
      if (totals) totals.deletedCount += deleted;
    } else {
      throw new TypeError(`unknown bulk operation ${Object.keys(operation).join(', ')}`);
    }
  }

  createIndex(name: string, key: SortSpec, options: { name?: string; unique?: boolean }): string {
    const entries = Object.entries(key);
    if (entries.length === 0) throw new TypeError('an index needs at least one field');
    for (const [path, direction] of entries as Array<[string, number]>) {
      if (direction !== 1 && direction !== -1)
        throw new TypeError(`index direction of ${path} must be 1 or -1`);
    }
    const indexName = options.name ?? entries.map(([path, d]) => `${path}_${d}`).join('_');
    const unique = options.unique ?? false;
    const state = this.writable(name);
    const existing = state.indexes.find(
      (index) => index.name === indexName || JSON.stringify(index.key) === JSON.stringify(key),
    );
    if (existing) {
      if (
        JSON.stringify(existing.key) === JSON.stringify(key) &&
        (existing.owners !== null) === unique &&
        existing.name === indexName
      ) {
        return indexName;
      }
      throw new Error(
        `an index named ${existing.name} with key ${JSON.stringify(existing.key)} already exists`,
      );
    }
    state.addIndex(indexName, key, unique);
    return indexName;
  }
}

/**
 * The smallest equality group holding every document a filter can match: a top-level equality
 * (or one inside a top-level `$and`) with a string or number on a grouped path where no document
 * holds an array. Null when none applies.
 */
function candidateGroup(state: MemoryCollectionState, filter: Doc): ReadonlySet<string> | null {
  if (state.groups.size === 0) return null;
  let best: ReadonlySet<string> | null = null;
  const visit = (conjunction: Doc): void => {
    for (const [path, condition] of Object.entries(conjunction)) {
      if (path === '$and' && Array.isArray(condition)) {
        for (const part of condition as unknown[]) if (isPlainObject(part)) visit(part);
        continue;
      }
      const groups = state.groups.get(path);
      if (!groups || groups.arrays > 0) continue;
      const value =
        isPlainObject(condition) && Object.keys(condition).length === 1 ? condition.$eq : condition;
      if (typeof value !== 'string' && (typeof value !== 'number' || !Number.isFinite(value)))
        continue;
      const members = groups.values.get(value) ?? EMPTY;
      if (!best || members.size < best.size) best = members;
    }
  };
  visit(filter);
  return best;
}

function* docsOf(state: MemoryCollectionState, ids: ReadonlySet<string>): Iterable<Doc> {
  for (const idKey of ids) {
    const doc = state.docs.get(idKey);
    if (doc) yield doc;
  }
}

function hasOneKey(value: object): boolean {
  let n = 0;
  for (const key in value) if (Object.hasOwn(value, key) && ++n > 1) return false;
  return n === 1;
}

const NOT_JSON = new TypeError('not a JSON value');

/**
 * A copy of a document a caller hands in, `_id` first (when given): cloneJson's checks and
 * normalisation (JSON values only; undefined fields dropped, undefined array items null) without
 * building a path for every field; on a value it refuses, cloneJson names the path.
 */
function cloneChecked(source: Doc, id: unknown, frozen: boolean): Doc {
  const clone = frozen ? cloneOwned : cloneFast;
  try {
    const out: Doc = id === undefined ? {} : { _id: clone(id) };
    for (const key of Object.keys(source)) {
      if (key === '_id' && id !== undefined) continue;
      const item = source[key];
      if (item !== undefined) out[key] = clone(item);
    }
    return out;
  } catch (error) {
    if (error !== NOT_JSON) throw error;
    cloneDoc(source);
    throw new TypeError('_id: not a JSON value (the read store holds JSON only)', { cause: error });
  }
}

function cloneFast(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw NOT_JSON;
    return value;
  }
  if (Array.isArray(value)) {
    const out: unknown[] = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      out[i] = item === undefined ? null : cloneFast(item);
    }
    return out;
  }
  if (isPlainObject(value)) {
    const out: Doc = {};
    for (const key of Object.keys(value)) {
      const item = value[key];
      if (item !== undefined) out[key] = cloneFast(item);
    }
    return out;
  }
  throw NOT_JSON;
}

/**
 * cloneFast for a frozen store: copies a caller's value into frozen parts, taking a part that is
 * frozen already as it is. Only the store freezes (no projection does), so a frozen part is a
 * stored one, checked when it was stored: a document built from documents read shares them.
 */
function cloneOwned(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw NOT_JSON;
    return value;
  }
  if (typeof value !== 'object') throw NOT_JSON;
  if (Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    const out: unknown[] = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      out[i] = item === undefined ? null : cloneOwned(item);
    }
    return Object.freeze(out);
  }
  if (isPlainObject(value)) {
    const out: Doc = {};
    for (const key of Object.keys(value)) {
      const item = value[key];
      if (item !== undefined) out[key] = cloneOwned(item);
    }
    return Object.freeze(out);
  }
  throw NOT_JSON;
}

/**
 * cloneSharing for a frozen store, field by field: a stored (frozen) value is kept as it is, a
 * field holding exactly the stored one costs nothing, anything else is copied (sharing what it
 * can with the stored field); the stored document itself when nothing changes.
 */
function shareFrozen(candidate: Doc, stored: Doc): Doc {
  const keys = Object.keys(candidate);
  const storedKeys = Object.keys(stored);
  let same = keys.length === storedKeys.length;
  const out: Doc = {};
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const value = candidate[key];
    if (value === undefined) {
      same = false;
      continue;
    }
    const before = Object.hasOwn(stored, key) ? stored[key] : undefined;
    const next =
      value === before || (typeof value === 'object' && value !== null && Object.isFrozen(value))
        ? value
        : cloneSharing(value, before);
    if (next !== before || storedKeys[i] !== key) same = false;
    out[key] = next;
  }
  return same ? stored : out;
}

/** Equal JSON values (key order counts, as it does for MongoDB documents). */
function sameJsonValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJsonValue(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const left = Object.keys(a);
  const right = Object.keys(b);
  if (left.length !== right.length) return false;
  for (let i = 0; i < left.length; i++) {
    const key = left[i] as string;
    if (key !== right[i] || !sameJsonValue((a as Doc)[key], (b as Doc)[key])) return false;
  }
  return true;
}

/** MongoDB stores `_id` as the first field. */
function withIdFirst(doc: Doc): Doc {
  for (const key in doc) {
    if (key === '_id') return doc;
    break;
  }
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}

/** Runs synchronous store work as a promise, turning a throw into a rejection. */
function attempt<T>(work: () => T): Promise<T> {
  return new Promise((resolve) => {
    resolve(work());
  });
}

class MemoryCollection<T extends Document> implements ReadCollection<T> {
  constructor(
    private readonly store: MemoryReadStore,
    readonly collectionName: string,
    private readonly copy: (doc: Doc) => Doc,
  ) {}

  find(filter: Filter<T> = {}, options: FindOptions = {}): Cursor<WithId<T>> {
    return {
      toArray: () =>
        attempt(() => {
          const selected = this.store.select(this.collectionName, asDoc(filter), options);
          const pick = options.projection ? fieldPicker(options.projection) : null;
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
      const doc = this.store.byId(this.collectionName, id);
      return Promise.resolve(doc ? (this.copy(doc) as WithId<T>) : null);
    }
    return this.find(filter, { ...options, limit: 1 })
      .toArray()
      .then(([first]) => first ?? null);
  }

  countDocuments(filter: Filter<T> = {}): Promise<number> {
    return attempt(() => this.store.count(this.collectionName, asDoc(filter)));
  }

  aggregate<R extends Document = Document>(pipeline: readonly Document[]): Cursor<R> {
    return {
      toArray: () =>
        attempt(() => {
          const first = pipeline[0];
          const match = first && isPlainObject(first.$match) ? first.$match : null;
          const input = this.store
            .select(this.collectionName, match ?? {}, {})
            .map((doc) => copyStored(doc));
          return runPipeline(input, match ? pipeline.slice(1) : pipeline, (name) =>
            this.store.select(name, {}, {}).map((doc) => copyStored(doc)),
          ) as R[];
        }),
    };
  }

  insertOne(document: OptionalUnlessRequiredId<T>): Promise<{ insertedId: unknown }> {
    return attempt(() => ({ insertedId: this.store.insert(this.collectionName, document) }));
  }

  insertMany(
    documents: readonly OptionalUnlessRequiredId<T>[],
  ): Promise<{ insertedCount: number }> {
    return attempt(() => {
      for (const document of documents) this.store.insert(this.collectionName, document);
      return { insertedCount: documents.length };
    });
  }

  updateOne(
    filter: Filter<T>,
    update: UpdateFilter<T>,
    options: UpdateOptions = {},
  ): Promise<UpdateResult> {
    return attempt(() =>
      this.store.update(
        this.collectionName,
        asDoc(filter),
        asDoc(update),
        options.upsert ?? false,
        false,
      ),
    );
  }

  updateMany(
    filter: Filter<T>,
    update: UpdateFilter<T>,
    options: UpdateOptions = {},
  ): Promise<UpdateResult> {
    return attempt(() =>
      this.store.update(
        this.collectionName,
        asDoc(filter),
        asDoc(update),
        options.upsert ?? false,
        true,
      ),
    );
  }

  replaceOne(
    filter: Filter<T>,
    replacement: WithoutId<T>,
    options: UpdateOptions = {},
  ): Promise<UpdateResult> {
    return attempt(() =>
      this.store.replace(
        this.collectionName,
        asDoc(filter),
        asDoc(replacement),
        options.upsert ?? false,
      ),
    );
  }

  deleteOne(filter: Filter<T>): Promise<DeleteResult> {
    return attempt(() => this.store.remove(this.collectionName, asDoc(filter), false));
  }

  deleteMany(filter: Filter<T>): Promise<DeleteResult> {
    return attempt(() => this.store.remove(this.collectionName, asDoc(filter), true));
  }

  bulkWrite(
    operations: readonly BulkOperation<T>[],
    options: { ordered?: boolean } = {},
  ): Promise<BulkWriteResult> {
    return attempt(() => {
      const totals = {
        insertedCount: 0,
        matchedCount: 0,
        modifiedCount: 0,
        deletedCount: 0,
        upsertedCount: 0,
      };
      let firstError: Error | null = null;
      for (const operation of operations) {
        try {
          this.store.apply(this.collectionName, operation as BulkOperation<Document>, totals);
        } catch (error) {
          firstError ??= error instanceof Error ? error : new Error(String(error));
          if (options.ordered ?? true) break;
        }
      }
      if (firstError !== null) throw firstError;
      return totals;
    });
  }

  createIndex(key: SortSpec, options: { name?: string; unique?: boolean } = {}): Promise<string> {
    return attempt(() => this.store.createIndex(this.collectionName, key, options));
  }
}
