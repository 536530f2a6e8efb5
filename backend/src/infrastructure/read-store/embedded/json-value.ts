import { randomBytes } from 'node:crypto';

/** A stored document: JSON values only (the port's rule), with `_id` present once stored. */
export type Doc = Record<string, unknown>;

/**
 * Deep-copies a value a caller hands to the store, keeping only what JSON keeps (so memory and
 * the SQLite file can never disagree) and refusing what MongoDB would store differently
 * (Dates, NaN, functions): read models hold times as ISO strings and money as integer cents.
 */
export function cloneJson(value: unknown, path = ''): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value))
      throw new TypeError(`${path || 'value'}: ${value} is not a JSON number`);
    // JSON has no -0 (it writes 0): the file would read back 0 where memory held -0.
    return value === 0 ? 0 : value;
  }
  if (Array.isArray(value)) {
    return value.map((item: unknown, index) =>
      item === undefined ? null : cloneJson(item, `${path}.${index}`),
    );
  }
  if (typeof value === 'object' && isPlainObject(value)) {
    const out: Doc = {};
    for (const key of Object.keys(value)) {
      const item = value[key];
      if (item !== undefined) out[key] = cloneJson(item, path ? `${path}.${key}` : key);
    }
    return out;
  }
  throw new TypeError(
    `${path || 'value'}: ${describeType(value)} is not a JSON value (the read store holds JSON only: ISO strings for times)`,
  );
}

/**
 * Copies a caller's value as `cloneJson` does, but hands back `old` itself, or its parts,
 * wherever the value holds exactly the same JSON (same keys in the same order): a replacement
 * that changes a few fields shares the rest with the stored document it replaces, and one that
 * changes nothing comes back as `old` (no serialising to find out).
 */
export function cloneSharing(value: unknown, old: unknown, path = ''): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') {
    return value === old ? old : value;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value))
      throw new TypeError(`${path || 'value'}: ${value} is not a JSON number`);
    return value === old ? old : value === 0 ? 0 : value;
  }
  if (Array.isArray(value) || (typeof value === 'object' && isPlainObject(value))) {
    return shareParts(value, old, path, cloneSharing);
  }
  return cloneJson(value, path);
}

/**
 * A part that is the stored one itself (kept as stored: 0 for -0): a string, number or boolean
 * equal to it, or the same frozen object (only a frozen store's own parts are frozen). Nothing
 * to walk or copy, and no path to spell: a document whose one bucket changed walks its hundreds
 * of others for free.
 */
function kept(item: unknown, prior: unknown): boolean {
  return item === prior && (typeof item !== 'object' || item === null || Object.isFrozen(item));
}

/**
 * The walk of an array or a plain object for cloneSharing and its variants: each part goes
 * through `share` with the part of `old` in its place, and `old` itself comes back when every
 * part did (same keys in the same order); a copy is allocated only at the first difference.
 */
export function shareParts(
  value: unknown[] | Doc,
  old: unknown,
  path: string,
  share: (value: unknown, old: unknown, path: string) => unknown,
): unknown {
  if (Array.isArray(value)) {
    const before = Array.isArray(old) ? (old as unknown[]) : null;
    let out: unknown[] | null = before && before.length === value.length ? null : [];
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const prior = before?.[i];
      const copy =
        item === undefined ? null : kept(item, prior) ? prior : share(item, prior, `${path}.${i}`);
      if (!out && copy !== prior) out = (before as unknown[]).slice(0, i);
      out?.push(copy);
    }
    return out ?? old;
  }
  const before = isPlainObject(old) ? old : null;
  const keys = before ? Object.keys(before) : [];
  let out: Doc | null = before ? null : {};
  let n = 0;
  for (const key of Object.keys(value)) {
    const item = value[key];
    if (item === undefined) continue;
    const prior = before && Object.hasOwn(before, key) ? before[key] : undefined;
    const copy = kept(item, prior) ? prior : share(item, prior, path ? `${path}.${key}` : key);
    if (!out && (keys[n] !== key || copy !== prior)) {
      out = {};
      for (let i = 0; i < n; i++) {
        const earlier = keys[i] as string;
        out[earlier] = (before as Doc)[earlier];
      }
    }
    if (out) out[key] = copy;
    n++;
  }
  if (!out && n !== keys.length) {
    out = {};
    for (let i = 0; i < n; i++) out[keys[i] as string] = (before as Doc)[keys[i] as string];
  }
  return out ?? old;
}

/** A copy of a document a caller hands in: `cloneJson`'s result, without building a path per field. */
export function cloneDoc(doc: Doc): Doc {
  try {
    return cloneFast(doc) as Doc;
  } catch (error) {
    if (error !== NOT_JSON) throw error;
    // Only to name the offending path: cloneJson refuses the same value.
    return cloneJson(doc) as Doc;
  }
}

/** Thrown by the fast copies on a value JSON cannot hold (their callers ask cloneJson for the path). */
export const NOT_JSON = new TypeError('not a JSON value');

function cloneFast(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw NOT_JSON;
    return value === 0 ? 0 : value;
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

/** Copies a stored document for a caller; stored documents are never handed out. */
export function copyStored<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => copyStored(item)) as T;
  const out: Doc = {};
  for (const key of Object.keys(value)) out[key] = copyStored((value as Doc)[key]);
  return out as T;
}

export function isPlainObject(value: unknown): value is Doc {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function describeType(value: unknown): string {
  if (value instanceof Date) return 'a Date';
  if (value instanceof RegExp) return 'a RegExp';
  if (value === undefined) return 'undefined';
  if (typeof value === 'object' && value !== null)
    return `an instance of ${value.constructor.name}`;
  return `a ${typeof value}`;
}

/**
 * The text key a document is stored under. String ids are kept as they are (so SQLite orders
 * them like MongoDB orders strings); any other id gets a prefix no string id starts with.
 */
export function idKeyOf(id: unknown): string {
  if (typeof id === 'string') {
    return id.startsWith('\u0000') ? `\u0000s${id}` : id;
  }
  return `\u0000${JSON.stringify(id)}`;
}

/** A fresh id for a document inserted without one (the shape of an ObjectId's hex string). */
export function newDocumentId(): string {
  return randomBytes(12).toString('hex');
}
