import type { SortSpec } from '@flirtwire/projections';
import type { CollectionState, PathStats } from './collection-state.js';
import { isPlainObject, type Doc } from './json-value.js';
import { fieldColumn, type SqlPlan } from './sqlite-documents.js';

/**
 * How SQLite can help a query: which candidate ids to read (an equality prefix of an index,
 * then perhaps an `$in` or a range on the next field), whether it returns them already in the
 * requested order, and whether its conditions are the whole filter (so mingo need not check).
 */
export interface IndexPlan {
  readonly sql: SqlPlan;
  /** SQLite returns ids in the requested sort order (ties by id). */
  readonly ordered: boolean;
  /** SQLite's conditions are exactly the filter: count and page in SQL. */
  readonly exact: boolean;
  /**
   * A merge of an `$in`'s index ranges: `$in` on an index field, the sort on the fields after it
   * (with any range on the first of them). SQLite reads each value's range from the index and
   * orders the union in a temporary B-tree, so the first id comes only after every candidate is
   * read: a page must be fetched with its LIMIT in the SQL (the sorter then keeps only the page).
   */
  readonly merge: boolean;
}

type Scalar = string | number;

interface Conditions {
  readonly eq: Map<string, Scalar>;
  readonly in: Map<string, Scalar[]>;
  readonly ranges: Map<string, Array<{ op: string; value: Scalar }>>;
  /** Every part of the filter is one of the conditions above. */
  complete: boolean;
}

const RANGE_SQL: Readonly<Record<string, string>> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };

/** Longest `$in` list bound into SQL (SQLite takes at most 32,766 parameters a statement). */
const MAX_SQL_IN_VALUES = 10_000;

function isScalar(value: unknown): value is Scalar {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

/** Reads the top-level conjunction of a filter into conditions SQLite can evaluate. */
function analyseFilter(filter: Doc): Conditions {
  const conditions: Conditions = {
    eq: new Map(),
    in: new Map(),
    ranges: new Map(),
    complete: true,
  };
  addConjunction(filter, conditions);
  return conditions;
}

function addConjunction(filter: Doc, c: Conditions): void {
  for (const [path, value] of Object.entries(filter)) {
    if (path === '$and' && Array.isArray(value)) {
      for (const part of value) {
        if (isPlainObject(part)) addConjunction(part, c);
        else c.complete = false;
      }
      continue;
    }
    if (path.startsWith('$') || path === '_id') {
      c.complete = false;
      continue;
    }
    if (isScalar(value)) {
      addEquality(c, path, value);
      continue;
    }
    if (!isPlainObject(value)) {
      c.complete = false;
      continue;
    }
    const ops = Object.keys(value);
    if (ops.length === 0 || ops.some((op) => !op.startsWith('$'))) {
      c.complete = false;
      continue;
    }
    for (const op of ops) {
      const operand = value[op];
      if (op === '$eq' && isScalar(operand)) {
        addEquality(c, path, operand);
      } else if (
        op === '$in' &&
        Array.isArray(operand) &&
        operand.length > 0 &&
        operand.length <= MAX_SQL_IN_VALUES &&
        operand.every(isScalar)
      ) {
        if (c.in.has(path)) c.complete = false;
        else c.in.set(path, operand);
      } else if (RANGE_SQL[op] && isScalar(operand)) {
        const list = c.ranges.get(path) ?? [];
        list.push({ op, value: operand });
        c.ranges.set(path, list);
        // A range is only a superset in SQL (type bracketing differs); mingo decides.
        c.complete = false;
      } else {
        c.complete = false;
      }
    }
  }
}

function addEquality(c: Conditions, path: string, value: Scalar): void {
  if (c.eq.has(path)) c.complete = false;
  else c.eq.set(path, value);
}

function faithful(stats: PathStats | undefined): boolean {
  return !!stats && stats.arrays === 0 && stats.nonScalars === 0;
}

/**
 * Plans a find or count on a collection's declared indexes, or returns null for a scan.
 * SQLite's view of a path (json_extract) matches MongoDB only while no document holds an array
 * there (for candidates) and no boolean or object either (for order and exactness); the
 * collection keeps those counts, so a plan is used only when it returns what MongoDB would.
 */
export function planQuery(
  state: CollectionState,
  filter: Doc,
  sort: SortSpec | undefined,
): IndexPlan | null {
  if (state.indexes.length === 0) return null;
  const c = analyseFilter(filter);
  const sortFields = orderFields(state, sort, c);

  let best: {
    score: number;
    where: string[];
    params: Scalar[];
    used: Set<string>;
    onlyEquality: boolean;
    merge: string | null;
  } | null = null;
  for (const index of state.indexes) {
    const where: string[] = [];
    const params: Scalar[] = [];
    const used = new Set<string>();
    let score = 0;
    let onlyEquality = true;
    let position = 0;
    let inField = false;
    let merge: string | null = null;
    for (const field of index.fields) {
      const stats = state.paths.get(field.path);
      if (!stats || stats.arrays > 0) break;
      const column = fieldColumn(field.path);
      const eq = c.eq.get(field.path);
      if (eq !== undefined) {
        where.push(`${column} = ?`);
        params.push(eq);
        used.add(field.path);
        score += 10;
        position++;
        continue;
      }
      const values = c.in.get(field.path);
      if (values) {
        where.push(`${column} IN (${values.map(() => '?').join(', ')})`);
        params.push(...values);
        used.add(field.path);
        score += 4;
        inField = true;
        break;
      }
      const ranges = c.ranges.get(field.path);
      if (ranges) {
        for (const range of ranges) {
          where.push(`${column} ${RANGE_SQL[range.op] ?? '='} ?`);
          params.push(range.value);
        }
        onlyEquality = false;
        score += 3;
      }
      break;
    }
    // An index whose next fields are the sort fields serves sort + limit without a sort step.
    if (sortFields && sortFields.length > 0) {
      if (servesOrder(index.fields.slice(position, position + sortFields.length), sortFields)) {
        score += 5;
      } else if (
        inField &&
        servesOrder(index.fields.slice(position + 1, position + 1 + sortFields.length), sortFields)
      ) {
        // `$in` then the sort fields: one ordered range per value, merged (see IndexPlan.merge),
        // narrowed by any range on the first sort field.
        const ranges = c.ranges.get(sortFields[0]?.path ?? '');
        const column = fieldColumn(sortFields[0]?.path ?? '');
        for (const range of ranges ?? []) {
          where.push(`${column} ${RANGE_SQL[range.op] ?? '='} ?`);
          params.push(range.value);
        }
        if (ranges) {
          onlyEquality = false;
          score += 3;
        }
        score += 5;
        merge = index.name;
      }
    }
    if (score === 0) continue;
    if (!best || score > best.score) best = { score, where, params, used, onlyEquality, merge };
  }
  if (!best) return null;

  const exact =
    c.complete &&
    best.onlyEquality &&
    [...c.eq.keys(), ...c.in.keys()].every(
      (path) => best.used.has(path) && faithful(state.paths.get(path)),
    );
  const orderBy =
    sortFields === null
      ? null
      : sortFields.map((f) => `${fieldColumn(f.path)} ${f.direction === 1 ? 'ASC' : 'DESC'}`);
  return {
    sql: {
      where: best.where,
      params: best.params,
      orderBy: sort && Object.keys(sort).length > 0 ? orderBy : null,
      // SQLite's own choice without statistics may walk another index in order instead.
      index: best.merge,
    },
    ordered: sortFields !== null,
    exact,
    merge: best.merge !== null && sortFields !== null && sortFields.length > 0,
  };
}

/** Index fields that return rows in the sort's order (read forward or backward). */
function servesOrder(
  next: ReadonlyArray<{ readonly path: string; readonly direction: 1 | -1 }>,
  sortFields: ReadonlyArray<{ readonly path: string; readonly direction: 1 | -1 }>,
): boolean {
  if (next.length !== sortFields.length) return false;
  if (!next.every((f, i) => f.path === sortFields[i]?.path)) return false;
  const forward = next.every((f, i) => f.direction === sortFields[i]?.direction);
  const backward = next.every((f, i) => f.direction === -(sortFields[i]?.direction ?? 0));
  return forward || backward;
}

/**
 * The sort fields SQLite must order by, or null when it cannot reproduce MongoDB's order
 * (a path with no generated column, or holding arrays, booleans or objects somewhere).
 * Fields fixed by an equality drop out; a final `_id: 1` is the id tie-break when all ids are
 * strings.
 */
function orderFields(
  state: CollectionState,
  sort: SortSpec | undefined,
  c: Conditions,
): Array<{ path: string; direction: 1 | -1 }> | null {
  const entries = Object.entries(sort ?? {});
  const last = entries[entries.length - 1];
  if (last && last[0] === '_id' && last[1] === 1 && state.nonStringIds === 0) entries.pop();
  const fields: Array<{ path: string; direction: 1 | -1 }> = [];
  for (const [path, direction] of entries) {
    if (c.eq.has(path) && faithful(state.paths.get(path))) continue;
    if (!faithful(state.paths.get(path))) return null;
    fields.push({ path, direction });
  }
  return fields;
}
