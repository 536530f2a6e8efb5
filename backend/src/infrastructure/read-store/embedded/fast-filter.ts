import { type Doc, isPlainObject } from './json-value.js';

type Predicate = (doc: Doc) => boolean;
type Scalar = string | number | boolean | null;

/** Returned by a compiled test when a document needs the general engine (a path through an array). */
const UNDECIDED = 2;
type Verdict = boolean | typeof UNDECIDED;
type Test = (doc: Doc) => Verdict;

const RANGE = new Set(['$gt', '$gte', '$lt', '$lte']);
const LITERAL_PATTERN = /^(?:[^\\.*+?^${}()|[\]]|\\[.*+?^${}()|[\]\\/-])*$/;

/**
 * A plain JavaScript predicate for the filters most queries use, with MongoDB's semantics:
 * equality, `$ne`, `$in`, `$nin`, ranges on numbers and strings (type-bracketed; strings by code
 * point), a literal `$regex` (escaped text, no options), and `$and` / `$or` of those, on
 * dotted paths through objects, with array leaves matching by element. Returns null for any
 * other filter (the caller uses mingo); a document whose path runs through an array is handed
 * to `fallback`. Property-tested against mingo (fast-filter.unit.spec.ts).
 *
 * @example compileFastFilter({ creatorId: 'c1', e365: { $gte: 100 } }, mingoTest)
 */
export function compileFastFilter(filter: Doc, fallback: () => Predicate): Predicate | null {
  const test = compileConjunction(filter);
  if (!test) return null;
  let general: Predicate | null = null;
  return (doc) => {
    const verdict = test(doc);
    if (verdict !== UNDECIDED) return verdict;
    general ??= fallback();
    return general(doc);
  };
}

function compileConjunction(filter: Doc): Test | null {
  const parts: Test[] = [];
  for (const [key, value] of Object.entries(filter)) {
    let part: Test | null;
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(value) || value.length === 0) return null;
      const tests: Test[] = [];
      for (const item of value as unknown[]) {
        if (!isPlainObject(item)) return null;
        const compiled = compileConjunction(item);
        if (!compiled) return null;
        tests.push(compiled);
      }
      part = key === '$and' ? all(tests) : any(tests);
    } else if (
      key.startsWith('$') ||
      key === '' ||
      key.split('.').some((s) => s === '' || s.startsWith('$'))
    ) {
      return null;
    } else {
      part = compileField(key.split('.'), value);
    }
    if (!part) return null;
    parts.push(part);
  }
  return all(parts);
}

function all(tests: Test[]): Test {
  if (tests.length === 1) return tests[0] as Test;
  return (doc) => {
    let undecided = false;
    for (const test of tests) {
      const verdict = test(doc);
      if (verdict === false) return false;
      if (verdict === UNDECIDED) undecided = true;
    }
    return undecided ? UNDECIDED : true;
  };
}

function any(tests: Test[]): Test {
  return (doc) => {
    let undecided = false;
    for (const test of tests) {
      const verdict = test(doc);
      if (verdict === true) return true;
      if (verdict === UNDECIDED) undecided = true;
    }
    return undecided ? UNDECIDED : false;
  };
}

/** A leaf's value: undefined when missing; UNDECIDED when the path crosses an array. */
function resolver(path: readonly string[]): (doc: Doc) => unknown {
  if (path.length === 1) {
    const key = path[0] as string;
    return (doc) => doc[key];
  }
  return (doc) => {
    let value: unknown = doc;
    for (let i = 0; i < path.length; i++) {
      if (value === null || value === undefined) return undefined;
      if (Array.isArray(value)) return UNDECIDED;
      if (typeof value !== 'object') return undefined;
      value = (value as Doc)[path[i] as string];
    }
    return value;
  };
}

type LeafTest = (value: unknown) => boolean;

function compileField(path: readonly string[], condition: unknown): Test | null {
  const leaf = compileCondition(condition);
  if (!leaf) return null;
  const resolve = resolver(path);
  return (doc) => {
    const value = resolve(doc);
    return value === UNDECIDED ? UNDECIDED : leaf(value);
  };
}

function compileCondition(condition: unknown): LeafTest | null {
  if (isScalar(condition)) return equals(condition);
  if (!isPlainObject(condition)) return null;
  const ops = Object.keys(condition);
  if (ops.length === 0 || ops.some((op) => !op.startsWith('$'))) return null;
  const tests: LeafTest[] = [];
  for (const op of ops) {
    const operand = condition[op];
    let test: LeafTest | null = null;
    if (op === '$eq' && isScalar(operand)) test = equals(operand);
    else if (op === '$ne' && isScalar(operand)) test = not(equals(operand));
    else if ((op === '$in' || op === '$nin') && Array.isArray(operand) && operand.every(isScalar)) {
      const member = oneOf(operand);
      test = op === '$in' ? member : not(member);
    } else if (RANGE.has(op) && (typeof operand === 'number' || typeof operand === 'string')) {
      test = range(op, operand);
    } else if (op === '$regex' && typeof operand === 'string' && LITERAL_PATTERN.test(operand)) {
      // Case folding differs between JavaScript and PCRE beyond ASCII: options go to mingo.
      const flags = condition.$options;
      if (flags !== undefined && flags !== '') return null;
      test = matchesText(new RegExp(operand));
    } else if (op === '$options' && typeof condition.$regex === 'string') {
      continue;
    }
    if (!test) return null;
    tests.push(test);
  }
  return tests.length === 1
    ? (tests[0] as LeafTest)
    : (value) => tests.every((test) => test(value));
}

function not(test: LeafTest): LeafTest {
  return (value) => !test(value);
}

/** MongoDB equality with a scalar: null matches missing; an array matches by any element. */
function equals(wanted: Scalar): LeafTest {
  const same = (value: unknown) =>
    wanted === null ? value === null || value === undefined : value === wanted;
  return (value) => {
    if (Array.isArray(value)) return value.some((item) => same(item));
    return same(value);
  };
}

function oneOf(options: readonly Scalar[]): LeafTest {
  const set = new Set<unknown>(options);
  const takesNull = set.has(null);
  const member = (value: unknown) =>
    value === null || value === undefined ? takesNull : set.has(value);
  return (value) => {
    if (Array.isArray(value)) return value.some((item) => member(item) && item !== undefined);
    return member(value);
  };
}

/** Ranges compare within a type: numbers with numbers, strings with strings (by code point). */
function range(op: string, operand: number | string): LeafTest {
  const ok =
    op === '$gt'
      ? (c: number) => c > 0
      : op === '$gte'
        ? (c: number) => c >= 0
        : op === '$lt'
          ? (c: number) => c < 0
          : (c: number) => c <= 0;
  const one =
    typeof operand === 'number'
      ? (value: unknown) => typeof value === 'number' && ok(value - operand)
      : (value: unknown) => typeof value === 'string' && ok(compareCodePoints(value, operand));
  return (value) => (Array.isArray(value) ? value.some((item) => one(item)) : one(value));
}

function matchesText(pattern: RegExp): LeafTest {
  const one = (value: unknown) => typeof value === 'string' && pattern.test(value);
  return (value) => (Array.isArray(value) ? value.some((item) => one(item)) : one(value));
}

/** String order of MongoDB (UTF-8 bytes = code points), not JavaScript's UTF-16 units. */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xSurrogate = x >= 0xd800 && x <= 0xdfff;
    const ySurrogate = y >= 0xd800 && y <= 0xdfff;
    if (xSurrogate === ySurrogate) return x - y;
    // A surrogate stands for a code point above U+FFFF: above every other unit.
    return xSurrogate ? 1 : -1;
  }
  return a.length - b.length;
}

function isScalar(value: unknown): value is Scalar {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}
