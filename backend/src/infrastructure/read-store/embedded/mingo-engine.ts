import { Aggregator, Context, Query as MingoQuery } from 'mingo';
import { Query as QueryBase } from 'mingo/query';
import { $addToSet, $inc, $max, $min, $pull, $push, $set, $unset } from 'mingo/operators/update';
import type { AnyObject, CollectionResolver, Options } from 'mingo/types';
import { type Doc, isPlainObject } from './json-value.js';

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
  const query = new QueryBase(filter, SHARED_OPTIONS);
  return (doc) => query.test(doc);
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
};

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

export function compileUpdate(update: Doc): CompiledUpdate {
  if (!isPlainObject(update)) {
    throw new UpdateError(
      'update must be a document of update operators (pipelines are outside the subset)',
    );
  }
  const operators = Object.keys(update);
  if (operators.length === 0)
    throw new UpdateError('update document must contain update operators');
  const paths: string[] = [];
  const insertPaths: string[] = [];
  const mutators: Mutator[] = [];
  let onInsert: Mutator | null = null;
  for (const operator of operators) {
    const expr = update[operator];
    if (!isPlainObject(expr)) throw new UpdateError(`${operator} needs a document of fields`);
    for (const path of Object.keys(expr)) {
      checkPath(operator, path);
      (operator === '$setOnInsert' ? insertPaths : paths).push(path);
    }
    if (operator === '$setOnInsert') {
      onInsert = $set(expr);
      continue;
    }
    const factory = UPDATE_OPERATORS[operator];
    if (!factory) {
      throw new UpdateError(
        operator.startsWith('$')
          ? `update operator ${operator} is outside the read store subset`
          : 'update document requires atomic operators (use replaceOne to replace a document)',
      );
    }
    mutators.push(factory(expr));
  }
  checkConflicts(paths);
  const withInsert = [...paths, ...insertPaths];
  const insertMutator = onInsert;
  return {
    apply(doc, inserting) {
      if (inserting && insertMutator) checkConflicts(withInsert);
      let modified = false;
      for (const mutate of mutators) if (mutate(doc).length > 0) modified = true;
      if (inserting && insertMutator && insertMutator(doc).length > 0) modified = true;
      return modified;
    },
  };
}

function checkPath(operator: string, path: string): void {
  if (path === '' || path.split('.').some((part) => part === '' || part.startsWith('$'))) {
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
