/**
 * The app's page with the screen's own code named in it (docs/adr/0128): the build lists each
 * screen's chunks by its URL pattern (frontend/scripts/route-preloads.mjs writes
 * dist/route-preloads.json), and the page sent for a URL carries `<link rel="modulepreload">`
 * for the screen that URL opens, so the browser loads them beside the entry chunk instead of
 * after it has run.
 */

/**
 * One screen as the build lists it: its URL pattern (`/$login`, `/feed/home`), its files, and
 * the API paths its loader asks for first (`/client_api/advisors/$login/listings`), if listed.
 */
export interface RoutePreload {
  readonly path: string;
  readonly js: readonly string[];
  readonly css: readonly string[];
  readonly data?: readonly string[];
}

/** A segment of a pattern: a literal, a `$param` (one segment) or a `$` splat (the rest). */
type Segment =
  { readonly kind: 0; readonly text: string } | { readonly kind: 1 } | { readonly kind: 2 };

interface Pattern {
  readonly segments: readonly Segment[];
  readonly preload: RoutePreload;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}

/** A URL path's segments, decoded; null for a path that does not decode. */
function decodedSegments(path: string): string[] | null {
  try {
    return segmentsOf(path).map((part) => decodeURIComponent(part));
  } catch {
    return null;
  }
}

/** `html` with `text` right before `</head>` (as it is without a head or without text). */
export function beforeHead(html: string, text: string): string {
  const head = html.indexOf('</head>');
  return text === '' || head < 0 ? html : `${html.slice(0, head)}${text}${html.slice(head)}`;
}

function patternOf(preload: RoutePreload): Pattern {
  return {
    preload,
    segments: segmentsOf(preload.path).map((part): Segment => {
      if (part === '$') return { kind: 2 };
      if (part.startsWith('$')) return { kind: 1 };
      return { kind: 0, text: part.toLowerCase() };
    }),
  };
}

function matches(pattern: Pattern, parts: readonly string[]): boolean {
  for (const [i, segment] of pattern.segments.entries()) {
    if (segment.kind === 2) return parts.length > i;
    const part = parts[i];
    if (part === undefined) return false;
    if (segment.kind === 0 && segment.text !== part.toLowerCase()) return false;
  }
  return parts.length === pattern.segments.length;
}

/** Literal segments before parameters, parameters before a splat, segment by segment. */
function moreSpecific(a: Pattern, b: Pattern): boolean {
  for (const [i, segment] of a.segments.entries()) {
    const other = b.segments[i];
    if (!other) break;
    if (segment.kind !== other.kind) return segment.kind < other.kind;
  }
  return a.segments.length > b.segments.length;
}

/** The screen a URL path opens, the way the router ranks its routes; null for none. */
export function routePreloadFor(
  preloads: readonly RoutePreload[],
): (path: string) => RoutePreload | null {
  const patterns = preloads.map(patternOf);
  return (path) => {
    const parts = decodedSegments(path);
    if (!parts) return null;
    let best: Pattern | null = null;
    for (const pattern of patterns) {
      if (matches(pattern, parts) && (!best || moreSpecific(pattern, best))) best = pattern;
    }
    return best?.preload ?? null;
  };
}

/**
 * The screen's first API requests for one URL path, as `<link rel="preload" as="fetch">` (the
 * API client's requests send cookies: `use-credentials`, so the browser hands the preloaded
 * answers to them): each template's `$param` filled from the path, encoded, so the data is on
 * its way while the code loads. Empty without data, or for a path the pattern does not fit.
 */
export function dataPreloadLinks(preload: RoutePreload, path: string): string {
  if (!preload.data?.length) return '';
  const names = segmentsOf(preload.path);
  const parts = decodedSegments(path);
  if (!parts) return '';
  const params = new Map<string, string>();
  for (const [i, name] of names.entries()) {
    const value = parts[i];
    if (name.startsWith('$') && name !== '$' && value !== undefined) params.set(name, value);
  }
  return preload.data
    .filter((template) => API_TEMPLATE.test(template))
    .map((template) => {
      const href = template
        .split('/')
        .map((part) => {
          const value = params.get(part);
          return value === undefined ? part : encodeURIComponent(value);
        })
        .join('/');
      return href.includes('$')
        ? ''
        : `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`;
    })
    .join('');
}

/** An API path (`/client_api/...`, `/feeds/...`) with `$param` segments, nothing that could close the tag. */
const API_TEMPLATE = /^\/(client_api|feeds)(\/[\w$.-]+)+$/;

/** Built file names only: `/assets/<name>.js|css`, nothing that could close the tag. */
const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

/** The page with the screen's files named before `</head>` (the page as it is without them). */
export function withPreloads(indexHtml: string, preload: RoutePreload | null): string {
  if (!preload) return indexHtml;
  const links = [
    ...preload.js
      .filter((file) => ASSET.test(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
    ...preload.css
      .filter((file) => ASSET.test(file))
      .map((file) => `<link rel="preload" as="style" crossorigin href="${file}">`),
  ];
  return beforeHead(indexHtml, links.join(''));
}

/** The list the build wrote, or none when it is missing or not a list of screens. */
export function parseRoutePreloads(text: string): RoutePreload[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const strings = (list: unknown): list is string[] =>
    Array.isArray(list) && list.every((item) => typeof item === 'string');
  return value.filter(
    (item): item is RoutePreload =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as RoutePreload).path === 'string' &&
      strings((item as RoutePreload).js) &&
      strings((item as RoutePreload).css) &&
      ((item as RoutePreload).data === undefined || strings((item as RoutePreload).data)),
  );
}
