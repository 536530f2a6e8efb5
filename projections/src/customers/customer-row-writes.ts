import { READ_MODELS } from '@flirtwire/contracts';
import { type DocumentOp, documentOp, ownedByCreator } from '../projection.js';
import type { CustomerDoc } from './customer-row.js';

export const CUSTOMER_ROWS = READ_MODELS.customerRows;

/**
 * The write of a row: a new row whole, an existing one as a `$set` of the fields that changed
 * (the store rewrites only those paths; a whole-document replace costs a copy and a compare).
 */
export function rowOp(old: CustomerDoc | null, next: CustomerDoc): DocumentOp {
  if (!old) {
    const { _id, ...replacement } = next;
    return documentOp<CustomerDoc>(
      CUSTOMER_ROWS,
      { replaceOne: { filter: { _id }, replacement, upsert: true } },
      { owner: ownedByCreator(next.creatorId) },
    );
  }
  // The same `_id` on both sides: it is never among the changed fields.
  return setOp(next._id, next.creatorId, changedFields(old, next));
}

export function setOp(id: string, creatorId: string, $set: Partial<CustomerDoc>): DocumentOp {
  return documentOp<CustomerDoc>(
    CUSTOMER_ROWS,
    { updateOne: { filter: { _id: id }, update: { $set } } },
    { owner: ownedByCreator(creatorId) },
  );
}

/** The top-level fields of `next` whose values differ from `old`'s (compared by value). */
export function changedFields<T extends object>(old: T, next: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (!sameJson(old[key], next[key])) changed[key] = next[key];
  }
  return changed;
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameJson(item, b[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  // Newest last: a row's day buckets are added in time order, and a payment changes a recent
  // one, so from the end the first difference comes first.
  for (let i = keys.length - 1; i >= 0; i--) {
    const key = keys[i] as string;
    if (!(key in right) || !sameJson(left[key], right[key])) return false;
  }
  return true;
}
