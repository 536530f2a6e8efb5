import { Aggregator, Context, Query as MingoQuery } from 'mingo';
import { Query as QueryBase } from 'mingo/query';
import { $addToSet, $inc, $max, $min, $pull, $push, $set, $unset } from 'mingo/operators/update';
import type { AnyObject, CollectionResolver, Options } from 'mingo/types';
import { isEqual } from 'mingo/util';
import { compareValues } from './document-order.js';
import { compileFastFilter } from './fast-filter.js';
import { cloneJson, copyStored, type Doc, isPlainObject } from './json-value.js';

/**
 * mingo evaluates filters, projections, pipelines and update operators. Its convenience
 * functions rebuild their operator context on every call (77% of an update's time); here the
 * context is built once and every query and update reuses it.
 */
const SHARED_OPTIONS: Options = captureOptions();

function captureOptions(): Options {
  // The compute options a Query builds are not exported, so one is caught from a custom
  // operator once and reused: each Query copies it cheaply instead of copying every operator.
  let captured: Options | undefined;
  const context = Context.init({
    query: {
      $captureOptions: (_selector: string, _value: unknown, options: Options) => {
        captured = options;
        return () => true;
      },
    },
  });
  new MingoQuery({ x: { $captureOptions: 1 } }, { context, scriptEnabled: false });
  if (!captured) throw new Error('mingo did not hand its options to a query operator');
  return captured;
}

export type Predicate = (doc: Doc) => boolean;

const MATCH_ALL: Predicate = () => true;

/** Compiles a filter once; the predicate is reused for every candidate document. */
export function compileFilter(filter: Doc | undefined): Predicate {
  if (!filter || Object.keys(filter).length === 0) return MATCH_ALL;
  const general = (): Predicate => {
    const query = new QueryBase(filter, SHARED_OPTIONS);
    return (doc) => query.test(doc);
  };
  // Plain filters (equality, ranges, $in, $and/$or...) run as JavaScript; mingo decides the rest.
  return compileFastFilter(filter, general) ?? general();
}

/**
 * A plain inclusion projection of top-level fields ({ a: 1, b: true }, `_id` kept unless
 * `_id: 0`) as a function that copies only those fields of a stored document: a query that
 * names a few fields does not copy whole documents. Null for any other projection (`project`
 * handles it after a full copy).
 *
 * @example fieldPicker({ customerId: 1 })?.(stored) // { _id, customerId }
 */
export function fieldPicker(
  projection: Readonly<Record<string, unknown>>,
): ((doc: Doc) => Doc) | null {
  const keys: string[] = [];
  let withId = true;
  for (const [key, value] of Object.entries(projection)) {
    if (key === '_id' && (value === 0 || value === false)) {
      withId = false;
    } else if (value !== 1 && value !== true) {
      return null;
    } else if (key !== '_id') {
      if (key.includes('.') || key.startsWith('$')) return null;
      keys.push(key);
    }
  }
  if (keys.length === 0) return null;
  return (doc) => {
    const out: Doc = {};
    if (withId && doc._id !== undefined) out._id = copyStored(doc._id);
    for (const key of keys) if (doc[key] !== undefined) out[key] = copyStored(doc[key]);
    return out;
  };
}

/** Applies a find projection ({ a: 1 } / { a: 0 }) to a page of documents. */
export function project(docs: Doc[], projection: Readonly<Record<string, unknown>>): Doc[] {
  if (Object.keys(projection).length === 0) return docs;
  const query = new QueryBase({}, SHARED_OPTIONS);
  return query.find<Doc>(docs, projection).all();
}

const FORBIDDEN_STAGES = new Set(['$out', '$merge']);

/** Runs a pipeline; `$lookup` and `$unionWith` read other collections through `resolve`. */
export function runPipeline(
  docs: Doc[],
  pipeline: readonly Doc[],
  resolve: CollectionResolver,
): Doc[] {
  for (const stage of pipeline) {
    const name = Object.keys(stage)[0];
    if (name && FORBIDDEN_STAGES.has(name)) {
      throw new Error(`${name} is outside the read store subset; projections write read models`);
    }
  }
  const aggregator = new Aggregator([...pipeline], {
    collectionResolver: resolve,
    scriptEnabled: false,
  });
  return aggregator.run<Doc>(docs);
}

type Mutator = (doc: Doc) => string[];
type OperatorFactory = (expr: AnyObject) => Mutator;

/** The update operators of the port; anything else is refused, as the subset promises. */
const UPDATE_OPERATORS: Readonly<Record<string, OperatorFactory>> = {
  $set: (expr) => $set(expr),
  $unset: (expr) => $unset(expr as Parameters<typeof $unset>[0]),
  $inc: (expr) => $inc(expr as Parameters<typeof $inc>[0]),
  $min: (expr) => $min(expr),
  $max: (expr) => $max(expr),
  $push: (expr) => $push(expr),
  $pull: (expr) => $pull(expr),
  $addToSet: (expr) => $addToSet(expr),
  $setOnInsert: (expr) => $set(expr),
};

/** Operators applied without mingo when their paths cross only plain objects. */
type FastOperator = '$set' | '$unset' | '$inc' | '$min' | '$max' | '$setOnInsert';
const FAST_OPERATORS = new Set<string>(['$set', '$unset', '$inc', '$min', '$max', '$setOnInsert']);

export class UpdateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UpdateError';
  }
}

/** An update (`{ $set: ..., $inc: ... }`) checked once, applied to any number of documents. */
export interface CompiledUpdate {
  /** Mutates `doc` in place; true when anything changed. `inserting` applies `$setOnInsert`. */
  apply(doc: Doc, inserting: boolean): boolean;
}

interface FieldUpdate {
  readonly operator: FastOperator;
  readonly parts: readonly string[];
  readonly value: unknown;
}

/** What an update's operators and paths allow, checked once per shape and cached. */
interface UpdateShape {
  readonly fields: ReadonlyArray<{
    readonly operator: FastOperator;
    readonly path: string;
    readonly parts: readonly string[];
  }>;
  /** Every operator has a fast path. */
  readonly fast: boolean;
  /** Why `$setOnInsert` conflicts with another operator, or null. */
  readonly insertConflict: string | null;
}

const SHAPES = new Map<string, UpdateShape>();
const MAX_SHAPES = 2_000;

export function compileUpdate(update: Doc): CompiledUpdate {
  if (!isPlainObject(update)) {
    throw new UpdateError(
      'update must be a document of update operators (pipelines are outside the subset)',
    );
  }
  let signature = '';
  for (const operator in update) {
    const expr = update[operator];
    if (!isPlainObject(expr)) throw new UpdateError(`${operator} needs a document of fields`);
    signature += `${operator}\u0000${Object.keys(expr).join('\u0001')}\u0002`;
  }
  let shape = SHAPES.get(signature);
  if (!shape) {
    shape = shapeOf(update);
    if (SHAPES.size >= MAX_SHAPES) SHAPES.clear();
    SHAPES.set(signature, shape);
  }
  const fields: FieldUpdate[] = shape.fields.map(({ operator, path, parts }) => {
    const value = (update[operator] as Doc)[path];
    if (operator === '$inc' && (typeof value !== 'number' || !Number.isFinite(value))) {
      throw new UpdateError('Cannot increment with non-numeric argument');
    }
    return { operator, parts, value };
  });
  const { fast, insertConflict } = shape;
  return {
    apply(doc, inserting) {
      if (inserting && insertConflict) throw new UpdateError(insertConflict);
      if (fast && fields.every((field) => plainPath(doc, field.parts))) {
        let modified = false;
        for (const field of fields) {
          if (field.operator === '$setOnInsert' && !inserting) continue;
          if (applyField(doc, field)) modified = true;
        }
        return modified;
      }
      return applyWithMingo(doc, update, inserting);
    },
  };
}

function shapeOf(update: Doc): UpdateShape {
  const operators = Object.keys(update);
  if (operators.length === 0)
    throw new UpdateError('update document must contain update operators');
  const paths: string[] = [];
  const insertPaths: string[] = [];
  const fields: Array<UpdateShape['fields'][number]> = [];
  let fast = true;
  for (const operator of operators) {
    if (!UPDATE_OPERATORS[operator]) {
      throw new UpdateError(
        operator.startsWith('$')
          ? `update operator ${operator} is outside the read store subset`
          : 'update document requires atomic operators (use replaceOne to replace a document)',
      );
    }
    const isFast = FAST_OPERATORS.has(operator);
    if (!isFast) fast = false;
    for (const path of Object.keys(update[operator] as Doc)) {
      checkPath(operator, path);
      (operator === '$setOnInsert' ? insertPaths : paths).push(path);
      if (isFast) fields.push({ operator: operator as FastOperator, path, parts: path.split('.') });
    }
  }
  checkConflicts(paths);
  let insertConflict: string | null = null;
  if (insertPaths.length > 0) {
    try {
      checkConflicts([...paths, ...insertPaths]);
    } catch (error) {
      insertConflict = (error as Error).message;
    }
  }
  return { fields, fast, insertConflict };
}

/** True when every parent on the path is a plain object or missing (no array to descend). */
function plainPath(doc: Doc, parts: readonly string[]): boolean {
  let node: unknown = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    node = (node as Doc)[parts[i] as string];
    if (node === undefined) return true;
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return false;
  }
  return true;
}

function applyField(doc: Doc, field: FieldUpdate): boolean {
  const { parts, operator, value } = field;
  let node: Doc = doc;
  const last = parts.length - 1;
  for (let i = 0; i < last; i++) {
    const part = parts[i] as string;
    let next = node[part];
    if (next === undefined) {
      if (operator === '$unset') return false;
      next = {};
      node[part] = next;
    }
    node = next as Doc;
  }
  const key = parts[last] as string;
  const current = node[key];
  switch (operator) {
    case '$set':
    case '$setOnInsert':
      if (current !== undefined && isEqual(current, value)) return false;
      node[key] = cloneJson(value);
      return true;
    case '$unset':
      if (current === undefined) return false;
      Reflect.deleteProperty(node, key);
      return true;
    case '$inc':
      if (current === undefined) {
        // From 0, as mingo does: `$inc: -0` stores 0 (JSON has no -0 either).
        node[key] = 0 + (value as number);
        return true;
      }
      if (typeof current !== 'number') {
        throw new UpdateError(
          `Cannot apply $inc to a value of non-numeric type (field '${parts.join('.')}')`,
        );
      }
      node[key] = current + (value as number);
      return node[key] !== current;
    case '$min':
    case '$max': {
      if (current !== undefined) {
        const order = compareValues(value, current);
        if (operator === '$min' ? order >= 0 : order <= 0) return false;
      }
      node[key] = cloneJson(value);
      return true;
    }
  }
}

function applyWithMingo(doc: Doc, update: Doc, inserting: boolean): boolean {
  let modified = false;
  for (const operator of Object.keys(update)) {
    if (operator === '$setOnInsert' && !inserting) continue;
    const factory = UPDATE_OPERATORS[operator] as OperatorFactory;
    const expr = update[operator] as Doc;
    // Stored values are the store's own copies; $pull's conditions are read, never stored.
    if (factory(operator === '$pull' ? expr : (cloneJson(expr) as Doc))(doc).length > 0)
      modified = true;
  }
  return modified;
}

function checkPath(operator: string, path: string): void {
  if (
    path === '' ||
    path.includes('$') ||
    path.includes('..') ||
    path.startsWith('.') ||
    path.endsWith('.')
  ) {
    throw new UpdateError(
      `${operator} path '${path}' is outside the read store subset (positional operators are not supported)`,
    );
  }
  if (path === '_id' || path.startsWith('_id.')) {
    throw new UpdateError(
      `Performing an update on the path '${path}' would modify the immutable field '_id'`,
    );
  }
}

/** MongoDB refuses two operators touching the same path or a path and its parent. */
function checkConflicts(paths: readonly string[]): void {
  const sorted = [...paths].sort();
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1] as string;
    const current = sorted[i] as string;
    if (current === previous || current.startsWith(`${previous}.`)) {
      throw new UpdateError(
        `Updating the path '${current}' would create a conflict at '${previous}'`,
      );
    }
  }
}
