import type { SortSpec } from '@flirtwire/projections';
import { type Doc, idKeyOf } from './json-value.js';
import { topK } from './top-k.js';

/**
 * MongoDB's order of values (BSON comparison order), for the JSON types the read store holds:
 * null and missing < numbers < strings < objects < arrays < booleans. Strings compare by code
 * point, which is the binary UTF-8 order MongoDB (and SQLite) use.
 */
export function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (ra) {
    case RANK_NULL:
      return 0;
    case RANK_NUMBER:
      return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
    case RANK_STRING:
      return compareStrings(a as string, b as string);
    case RANK_OBJECT:
      return compareObjects(a as Doc, b as Doc);
    case RANK_ARRAY:
      return compareArrays(a as unknown[], b as unknown[]);
    case RANK_BOOLEAN:
      return a === b ? 0 : a === false ? -1 : 1;
    default:
      return 0;
  }
}

const RANK_NULL = 1;
const RANK_NUMBER = 2;
const RANK_STRING = 3;
const RANK_OBJECT = 4;
const RANK_ARRAY = 5;
const RANK_BOOLEAN = 8;

function typeRank(value: unknown): number {
  if (value === null || value === undefined) return RANK_NULL;
  const type = typeof value;
  if (type === 'number') return RANK_NUMBER;
  if (type === 'string') return RANK_STRING;
  if (type === 'boolean') return RANK_BOOLEAN;
  return Array.isArray(value) ? RANK_ARRAY : RANK_OBJECT;
}

/** Code point order (UTF-8 byte order), not JavaScript's UTF-16 code unit order. */
export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    if (ca !== cb) {
      // A surrogate (a code point above U+FFFF) sorts after every BMP unit in UTF-8.
      const sa = ca >= 0xd800 && ca <= 0xdfff;
      const sb = cb >= 0xd800 && cb <= 0xdfff;
      if (sa !== sb) return sa ? 1 : -1;
      return ca < cb ? -1 : 1;
    }
  }
  return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
}

/** BSON objects compare field by field in stored order: type, then name, then value. */
function compareObjects(a: Doc, b: Doc): number {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  const length = Math.min(ka.length, kb.length);
  for (let i = 0; i < length; i++) {
    const na = ka[i] as string;
    const nb = kb[i] as string;
    const va = a[na];
    const vb = b[nb];
    const rank = typeRank(va) - typeRank(vb);
    if (rank !== 0) return rank < 0 ? -1 : 1;
    const name = compareStrings(na, nb);
    if (name !== 0) return name;
    const value = compareValues(va, vb);
    if (value !== 0) return value;
  }
  return ka.length - kb.length < 0 ? -1 : ka.length > kb.length ? 1 : 0;
}

function compareArrays(a: readonly unknown[], b: readonly unknown[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const rank = typeRank(a[i]) - typeRank(b[i]);
    if (rank !== 0) return rank < 0 ? -1 : 1;
    const value = compareValues(a[i], b[i]);
    if (value !== 0) return value;
  }
  return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
}

/** Stands for an empty array in a sort key: MongoDB sorts it before null and missing. */
const EMPTY_ARRAY = Symbol('empty array');

/**
 * The values a dotted path reaches in a document, descending into arrays of objects the way
 * MongoDB builds sort and index keys. An element that lacks the field contributes null.
 */
function valuesAtPath(doc: unknown, parts: readonly string[]): unknown[] {
  const out: unknown[] = [];
  collect(doc, parts, 0, out);
  return out;
}

function collect(node: unknown, parts: readonly string[], index: number, out: unknown[]): void {
  if (index === parts.length) {
    if (Array.isArray(node)) {
      if (node.length === 0) out.push(EMPTY_ARRAY);
      else for (const item of node) out.push(item);
    } else {
      out.push(node === undefined ? null : node);
    }
    return;
  }
  const part = parts[index] as string;
  if (Array.isArray(node)) {
    if (/^\d+$/.test(part) && Number(part) < node.length) {
      collect(node[Number(part)], parts, index + 1, out);
    }
    for (const item of node) {
      if (item !== null && typeof item === 'object' && !Array.isArray(item)) {
        collect(item, parts, index, out);
      }
    }
    return;
  }
  if (node !== null && typeof node === 'object') {
    const value = (node as Doc)[part];
    if (value === undefined) out.push(null);
    else collect(value, parts, index + 1, out);
    return;
  }
  out.push(null);
}

function compareKeys(a: unknown, b: unknown): number {
  if (a === EMPTY_ARRAY || b === EMPTY_ARRAY) {
    return a === b ? 0 : a === EMPTY_ARRAY ? -1 : 1;
  }
  return compareValues(a, b);
}

/**
 * A document's sort key for one field: ascending uses the smallest value the path reaches,
 * descending the largest (MongoDB's rule for arrays).
 */
export function sortKey(doc: Doc, parts: readonly string[], direction: 1 | -1): unknown {
  const values = valuesAtPath(doc, parts);
  let best: unknown = values[0] ?? null;
  for (let i = 1; i < values.length; i++) {
    const c = compareKeys(values[i], best);
    if (direction === 1 ? c < 0 : c > 0) best = values[i];
  }
  return best;
}

/** A document with its sort keys and stored id read once: a sort compares each many times. */
interface Keyed {
  readonly doc: Doc;
  readonly keys: unknown[];
  readonly id: string;
}

/**
 * The documents in the order MongoDB's sort would give (all of them, or the first `first`).
 * Ties (which MongoDB leaves unspecified) break on the stored id, ascending, so every plan
 * (index or scan) returns the same page. Each document's keys are read once, before sorting.
 */
export function orderDocs(docs: readonly Doc[], spec: SortSpec | undefined, first?: number): Doc[] {
  const fields = Object.entries(spec ?? {}).map(([path, direction]) => ({
    parts: path.split('.'),
    direction,
  }));
  const keyed: Keyed[] = docs.map((doc) => ({
    doc,
    keys: fields.map((field) => sortKey(doc, field.parts, field.direction)),
    id: idKeyOf(doc._id),
  }));
  const compare = (a: Keyed, b: Keyed): number => {
    for (let i = 0; i < fields.length; i++) {
      const c = compareKeys(a.keys[i], b.keys[i]);
      if (c !== 0) return (fields[i] as { direction: 1 | -1 }).direction === 1 ? c : -c;
    }
    return compareStrings(a.id, b.id);
  };
  const ordered = first === undefined ? keyed.sort(compare) : topK(keyed, first, compare);
  return ordered.map((entry) => entry.doc);
}
