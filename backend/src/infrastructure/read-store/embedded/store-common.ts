import type { SortSpec } from '@flirtwire/projections';
import { orderDocs } from './document-order.js';
import { cloneJson, type Doc, idKeyOf, isPlainObject } from './json-value.js';

/*
 * Pieces of the embedded engine (both modes: persisted to SQLite, or in memory only) that are
 * not about one store: paging, `_id` lookups, upsert seeds, argument checks.
 */

export function pageOf(
  docs: Doc[],
  sort: SortSpec | undefined,
  skip: number,
  limit: number,
): Doc[] {
  if (!sort) return limit > 0 ? docs.slice(skip, skip + limit) : skip > 0 ? docs.slice(skip) : docs;
  const ordered = orderDocs(
    docs,
    sort,
    limit > 0 && skip + limit < docs.length / 4 ? skip + limit : undefined,
  );
  return limit > 0 ? ordered.slice(skip, skip + limit) : skip > 0 ? ordered.slice(skip) : ordered;
}

/** The stored keys a filter names by `_id` alone ({ _id: v } or { _id: { $in: [...] } }). */
export function idLookup(filter: Doc): string[] | null {
  const id = filter._id;
  if (id === undefined) return null;
  if (typeof id === 'string' || typeof id === 'number') return [idKeyOf(id)];
  if (isPlainObject(id)) {
    const keys = Object.keys(id);
    if (
      keys.length === 1 &&
      keys[0] === '$eq' &&
      (typeof id.$eq === 'string' || typeof id.$eq === 'number')
    ) {
      return [idKeyOf(id.$eq)];
    }
    if (keys.length === 1 && keys[0] === '$in' && Array.isArray(id.$in)) {
      const values: unknown[] = id.$in;
      if (values.every((v) => typeof v === 'string' || typeof v === 'number')) {
        return [...new Set(values.map((v) => idKeyOf(v)))];
      }
    }
  }
  return null;
}

/**
 * The document an upsert starts from: the filter's equality conditions (`field: value`,
 * `$eq`, inside `$and`), as MongoDB builds it; comparisons contribute nothing.
 */
export function upsertSeed(filter: Doc): Doc {
  const seed: Doc = {};
  const add = (conditions: Doc): void => {
    for (const [path, value] of Object.entries(conditions)) {
      if (path === '$and' && Array.isArray(value)) {
        for (const part of value) if (isPlainObject(part)) add(part);
        continue;
      }
      if (path.startsWith('$')) continue;
      if (isPlainObject(value) && Object.keys(value).some((key) => key.startsWith('$'))) {
        if ('$eq' in value) setPath(seed, path, cloneJson(value.$eq));
        continue;
      }
      if (value instanceof RegExp) continue;
      setPath(seed, path, cloneJson(value));
    }
  };
  add(filter);
  return seed;
}

function setPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  let node: Doc = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const part = parts[i] as string;
    const next = node[part];
    if (isPlainObject(next)) {
      node = next;
    } else {
      const created: Doc = {};
      node[part] = created;
      node = created;
    }
  }
  node[parts[parts.length - 1] as string] = value;
}

export function checkCollectionName(name: string): string {
  if (!name || name.includes('$') || name.includes('\u0000') || name.startsWith('system.')) {
    throw new TypeError(`invalid collection name "${name}"`);
  }
  return name;
}

export function rejectOutsideSubset(model: object): void {
  for (const option of ['arrayFilters', 'collation', 'hint', 'sort']) {
    if (option in model && (model as Record<string, unknown>)[option] !== undefined) {
      throw new TypeError(`bulk write option ${option} is outside the read store subset`);
    }
  }
}

export function asDoc(value: unknown): Doc {
  if (!isPlainObject(value)) {
    if (Array.isArray(value))
      throw new TypeError('update pipelines are outside the read store subset');
    throw new TypeError('expected a document');
  }
  return value;
}

/** Runs synchronous store work as a promise, turning a throw into a rejection. */
export function attempt<T>(work: () => T): Promise<T> {
  // As `new Promise((resolve) => resolve(work()))`, without the executor: a projection's read
  // by `_id` comes through here for almost every event of a replay.
  try {
    return Promise.resolve(work());
  } catch (error) {
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- whatever was thrown, as the executor's rejection carried it
    return Promise.reject(error);
  }
}

/** Whether an object has exactly one own key (without listing them). */
export function hasOneKey(value: object): boolean {
  let n = 0;
  for (const key in value) if (Object.hasOwn(value, key) && ++n > 1) return false;
  return n === 1;
}
