import { Aggregator, Context, Query as MingoQuery } from 'mingo';
import { Query as QueryBase } from 'mingo/query';
import { $addToSet, $inc, $max, $min, $pull, $push, $set, $unset } from 'mingo/operators/update';
import type { AnyObject, CollectionResolver, Options } from 'mingo/types';
import { isEqual, unique } from 'mingo/util';
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
type FastOperator =
  '$set' | '$unset' | '$inc' | '$min' | '$max' | '$setOnInsert' | '$push' | '$addToSet' | '$pull';
const FAST_OPERATORS = new Set<string>([
  '$set',
  '$unset',
  '$inc',
  '$min',
  '$max',
  '$setOnInsert',
  '$push',
  '$addToSet',
  '$pull',
]);
/** Operators that change an array in place of a value. */
const ARRAY_OPERATORS = new Set<string>(['$push', '$addToSet', '$pull']);

export class UpdateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UpdateError';
  }
}

/** An update (`{ $set: ..., $inc: ... }`) checked once, applied to any number of documents. */
export interface CompiledUpdate {
  /**
   * The document `doc` becomes, or null when nothing changes; `inserting` applies
   * `$setOnInsert`. `doc` is never mutated: the result copies only the objects on the changed
   * paths and shares every other part with `doc` (stored documents are immutable, so sharing
   * is safe), which makes an update cost the depth of its paths, not the size of the document.
   */
  apply(doc: Doc, inserting: boolean): Doc | null;
}

interface FieldUpdate {
  readonly operator: FastOperator;
  readonly parts: readonly string[];
  /** The operand, already copied for storing ($set, $min, $max, $push and $addToSet items). */
  readonly value: unknown;
  /** `$pull`: whether an array item goes. */
  readonly remove: ((item: unknown) => boolean) | null;
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
  for (const { operator, path } of shape.fields) {
    const operand = (update[operator] as Doc)[path];
    if (operator === '$inc' && (typeof operand !== 'number' || !Number.isFinite(operand))) {
      throw new UpdateError('Cannot increment with non-numeric argument');
    }
  }
  const { insertConflict } = shape;
  // Prepared at the first document (an update that matches nothing copies nothing).
  let fields: FieldUpdate[] | null = null;
  const prepare = (): FieldUpdate[] | null => {
    const prepared: FieldUpdate[] = [];
    for (const { operator, path, parts } of shape.fields) {
      const field = fastField(operator, parts, (update[operator] as Doc)[path]);
      if (!field) return null;
      prepared.push(field);
    }
    return prepared;
  };
  let fast = shape.fast;
  return {
    apply(doc, inserting) {
      if (inserting && insertConflict) throw new UpdateError(insertConflict);
      if (fast && !fields) {
        fields = prepare();
        fast = fields !== null;
      }
      if (fields && fields.every((field) => fastApplies(doc, field))) {
        const writer = new CopyOnWrite(doc);
        for (const field of fields) {
          if (field.operator === '$setOnInsert' && !inserting) continue;
          applyField(writer, field);
        }
        return writer.root === doc ? null : writer.root;
      }
      const copy = copyStored(doc);
      return applyWithMingo(copy, update, inserting) ? copy : null;
    },
  };
}

/**
 * One field's change ready to apply, or null when its operand takes mingo: `$push` with
 * modifiers other than `$each`, `$pull` of a document (a query on the items).
 */
function fastField(
  operator: FastOperator,
  parts: readonly string[],
  operand: unknown,
): FieldUpdate | null {
  switch (operator) {
    case '$push':
    case '$addToSet': {
      if (isPlainObject(operand) && Object.keys(operand).some((key) => key.startsWith('$'))) {
        const keys = Object.keys(operand);
        if (keys.length !== 1 || keys[0] !== '$each' || !Array.isArray(operand.$each)) return null;
        return { operator, parts, value: cloneJson(operand.$each), remove: null };
      }
      return { operator, parts, value: [cloneJson(operand)], remove: null };
    }
    case '$pull': {
      // As mingo: an operand that is not a plain document of fields is a condition on the item.
      if (isPlainObject(operand) && !Object.keys(operand).some((key) => key.startsWith('$')))
        return null;
      const test = compileFilter({ k: operand });
      return { operator, parts, value: operand, remove: (item) => test({ k: item }) };
    }
    case '$inc':
    case '$unset':
      return { operator, parts, value: operand, remove: null };
    default:
      return { operator, parts, value: cloneJson(operand), remove: null };
  }
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

/**
 * True when the fast path decides this field on this document exactly as mingo would: every
 * parent on the path is a plain object or missing (no array to descend), and an array
 * operator finds an array or nothing (anything else is mingo's to refuse or ignore).
 */
function fastApplies(doc: Doc, field: FieldUpdate): boolean {
  const { parts } = field;
  let node: unknown = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    node = (node as Doc)[parts[i] as string];
    if (node === undefined) return true;
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return false;
  }
  if (!ARRAY_OPERATORS.has(field.operator)) return true;
  const current = (node as Doc)[parts[parts.length - 1] as string];
  return current === undefined || Array.isArray(current);
}

/**
 * Builds a changed document from an immutable one: the first write copies the root, and each
 * write copies the objects on its path that this update has not copied yet. Everything off
 * the changed paths stays shared with the original.
 */
class CopyOnWrite {
  root: Doc;
  private readonly copied = new Set<Doc>();

  constructor(readonly original: Doc) {
    this.root = original;
  }

  /** The value at `parts` in the document as changed so far. */
  read(parts: readonly string[]): unknown {
    let node: unknown = this.root;
    for (const part of parts) {
      if (node === undefined) return undefined;
      node = (node as Doc)[part];
    }
    return node;
  }

  /** The parent object of `parts`, writable: copied (or created) along the path. */
  parent(parts: readonly string[]): Doc {
    let node = this.own(this.root);
    this.root = node;
    for (let i = 0; i < parts.length - 1; i++) {
      const part = parts[i] as string;
      const next = node[part] as Doc | undefined;
      let owned: Doc;
      if (next === undefined) {
        owned = {};
        this.copied.add(owned);
      } else {
        owned = this.own(next);
      }
      if (owned !== next) node[part] = owned;
      node = owned;
    }
    return node;
  }

  private own(node: Doc): Doc {
    if (this.copied.has(node)) return node;
    const copy = { ...node };
    this.copied.add(copy);
    return copy;
  }
}

function applyField(writer: CopyOnWrite, field: FieldUpdate): void {
  const { parts, operator, value } = field;
  const key = parts[parts.length - 1] as string;
  const current = writer.read(parts);
  let next: unknown;
  switch (operator) {
    case '$set':
    case '$setOnInsert':
      if (current !== undefined && isEqual(current, value)) return;
      next = value;
      break;
    case '$unset':
      if (current === undefined) return;
      Reflect.deleteProperty(writer.parent(parts), key);
      return;
    case '$inc':
      if (current === undefined) {
        // From 0, as mingo does: `$inc: -0` stores 0 (JSON has no -0 either).
        next = 0 + (value as number);
        break;
      }
      if (typeof current !== 'number') {
        throw new UpdateError(
          `Cannot apply $inc to a value of non-numeric type (field '${parts.join('.')}')`,
        );
      }
      next = current + (value as number);
      if (next === current) return;
      break;
    case '$min':
    case '$max': {
      if (current !== undefined) {
        const order = compareValues(value, current);
        if (operator === '$min' ? order >= 0 : order <= 0) return;
      }
      next = value;
      break;
    }
    case '$push': {
      const items = value as unknown[];
      if (current === undefined) next = items.slice();
      else if (items.length === 0) return;
      else next = [...(current as unknown[]), ...items];
      break;
    }
    case '$addToSet': {
      const items = value as unknown[];
      if (current === undefined) {
        next = items.slice();
        break;
      }
      const before = current as unknown[];
      // mingo's own set: its notion of equal items, and its (deduplicating) result.
      const set = unique(before.concat(items));
      if (set.length === before.length) return;
      next = set;
      break;
    }
    case '$pull': {
      const before = current as unknown[] | undefined;
      if (!before || before.length === 0 || !field.remove) return;
      const kept = before.filter((item) => !field.remove?.(item));
      if (kept.length === before.length) return;
      next = kept;
      break;
    }
  }
  writer.parent(parts)[key] = next;
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
