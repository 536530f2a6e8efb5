import type { SortSpec } from '@flirtwire/projections';
import { type Doc } from './json-value.js';
import type { StoredIndex } from './sqlite-documents.js';

/** How a path's values look across a collection: whether SQLite's view of them is faithful. */
export interface PathStats {
  readonly parts: readonly string[];
  /** Documents where the path meets an array: SQLite cannot see elements, so never plan on it. */
  arrays: number;
  /** Documents with a boolean or object there: SQLite orders and equates those unlike MongoDB. */
  nonScalars: number;
}

export interface IndexState extends StoredIndex {
  readonly fields: ReadonlyArray<{ readonly path: string; readonly direction: 1 | -1 }>;
  /** For unique indexes: key → idKey of the committed document holding it. */
  readonly owners: Map<string, string> | null;
}

type PathClass = 'plain' | 'array' | 'nonScalar';

/**
 * One collection's committed state in memory: its documents (each held once, never mutated
 * after commit), its declared indexes, and the per-path statistics the planner relies on.
 */
export class CollectionState {
  readonly docs = new Map<string, Doc>();
  readonly indexes: IndexState[] = [];
  readonly paths = new Map<string, PathStats>();
  /**
   * The members of each value of a compound index's first path (strings and numbers only): the
   * candidates of an equality on that path, read from memory instead of SQLite when every
   * candidate must be tested anyway (counts and unordered finds on filters no index decides).
   * A member maps its id to the stored document with a file (reads that test a whole group
   * look nothing up); in memory to null, the id alone (the replay writes far more than it reads
   * groups, and a write that keeps a document in its group then costs the group nothing).
   */
  readonly groups = new Map<string, Groups>();
  /**
   * Every path a write must look at (statistics, groups or both), as one list: a write reads
   * each path's value once in the old and the new version, and a path whose string or number
   * stays the same (most writes, on most paths) costs nothing more.
   */
  private readonly watched: WatchedPath[] = [];
  /** The unique indexes (a write checks and moves only their keys). */
  private readonly uniques: IndexState[] = [];
  /** Documents whose _id is not a string (their stored key order differs from MongoDB's). */
  nonStringIds = 0;
  /** Counts committed changes: a result computed at one version holds until the next. */
  version = 0;
  /** Something was stored in it or an index declared on it (it is listed). */
  used = false;

  /**
   * @param groupEveryIndex groups the first path of every non-unique index, not only of compound
   *   ones: without SQLite (the in-memory mode) the groups are the only index there is
   */
  constructor(
    readonly name: string,
    private readonly groupEveryIndex = false,
  ) {}

  addIndex(index: StoredIndex): IndexState {
    const fields = Object.entries(index.key).map(([path, direction]) => ({ path, direction }));
    const state: IndexState = { ...index, fields, owners: index.unique ? new Map() : null };
    // Without SQLite no planner reads the statistics: only a group's path needs them (its
    // arrays), which spares every write the classification of the other indexed paths.
    const tracked = !this.groupEveryIndex ? fields : state.owners ? [] : fields.slice(0, 1);
    if (state.owners) {
      // Checked before anything is recorded: a refused index leaves the state as it was.
      const owners = new Map<string, string>();
      for (const [idKey, doc] of this.docs) {
        const key = uniqueKey(state, doc);
        if (owners.has(key)) throw new DuplicateIndexKey(state.name, key);
        owners.set(key, idKey);
      }
      for (const [key, idKey] of owners) state.owners.set(key, idKey);
      this.uniques.push(state);
    }
    for (const { path } of tracked) {
      if (!this.paths.has(path)) {
        const stats: PathStats = { parts: path.split('.'), arrays: 0, nonScalars: 0 };
        for (const doc of this.docs.values()) count(stats, doc, 1);
        this.paths.set(path, stats);
        this.watch(path).stats = stats;
      }
    }
    this.used = true;
    const lead = fields[0]?.path;
    const grouped = fields.length > 1 || this.groupEveryIndex;
    if (!state.owners && grouped && lead !== undefined && !this.groups.has(lead)) {
      const groups: Groups = new Map();
      this.groups.set(lead, groups);
      for (const [idKey, doc] of this.docs)
        group(groups, valueAt(doc, lead), idKey, this.member(doc));
      this.watch(lead).groups = groups;
    }
    this.indexes.push(state);
    return state;
  }

  /** Forgets an index just added (its file counterpart could not be made). */
  removeIndex(index: IndexState): void {
    const at = this.indexes.indexOf(index);
    if (at >= 0) this.indexes.splice(at, 1);
    const unique = this.uniques.indexOf(index);
    if (unique >= 0) this.uniques.splice(unique, 1);
  }

  /** What a group holds for a document: the document with a file, nothing but its id in memory. */
  private member(doc: Doc): Doc | null {
    return this.groupEveryIndex ? null : doc;
  }

  private watch(path: string): WatchedPath {
    let watched = this.watched.find((entry) => entry.path === path);
    if (!watched) {
      watched = { path, parts: path.split('.'), stats: null, groups: null };
      this.watched.push(watched);
    }
    return watched;
  }

  /**
   * The ids of the documents whose `path` equals `value`, or null when no group serves it. Exact
   * only while no document holds an array on the path (the caller checks `paths`); callers test
   * every candidate against the whole filter anyway.
   */
  groupOf(path: string, value: string | number): Group | null {
    const groups = this.groups.get(path);
    if (!groups) return null;
    return groups.get(value) ?? EMPTY_GROUP;
  }

  /**
   * In memory only (where every index's first path is grouped): the members of every group of
   * `path` whose value passes `test`, as one group (for a range on the path: every document that
   * can match holds a string or number there, so it is in one of those groups). Null when the
   * path is not grouped.
   */
  rangeOf(path: string, test: (value: string | number) => boolean): Group | null {
    if (!this.groupEveryIndex) return null;
    const groups = this.groups.get(path);
    if (!groups) return null;
    let only: Map<string, Doc | null> | null = null;
    let merged: Map<string, Doc | null> | null = null;
    for (const [value, members] of groups) {
      if (members.size === 0 || !test(value)) continue;
      if (!only) {
        only = members;
        continue;
      }
      merged ??= new Map(only);
      for (const [idKey, member] of members) merged.set(idKey, member);
    }
    return merged ?? only ?? EMPTY_GROUP;
  }

  findIndex(name: string): IndexState | undefined {
    return this.indexes.find((index) => index.name === name);
  }

  /** The first unique index whose key in `next` another committed document holds. */
  takenKey(idKey: string, next: Doc): { readonly index: string; readonly key: string } | null {
    for (const index of this.uniques) {
      if (!index.owners) continue;
      const key = uniqueKey(index, next);
      const holder = index.owners.get(key);
      if (holder !== undefined && holder !== idKey) return { index: index.name, key };
    }
    return null;
  }

  /** Applies one committed change (after SQLite has it, when there is a file). */
  apply(idKey: string, next: Doc | null): void {
    this.version++;
    this.used = true;
    const previous = this.docs.get(idKey);
    if (previous && next) {
      this.replace(idKey, previous, next);
      return;
    }
    if (previous) this.account(idKey, previous, -1);
    if (next) {
      this.docs.set(idKey, next);
      this.account(idKey, next, 1);
    } else {
      this.docs.delete(idKey);
    }
  }

  /** A new version of a stored document: only what differs between the two is re-counted. */
  private replace(idKey: string, previous: Doc, next: Doc): void {
    this.docs.set(idKey, next);
    if (typeof previous._id !== 'string') this.nonStringIds--;
    if (typeof next._id !== 'string') this.nonStringIds++;
    for (let i = 0; i < this.watched.length; i++) {
      const { parts, stats, groups } = this.watched[i] as WatchedPath;
      const before = valueAtParts(previous, parts);
      const after = valueAtParts(next, parts);
      if ((typeof after === 'string' || typeof after === 'number') && after === before) {
        // The same string or number: no array or object on the way, the same group, whose
        // member is the new version now where members hold documents.
        if (groups && !this.groupEveryIndex) groups.get(after)?.set(idKey, next);
        continue;
      }
      if (stats) {
        const was = classify(previous, parts);
        const is = classify(next, parts);
        if (was !== is) {
          if (was === 'array') stats.arrays--;
          else if (was === 'nonScalar') stats.nonScalars--;
          if (is === 'array') stats.arrays++;
          else if (is === 'nonScalar') stats.nonScalars++;
        }
      }
      if (groups) {
        group(groups, before, idKey, LEAVING);
        group(groups, after, idKey, this.member(next));
      }
    }
    for (const index of this.uniques) {
      if (!index.owners) continue;
      const before = uniqueKey(index, previous);
      const after = uniqueKey(index, next);
      if (before !== after && index.owners.get(before) === idKey) index.owners.delete(before);
      index.owners.set(after, idKey);
    }
  }

  private account(idKey: string, doc: Doc, delta: 1 | -1): void {
    if (typeof doc._id !== 'string') this.nonStringIds += delta;
    for (let i = 0; i < this.watched.length; i++) {
      const { parts, stats, groups } = this.watched[i] as WatchedPath;
      if (stats) count(stats, doc, delta);
      if (groups)
        group(groups, valueAtParts(doc, parts), idKey, delta === 1 ? this.member(doc) : LEAVING);
    }
    for (const index of this.uniques) {
      if (!index.owners) continue;
      const key = uniqueKey(index, doc);
      if (delta === 1) index.owners.set(key, idKey);
      else if (index.owners.get(key) === idKey) index.owners.delete(key);
    }
  }
}

/** A path a write looks at: its statistics (when the planner or a group reads them), its group. */
interface WatchedPath {
  readonly path: string;
  readonly parts: readonly string[];
  stats: PathStats | null;
  groups: Groups | null;
}

/**
 * The documents holding one value on a grouped path: id → the stored document, or null where
 * only the id is kept (in memory: the reader looks the document up).
 */
export type Group = ReadonlyMap<string, Doc | null>;

/** A grouped path's groups, by the string or number the members hold there. */
type Groups = Map<string | number, Map<string, Doc | null>>;

const EMPTY_GROUP: Group = new Map();

/** Takes a document out of its group (see group). */
const LEAVING = Symbol('leaving');

/**
 * Files a document under the group of its path's value (`member`: what the group holds for
 * it, see CollectionState.member), or with `leaving` takes it out.
 */
function group(
  groups: Groups,
  value: unknown,
  idKey: string,
  member: Doc | null | typeof LEAVING,
): void {
  if (typeof value !== 'string' && typeof value !== 'number') return;
  let members = groups.get(value);
  if (member !== LEAVING) {
    if (!members) groups.set(value, (members = new Map<string, Doc | null>()));
    members.set(idKey, member);
  } else if (members) {
    members.delete(idKey);
    if (members.size === 0) groups.delete(value);
  }
}

function count(stats: PathStats, doc: Doc, delta: 1 | -1): void {
  const kind = classify(doc, stats.parts);
  if (kind === 'array') stats.arrays += delta;
  else if (kind === 'nonScalar') stats.nonScalars += delta;
}

function classify(doc: Doc, parts: readonly string[]): PathClass {
  let node: unknown = doc;
  for (const part of parts) {
    if (Array.isArray(node)) return 'array';
    if (node === null || typeof node !== 'object') return 'plain';
    node = (node as Doc)[part];
    if (node === undefined) return 'plain';
  }
  if (Array.isArray(node)) return 'array';
  if (typeof node === 'boolean' || (node !== null && typeof node === 'object')) return 'nonScalar';
  return 'plain';
}

/** The value at a dotted path, without descending into arrays (unique keys and upserts). */
function valueAt(doc: Doc, path: string): unknown {
  // A top-level field (the usual grouped path) needs no split.
  if (!path.includes('.')) return doc[path];
  let node: unknown = doc;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as Doc)[part];
  }
  return node;
}

/** valueAt over a path split already. */
function valueAtParts(doc: Doc, parts: readonly string[]): unknown {
  if (parts.length === 1) return doc[parts[0] as string];
  let node: unknown = doc;
  for (const part of parts) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as Doc)[part];
  }
  return node;
}

/** A unique index's key for a document: missing fields count as null, as in MongoDB. */
export function uniqueKey(index: IndexState, doc: Doc): string {
  return JSON.stringify(index.fields.map(({ path }) => valueAt(doc, path) ?? null));
}

export class DuplicateIndexKey extends Error {
  constructor(
    readonly index: string,
    readonly key: string,
  ) {
    super(`duplicate key ${key} for unique index ${index}`);
  }
}

/** The name MongoDB gives an index by default: `a_1_b_-1`. */
export function defaultIndexName(key: SortSpec): string {
  return Object.entries(key)
    .map(([path, direction]) => `${path}_${direction}`)
    .join('_');
}
