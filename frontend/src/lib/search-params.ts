/**
 * How the router writes and reads the query string. TanStack Router's default JSON-encodes
 * values, so a string that looks like a number or a boolean is written quoted
 * (`?window=%227%22`, `?open_filters=%221%22`): not the URLs the product documents
 * (`/my_customers?open_filters=1`) and not what a person types or another page links to.
 *
 * Here the URL carries plain text both ways: strings as they are, numbers and booleans as their
 * text, a list as the same key repeated. Reading gives back strings only (a repeated key gives a
 * list), never a guess at the type: each route's search schema (lib/search-schema.ts) reads
 * what it needs (`revision` to a number, `window` to one of the windows), so a value reads the
 * same whether it came from a link, a reload or an in-app navigation that still holds the typed
 * value.
 */

type Scalar = string | number | boolean | bigint;

function isScalar(value: unknown): value is Scalar {
  return (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    typeof value === 'bigint'
  );
}

/** The text of one value; null and undefined leave the key out. */
function textOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (isScalar(value)) return String(value);
  // No route keeps an object in its search; should one appear, JSON is at least readable.
  return JSON.stringify(value);
}

/**
 * Escapes undone after form encoding: these characters mean nothing special in a query string
 * (browsers leave them as they are), and `filters[status]=…&sortColumn=a,b` reads as the
 * product writes its URLs. The delimiters (`&`, `=`, `+`, `#`, `%`) stay escaped.
 */
const READABLE = /%5B|%5D|%2C|%3A|%2F|%40/gi;

/** `{ a: 'x', b: 7, c: undefined }` → `?a=x&b=7` (or '' when nothing is set). */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    const values = Array.isArray(value) ? (value as unknown[]) : [value];
    for (const item of values) {
      const text = textOf(item);
      if (text !== undefined) params.append(key, text);
    }
  }
  const query = params.toString().replace(READABLE, (escape) => decodeURIComponent(escape));
  return query ? `?${query}` : '';
}

/** `?a=x&b=7&l=1&l=2` → `{ a: 'x', b: '7', l: ['1', '2'] }`; a leading '?' is optional. */
export function parseSearch(query: string): Record<string, string | string[]> {
  // No prototype: `?__proto__=x` is a key like any other, not the object's prototype.
  const search = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of new URLSearchParams(query.startsWith('?') ? query.slice(1) : query)) {
    const previous = search[key];
    search[key] =
      previous === undefined
        ? value
        : Array.isArray(previous)
          ? [...previous, value]
          : [previous, value];
  }
  return search;
}

/**
 * A `return_url` this app may navigate to: a path on this site, never another origin. A scheme
 * (`https:`, `javascript:`), a protocol-relative `//host`, a backslash (`/\host`, which browsers
 * read as `//host`) or any whitespace or control character (a tab or newline the URL parser
 * drops, turning `/\t/host` into `//host`) gives undefined.
 *
 * @example localReturnPath('/call/listing/42') // '/call/listing/42'
 * @example localReturnPath('//evil.example') // undefined
 */
export function localReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (!value.startsWith('/') || /[\\\s\u0000-\u001f\u007f]/.test(value)) return undefined;
  return value.startsWith('//') ? undefined : value;
}
