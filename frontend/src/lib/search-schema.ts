/*
 * The routes' search schemas, without zod. Every route's `validateSearch` is in the entry chunk
 * (the router matches a URL before it loads a screen), so a schema library there is in every
 * first screen: zod alone is ~26 kB gzip, over the 170 kB budget (`npm run bench -- web`).
 * The readers below do what the routes' zod schemas did: the URL gives text (lib/search-params.ts),
 * an in-app navigation may still hold the typed value, and a value that does not read is dropped
 * (undefined, or the parameter's fallback) rather than failing the page.
 */

/** Reads one search parameter. `In` is what a link may give (types only, boxed to keep `undefined`). */
export type Param<Out, In = Out> = ((value: unknown) => Out) & { readonly input?: { is: In } };

type OutOf<P> = P extends (value: unknown) => infer O ? O : never;
/** A plain function (no declared input) takes anything, as zod's `unknown` did. */
type InOf<P> = P extends { readonly input?: { is: infer I } } ? I : unknown;
type Flatten<T> = { [K in keyof T]: T[K] } & {};
/** Keys whose value may be undefined are optional, as zod's object types have them. */
type ObjectOf<T> = Flatten<
  { [K in keyof T as undefined extends T[K] ? K : never]?: T[K] } & {
    [K in keyof T as undefined extends T[K] ? never : K]: T[K];
  }
>;
type Shape = Record<string, Param<unknown, unknown>>;

/** A route's `validateSearch` (TanStack Router's validator adapter): `parse` and its types. */
export interface SearchSchema<Out, In> {
  readonly types: { input: In; output: Out };
  parse(search: unknown): Out;
}

/** The search a schema gives a screen (what `z.infer` gave). */
export type SearchOf<S extends SearchSchema<unknown, unknown>> = S['types']['output'];

type Read<S extends Shape> = ObjectOf<{ [K in keyof S]: OutOf<S[K]> }>;
type Given<S extends Shape> = ObjectOf<{ [K in keyof S]: InOf<S[K]> }>;

/**
 * The search object of a route: each key read by its parameter; keys not in the shape are dropped,
 * keys that read as undefined are left out. `then` reshapes the result (a check across keys).
 */
export function searchSchema<S extends Shape>(shape: S): SearchSchema<Read<S>, Given<S>>;
export function searchSchema<S extends Shape, Out>(
  shape: S,
  then: (search: Read<S>) => Out,
): SearchSchema<Out, Given<S>>;
export function searchSchema<S extends Shape>(
  shape: S,
  then?: (search: Read<S>) => unknown,
): SearchSchema<unknown, Given<S>> {
  return {
    // Types only: the router reads `types` in its types, never at run time.
    types: undefined as never,
    parse(search) {
      const source = (typeof search === 'object' && search !== null ? search : {}) as Record<
        string,
        unknown
      >;
      const out: Record<string, unknown> = {};
      for (const [key, param] of Object.entries(shape)) {
        const value = param(Object.hasOwn(source, key) ? source[key] : undefined);
        if (value !== undefined) out[key] = value;
      }
      return then ? then(out as Read<S>) : out;
    },
  };
}

/**
 * Text within `min`..`max` characters (after trimming, with `trim`) and matching `pattern`;
 * anything else (a list, a number, too long) reads as undefined.
 */
export function text(
  rules: { min?: number; max?: number; trim?: boolean; pattern?: RegExp } = {},
): Param<string | undefined> {
  return (value) => {
    if (typeof value !== 'string') return undefined;
    const read = rules.trim ? value.trim() : value;
    if (rules.min !== undefined && read.length < rules.min) return undefined;
    if (rules.max !== undefined && read.length > rules.max) return undefined;
    if (rules.pattern && !rules.pattern.test(read)) return undefined;
    return read;
  };
}

/** Any scalar as its text (the URL gives text, a navigation may hold a number or a boolean). */
export const scalarText: Param<string | undefined, unknown> = (value) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined;

/** One of `values` exactly; with `coerce`, a number or boolean is read as its text first. */
export function oneOf<const V extends readonly string[]>(
  values: V,
  options: { coerce?: boolean } = {},
): Param<V[number] | undefined> {
  return (value) => {
    const read =
      options.coerce && (typeof value === 'number' || typeof value === 'boolean')
        ? String(value)
        : value;
    return typeof read === 'string' && values.includes(read) ? read : undefined;
  };
}

/** A whole number within `min`..`max`, from its text or the number itself. */
export function integer(
  rules: { min?: number; max?: number } = {},
): Param<number | undefined, number | string | undefined> {
  return (value) => {
    const read = toNumber(value);
    if (read === undefined || !Number.isInteger(read)) return undefined;
    if (rules.min !== undefined && read < rules.min) return undefined;
    if (rules.max !== undefined && read > rules.max) return undefined;
    return read;
  };
}

/** One of `values` (numbers), from its text or the number itself. */
export function numberOf<const V extends readonly number[]>(
  values: V,
): Param<V[number] | undefined, number | string | undefined> {
  return (value) => {
    const read = toNumber(value);
    return read !== undefined && values.includes(read) ? read : undefined;
  };
}

/** What `Number()` makes of a value present in the search (undefined: absent or not finite). */
function toNumber(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const read = Number(value);
  return Number.isFinite(read) ? read : undefined;
}

/**
 * A yes/no: the boolean an in-app navigation holds, or one of the texts in `texts` (the URL's).
 * Any other value reads as undefined.
 */
export function flag(
  texts: Readonly<Record<string, boolean>> = { true: true, false: false },
): Param<boolean | undefined> {
  return (value) => {
    if (typeof value === 'boolean') return value;
    return typeof value === 'string' && Object.hasOwn(texts, value) ? texts[value] : undefined;
  };
}

/** Present means true unless it is falsy (`Boolean(value)`, as `z.coerce.boolean()`). */
export const presence: Param<boolean | undefined, unknown> = (value) =>
  value === undefined ? undefined : Boolean(value);

/** The parameter, or `fallback` when it is absent or does not read. */
export function orElse<T, I>(param: Param<T | undefined, I>, fallback: T): Param<T, I | undefined> {
  return (value) => param(value) ?? fallback;
}
