import type { Filter, SortSpec } from '@flirtwire/projections';

type Value = string | number | boolean | null;

/**
 * The documents that come before `row` in `order`, as a read-store filter: for each key, those
 * equal on every earlier key and strictly before on this one. Counting them (with the list's own
 * filter) gives the row's place without reading the list. The order must end on a unique key
 * (`_id`), as every list order does, so no two documents tie.
 *
 * @example sortsBefore({ _id: 'b', n: 2 }, { n: -1, _id: 1 })
 * // { $or: [{ n: { $gt: 2 } }, { n: 2, _id: { $lt: 'b' } }] }
 */
export function sortsBefore<T>(row: Readonly<Record<string, unknown>>, order: SortSpec): Filter<T> {
  const keys = Object.entries(order);
  const branches = keys.map(([key, direction], index) => {
    const equal = Object.fromEntries(keys.slice(0, index).map(([k]) => [k, valueOf(row, k)]));
    return { ...equal, [key]: { [direction === 1 ? '$lt' : '$gt']: valueOf(row, key) } };
  });
  return { $or: branches } as Filter<T>;
}

function valueOf(row: Readonly<Record<string, unknown>>, key: string): Value {
  const value = row[key];
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value === null
  ) {
    return value;
  }
  throw new Error(`sortsBefore: ${key} is not a plain value`);
}
