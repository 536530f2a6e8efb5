import type { FieldDifference } from '@flirtwire/contracts';

/** At most this many differences are listed per document. */
const MAX_DIFFERENCES = 50;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Field-by-field differences between a live document and its rebuilt twin, with dotted paths
 * (`subscriptions.0.rateCents`). Objects are compared key by key (key order does not matter),
 * arrays index by index; a side where a field is absent has no `live`/`rebuilt` value.
 */
export function diffDocuments(live: unknown, rebuilt: unknown): FieldDifference[] {
  // Most documents are equal: tell so without building a path for every field.
  if (equalValues(live, rebuilt, true)) return [];
  const out: FieldDifference[] = [];
  const walk = (a: unknown, b: unknown, path: string, aPresent: boolean, bPresent: boolean) => {
    if (out.length >= MAX_DIFFERENCES) return;
    if (aPresent && bPresent && isPlainObject(a) && isPlainObject(b)) {
      const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
      for (const key of keys) {
        if (path === '' && key === '_id') continue;
        walk(a[key], b[key], path === '' ? key : `${path}.${key}`, key in a, key in b);
      }
      return;
    }
    if (aPresent && bPresent && Array.isArray(a) && Array.isArray(b)) {
      for (let i = 0; i < Math.max(a.length, b.length); i++) {
        walk(a[i], b[i], path === '' ? String(i) : `${path}.${i}`, i < a.length, i < b.length);
      }
      return;
    }
    if (aPresent === bPresent && Object.is(a, b)) return;
    out.push({
      path: path === '' ? '(document)' : path,
      ...(aPresent ? { live: a } : {}),
      ...(bPresent ? { rebuilt: b } : {}),
    });
  };
  walk(live, rebuilt, '', true, true);
  return out;
}

/** What `diffDocuments` finds no difference in (the top-level `_id` aside when `top`). */
function equalValues(a: unknown, b: unknown, top: boolean): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equalValues(a[i], b[i], false)) return false;
    return true;
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  let count = 0;
  for (const key of Object.keys(a)) {
    if (top && key === '_id') continue;
    if (!(key in b) || !equalValues(a[key], b[key], false)) return false;
    count++;
  }
  let other = 0;
  for (const key of Object.keys(b)) if (!(top && key === '_id')) other++;
  return count === other;
}

/** Equal as JSON documents (key order aside). */
export function sameDocument(a: unknown, b: unknown): boolean {
  return diffDocuments(a, b).length === 0;
}
