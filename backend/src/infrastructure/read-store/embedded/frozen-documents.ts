import { deepFreeze } from '@flirtwire/contracts';
import {
  cloneJson,
  cloneSharing,
  type Doc,
  isPlainObject,
  NOT_JSON,
  shareParts,
} from './json-value.js';
import { hasOneKey } from './store-common.js';

/*
 * The in-memory mode's frozen documents (docs/adr/0077): every stored document is deep-frozen,
 * so readers that never change what they read get the stored documents themselves, and a
 * frozen value is a stored one (only the store freezes): writes take such parts as they are.
 */

/**
 * A caller's document copied for a frozen store: the document itself is left open (the store
 * may still give it an `_id`), every value in it is a frozen copy, or the value itself where it
 * is frozen already (so freezing the document itself freezes it all). On a value JSON cannot
 * hold, cloneJson names the path.
 */
export function copyIntoFrozen(source: Doc, idIfMissing?: unknown): Doc {
  try {
    const out: Doc = {};
    // An upsert's `_id` from its filter goes first, as MongoDB stores it (no second copy to move it).
    if (idIfMissing !== undefined && source._id === undefined) out._id = cloneOwned(idIfMissing);
    for (const key of Object.keys(source)) {
      const item = source[key];
      if (item !== undefined) out[key] = cloneOwned(item);
    }
    return out;
  } catch (error) {
    if (error !== NOT_JSON) throw error;
    if (idIfMissing !== undefined) cloneJson(idIfMissing, '_id');
    const copy = cloneJson(source) as Doc;
    for (const key in copy) deepFreeze(copy[key]);
    return copy;
  }
}

/**
 * Copies a caller's value into frozen parts, taking a part that is frozen already as it is. Only
 * the store freezes (no projection does), so a frozen part is a stored one, checked when it was
 * stored: a document built from documents read shares them.
 */
function cloneOwned(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw NOT_JSON;
    return value === 0 ? 0 : value;
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
export function shareFrozen(candidate: Doc, stored: Doc): Doc {
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
        : shareValue(value, before, key);
    if (next !== before || storedKeys[i] !== key) same = false;
    out[key] = next;
  }
  return same ? stored : out;
}

/** A value a frozen store keeps as it is: a string, number, boolean or null, or a stored part. */
const storedAsIs = (value: unknown): boolean =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  (typeof value === 'object' && Object.isFrozen(value));

/**
 * A frozen store's replace of `stored` by `replacement` in one pass, or null where the general
 * path (shareFrozen) must judge: a value that is undefined, -0, not a finite number or not JSON
 * at all, so its normalising and its errors stay in one place. The new version is the
 * replacement spread behind the stored `_id` (one copy, no property added one by one), its
 * values compared with the stored ones by position (no keyed reads, the cost of the old way);
 * an object that is not a stored part is copied sharing the stored field's parts (shareValue).
 * `stored` itself when nothing changes. The caller has checked that a replacement's own `_id`
 * names the same document.
 */
export function replaceFrozen(stored: Doc, replacement: Doc): Doc | null {
  const next: Doc = { _id: stored._id, ...replacement };
  if (replacement._id !== undefined) next._id = stored._id;
  const keys = Object.keys(next);
  const values = Object.values(next);
  const storedKeys = Object.keys(stored);
  const storedValues = Object.values(stored);
  let same = keys.length === storedKeys.length;
  for (let i = 0; i < keys.length; i++) {
    const value = values[i];
    const key = keys[i] as string;
    const inPlace = key === storedKeys[i];
    if (typeof value === 'number' && (!Number.isFinite(value) || Object.is(value, -0))) return null;
    if (value === storedValues[i] && inPlace) continue;
    if (storedAsIs(value)) {
      same = false;
      continue;
    }
    if (!Array.isArray(value) && !isPlainObject(value)) return null;
    const before = inPlace ? storedValues[i] : Object.hasOwn(stored, key) ? stored[key] : undefined;
    const shared = shareValue(value, before, key);
    next[key] = shared;
    if (shared !== before || !inPlace) same = false;
  }
  return same ? stored : next;
}

/**
 * cloneSharing for a value going into a frozen store: a frozen part is a stored one and is taken
 * as it is, without walking it (a replacement that appends to a stored array shares every
 * element it keeps without comparing them); anything else is copied, sharing what equals `old`.
 */
function shareValue(value: unknown, old: unknown, path: string): unknown {
  if (typeof value !== 'object' || value === null) return cloneSharing(value, old, path);
  // Equal to the stored value, a stored part elsewhere changes nothing here (as cloneSharing).
  if (Object.isFrozen(value)) return value === old || !sameJsonValue(value, old) ? value : old;
  if (Array.isArray(value) || isPlainObject(value)) return shareParts(value, old, path, shareValue);
  return cloneSharing(value, old, path);
}

/**
 * The fields of the frozen store's most common update, `$set` of top-level fields and nothing
 * else, which applies without compiling it (see setFields); null for any other update.
 */
export function topLevelSet(update: Doc): Doc | null {
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
  return fields;
}

/**
 * `target` with `fields` set, as one shallow copy whose new values share what is stored already
 * (a field's new value keeps every part equal to the stored field's, see shareValue), frozen:
 * `target` itself when nothing changes, null when a value is not JSON (the update engine then
 * refuses it with the path).
 */
export function setFields(target: Doc, fields: Doc): Doc | null {
  const next: Doc = { ...target };
  let changed = false;
  try {
    for (const key in fields) {
      const before = target[key];
      const value = fields[key];
      if (value === before) continue;
      const stored = Object.hasOwn(target, key)
        ? shareValue(value, before, key)
        : cloneOwned(value);
      if (stored === before) continue;
      // Only the parts that are new get frozen (stored parts are frozen already).
      next[key] = deepFreeze(stored);
      changed = true;
    }
  } catch (error) {
    // cloneOwned's marker, or cloneSharing's TypeError naming the path.
    if (error === NOT_JSON || error instanceof TypeError) return null;
    throw error;
  }
  return changed ? Object.freeze(next) : target;
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
