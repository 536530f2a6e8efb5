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
 * A plain projection of top-level fields as a function that copies only what it keeps of a
 * stored document: an inclusion ({ a: 1, b: true }, `_id` kept unless `_id: 0`) or an exclusion
 * ({ purchases: 0 }, every other field kept). A query that names a few fields, or leaves out a
 * large one, does not copy whole documents. Null for any other projection (`project` handles it
 * after a full copy). `copy` hands each value out: a copy, or for readers that never change what
 * they read (`readOnly`) the stored value itself.
 *
 * @example fieldPicker({ customerId: 1 })?.(stored) // { _id, customerId }
 * @example fieldPicker({ purchases: 0 })?.(stored) // everything but purchases
 */
export function fieldPicker(
  projection: Readonly<Record<string, unknown>>,
  copy: <V>(value: V) => V = copyStored,
): ((doc: Doc) => Doc) | null {
  const included: string[] = [];
  const excluded = new Set<string>();
  let withId = true;
  for (const [key, value] of Object.entries(projection)) {
    if (key.includes('.') || key.startsWith('$')) return null;
    if (value === 0 || value === false) {
      if (key === '_id') withId = false;
      else excluded.add(key);
    } else if (value === 1 || value === true) {
      if (key !== '_id') included.push(key);
    } else {
      return null;
    }
  }
  if (included.length > 0 && excluded.size > 0) return null;
  if (included.length > 0) {
    return (doc) => {
      const out: Doc = {};
      if (withId && doc._id !== undefined) out._id = copy(doc._id);
      for (const key of included) if (doc[key] !== undefined) out[key] = copy(doc[key]);
      return out;
    };
  }
  if (excluded.size === 0) return null;
  if (!withId) excluded.add('_id');
  return (doc) => {
    const out: Doc = {};
    for (const key in doc) {
      if (!excluded.has(key) && doc[key] !== undefined) out[key] = copy(doc[key]);
    }
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

/** One field of an update shape: its operator and path, checked once per shape. */
interface ShapeField {
  readonly operator: FastOperator;
  readonly path: string;
  readonly parts: readonly string[];
  /** The last part of the path: the key written in its parent. */
  readonly key: string;
  readonly array: boolean;
}

/** What an update's operators and paths allow, checked once per shape and cached. */
interface UpdateShape {
  readonly fields: readonly ShapeField[];
  /** Every operator has a fast path. */
  readonly fast: boolean;
  /**
   * Every path is a top-level field and no operator works on arrays: the fast path applies to
   * any document, and the result is one shallow copy of it.
   */
  readonly flat: boolean;
  /** Why `$setOnInsert` conflicts with another operator, or null. */
  readonly insertConflict: string | null;
}

/**
 * Shapes by operators and paths, as a tree of their names in order (an operator, its paths,
 * END, the next operator...): finding an update's shape reads its keys and builds no string.
 */
interface ShapeNode {
  readonly next: Map<string | symbol, ShapeNode>;
  shape: UpdateShape | null;
}
const END_OF_OPERATOR = Symbol('end of operator');
const MAX_SHAPE_NODES = 20_000;
let shapeRoot: ShapeNode = { next: new Map(), shape: null };
let shapeNodes = 0;

function shapeChild(node: ShapeNode, key: string | symbol): ShapeNode {
  let child = node.next.get(key);
  if (!child) {
    child = { next: new Map(), shape: null };
    node.next.set(key, child);
    shapeNodes++;
  }
  return child;
}

/** A field operand prepared for the fast path is never this; it marks one that takes mingo. */
const NEEDS_MINGO = Symbol('needs mingo');

export function compileUpdate(update: Doc): CompiledUpdate {
  if (!isPlainObject(update)) {
    throw new UpdateError(
      'update must be a document of update operators (pipelines are outside the subset)',
    );
  }
  if (shapeNodes >= MAX_SHAPE_NODES) {
    shapeRoot = { next: new Map(), shape: null };
    shapeNodes = 0;
  }
  let node = shapeRoot;
  for (const operator in update) {
    const expr = update[operator];
    if (!isPlainObject(expr)) throw new UpdateError(`${operator} needs a document of fields`);
    node = shapeChild(node, operator);
    for (const path in expr) node = shapeChild(node, path);
    node = shapeChild(node, END_OF_OPERATOR);
  }
  const shape = (node.shape ??= shapeOf(update));
  for (const { operator, path } of shape.fields) {
    if (operator !== '$inc') continue;
    const operand = (update[operator] as Doc)[path];
    if (typeof operand !== 'number' || !Number.isFinite(operand)) {
      throw new UpdateError('Cannot increment with non-numeric argument');
    }
  }
  const { insertConflict, fields } = shape;
  // Prepared at the first document (an update that matches nothing copies nothing): each
  // field's operand ready to store, or null when one of them takes mingo.
  let operands: unknown[] | null = null;
  let fast = shape.fast;
  const prepare = (): unknown[] | null => {
    const prepared: unknown[] = [];
    for (const { operator, path } of fields) {
      const operand = fastOperand(operator, (update[operator] as Doc)[path]);
      if (operand === NEEDS_MINGO) return null;
      prepared.push(operand);
    }
    return prepared;
  };
  return {
    apply(doc, inserting) {
      if (inserting && insertConflict) throw new UpdateError(insertConflict);
      if (fast && !operands) {
        operands = prepare();
        fast = operands !== null;
      }
      if (operands && shape.flat) return applyFlat(doc, fields, operands, inserting);
      if (operands && fields.every((field) => fastApplies(doc, field))) {
        const writer = new CopyOnWrite(doc);
        for (let i = 0; i < fields.length; i++) {
          const field = fields[i] as ShapeField;
          if (field.operator === '$setOnInsert' && !inserting) continue;
          const next = nextValue(field, operands[i], writer.read(field.parts));
          if (next === UNCHANGED) continue;
          if (next === REMOVED) Reflect.deleteProperty(writer.parent(field.parts), field.key);
          else writer.parent(field.parts)[field.key] = next;
        }
        return writer.root === doc ? null : writer.root;
      }
      const copy = copyStored(doc);
      return applyWithMingo(copy, update, inserting) ? copy : null;
    },
  };
}

/** The fast path of an update whose paths are all top-level fields: one shallow copy. */
function applyFlat(
  doc: Doc,
  fields: readonly ShapeField[],
  operands: readonly unknown[],
  inserting: boolean,
): Doc | null {
  let out: Doc | null = null;
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] as ShapeField;
    if (field.operator === '$setOnInsert' && !inserting) continue;
    const next = nextValue(field, operands[i], (out ?? doc)[field.key]);
    if (next === UNCHANGED) continue;
    out ??= { ...doc };
    if (next === REMOVED) Reflect.deleteProperty(out, field.key);
    else out[field.key] = next;
  }
  return out;
}

/**
 * A field's operand ready for the fast path, or NEEDS_MINGO: `$push` with modifiers other
 * than `$each`, `$pull` of a document (a query on the items). `$pull` gets its item test,
 * `$push`/`$addToSet` their items, values to store a copy.
 */
function fastOperand(operator: FastOperator, operand: unknown): unknown {
  switch (operator) {
    case '$push':
    case '$addToSet': {
      if (isPlainObject(operand) && Object.keys(operand).some((key) => key.startsWith('$'))) {
        const keys = Object.keys(operand);
        if (keys.length !== 1 || keys[0] !== '$each' || !Array.isArray(operand.$each))
          return NEEDS_MINGO;
        return cloneJson(operand.$each);
      }
      return [cloneJson(operand)];
    }
    case '$pull': {
      // As mingo: an operand that is not a plain document of fields is a condition on the item.
      if (isPlainObject(operand) && !Object.keys(operand).some((key) => key.startsWith('$')))
        return NEEDS_MINGO;
      const test = compileFilter({ k: operand });
      return (item: unknown) => test({ k: item });
    }
    case '$inc':
    case '$unset':
      return operand;
    default:
      return cloneJson(operand);
  }
}

function shapeOf(update: Doc): UpdateShape {
  const operators = Object.keys(update);
  if (operators.length === 0)
    throw new UpdateError('update document must contain update operators');
  const paths: string[] = [];
  const insertPaths: string[] = [];
  const fields: ShapeField[] = [];
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
      if (isFast) {
        const parts = path.split('.');
        fields.push({
          operator: operator as FastOperator,
          path,
          parts,
          key: parts[parts.length - 1] as string,
          array: ARRAY_OPERATORS.has(operator),
        });
      }
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
  const flat = fields.every((field) => field.parts.length === 1 && !field.array);
  return { fields, fast, flat, insertConflict };
}

/**
 * True when the fast path decides this field on this document exactly as mingo would: every
 * parent on the path is a plain object or missing (no array to descend), and an array
 * operator finds an array or nothing (anything else is mingo's to refuse or ignore).
 */
function fastApplies(doc: Doc, field: ShapeField): boolean {
  const { parts } = field;
  let node: unknown = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    node = (node as Doc)[parts[i] as string];
    if (node === undefined) return true;
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return false;
  }
  if (!field.array) return true;
  const current = (node as Doc)[field.key];
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

/** nextValue's answers besides a new value: the field stays as it is, or goes. */
const UNCHANGED = Symbol('unchanged');
const REMOVED = Symbol('removed');

/**
 * What one field becomes: `current` is its value in the document as changed so far, `operand`
 * the field's prepared operand (fastOperand).
 */
function nextValue(field: ShapeField, operand: unknown, current: unknown): unknown {
  switch (field.operator) {
    case '$set':
    case '$setOnInsert':
      return current !== undefined && isEqual(current, operand) ? UNCHANGED : operand;
    case '$unset':
      return current === undefined ? UNCHANGED : REMOVED;
    case '$inc': {
      // From 0, as mingo does: `$inc: -0` stores 0 (JSON has no -0 either).
      if (current === undefined) return 0 + (operand as number);
      if (typeof current !== 'number') {
        throw new UpdateError(
          `Cannot apply $inc to a value of non-numeric type (field '${field.path}')`,
        );
      }
      const next = current + (operand as number);
      return next === current ? UNCHANGED : next;
    }
    case '$min':
    case '$max': {
      if (current === undefined) return operand;
      const order = compareValues(operand, current);
      return (field.operator === '$min' ? order >= 0 : order <= 0) ? UNCHANGED : operand;
    }
    case '$push': {
      const items = operand as unknown[];
      if (current === undefined) return items.slice();
      if (items.length === 0) return UNCHANGED;
      return [...(current as unknown[]), ...items];
    }
    case '$addToSet': {
      const items = operand as unknown[];
      if (current === undefined) return items.slice();
      const before = current as unknown[];
      // mingo's own set: its notion of equal items, and its (deduplicating) result.
      const set = unique(before.concat(items));
      return set.length === before.length ? UNCHANGED : set;
    }
    case '$pull': {
      const before = current as unknown[] | undefined;
      if (!before || before.length === 0) return UNCHANGED;
      const remove = operand as (item: unknown) => boolean;
      const kept = before.filter((item) => !remove(item));
      return kept.length === before.length ? UNCHANGED : kept;
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
