import type { SortSpec } from '@flirtwire/projections';
import type { CollectionState, Group } from './collection-state.js';
import { compareCodePoints } from './fast-filter.js';
import { planQuery } from './index-planner.js';
import { copyStored, type Doc, isPlainObject } from './json-value.js';
import { compileFilter, runPipeline } from './mingo-engine.js';
import type { SqlPlan, SqliteDocuments } from './sqlite-documents.js';
import { hasOneKey, idLookup, pageOf } from './store-common.js';
import type { Transaction } from './transaction.js';

/** What a find did, for tests and diagnostics (`explain`). */
export interface QueryTrace {
  plan: 'id' | 'scan' | 'index' | 'transaction';
  ordered: boolean;
  exact: boolean;
  /** Stored documents looked at (fetched or tested). */
  examined: number;
}

export interface FindPage {
  readonly sort?: SortSpec;
  readonly skip?: number;
  readonly limit?: number;
}

/** What the queries read from the store: its collections and a transaction's view of them. */
interface QuerySource {
  state(name: string): CollectionState;
  current(tx: Transaction | null, collection: string, idKey: string): Doc | undefined;
}

/**
 * The read side of the embedded store (embedded-read-store.ts): finds, counts and pipelines
 * planned over the `_id` lookup, SQLite's index columns and the in-memory equality groups, with
 * mingo deciding the final predicate.
 */
export class EmbeddedQueries {
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
   * @param store the collections the queries read
   * @param sqlite the file index plans read; null in memory
   */
  constructor(
    private readonly store: QuerySource,
    private readonly sqlite: SqliteDocuments | null,
  ) {}

  /** Runs a find and reports how: which plan, and how many stored documents it looked at. */
  explain(collection: string, filter: Doc, options: FindPage): QueryTrace {
    const trace: QueryTrace = { plan: 'scan', ordered: false, exact: false, examined: 0 };
    this.trace = trace;
    try {
      this.select(null, collection, filter, options);
    } finally {
      this.trace = null;
    }
    return trace;
  }

  /** Forgets the recent group matches (a collection was dropped). */
  forget(): void {
    this.recent = null;
  }

  /** The SQLite file an index plan reads (a plan is only made when there is one). */
  private get file(): SqliteDocuments {
    if (!this.sqlite) throw new Error('an index plan without a SQLite file');
    return this.sqlite;
  }

  /** The stored documents a find returns, in order, before projection (never handed out). */
  select(tx: Transaction | null, collection: string, filter: Doc, page: FindPage): Doc[] {
    const state = this.store.state(collection);
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
        const doc = this.store.current(tx, collection, idKey);
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
        const doc = this.store.current(tx, collection, idKey);
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
    const state = this.store.state(collection);
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
}

const matchAll = (): boolean => true;

function isEmpty(doc: Doc): boolean {
  for (const key in doc) if (Object.hasOwn(doc, key)) return false;
  return true;
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
