// Runs after `vite build`: writes dist/route-preloads.json, each screen's own code by its URL
// pattern, for the server to name in the page it sends (`<link rel="modulepreload">`).
//
// Without it a first visit fetches a screen's chunks only once the entry chunk has arrived and
// run: at fast 3G that is 1.3-1.9 s after the page, and then some fifty small files at six at a
// time on HTTP/1.1. Named in the page, they load beside the entry instead.
//
// The screens come from TanStack Router's generated route tree (every route's full path, file
// and parent) and their chunks from Vite's manifest (each route file's split chunks and their
// static imports), less what index.html loads anyway.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The routes of a generated route tree: full path, route file (relative to the frontend) and
 * the chain of files from the root route down to it.
 * @param {string} routeTree the text of src/routeTree.gen.ts
 * @param {(file: string) => boolean} exists whether a frontend-relative file exists
 * @returns {{ fullPath: string, files: string[] }[]}
 */
export function routesOf(routeTree, exists) {
  /** import name → route file */
  const fileOf = new Map();
  for (const [, name, path] of routeTree.matchAll(
    /import \{ Route as (\w+) \} from '\.\/(routes\/[^']+)'/g,
  )) {
    const file = [`src/${path}.tsx`, `src/${path}.ts`].find(exists);
    if (file) fileOf.set(name, file);
  }
  const declared = routeTree.slice(routeTree.indexOf('interface FileRoutesByPath'));
  /** import name → its parent's import name (`XRoute` consts are `XRouteImport.update(...)`) */
  const parentOf = new Map();
  const routes = [];
  for (const [, fullPath, own, parent] of declared.matchAll(
    /fullPath: '([^']*)'\s+preLoaderRoute: typeof (\w+)\s+parentRoute: typeof (\w+)/g,
  )) {
    parentOf.set(own, parent.endsWith('Import') ? parent : `${parent}Import`);
    routes.push({ fullPath, own });
  }
  return routes.flatMap(({ fullPath, own }) => {
    // Up the parents to the root route (`rootRouteImport`, which has none).
    const files = [];
    for (let name = own; name !== undefined; name = parentOf.get(name)) {
      const file = fileOf.get(name);
      if (file) files.unshift(file);
    }
    return fileOf.has(own) ? [{ fullPath, files }] : [];
  });
}

/** Modules every screen loads beyond its own (manifest keys). */
const EVERY_SCREEN = ['src/lib/response-schemas.ts'];

/**
 * Each route's chunks and style sheets beyond index.html's, from the Vite manifest, and the
 * first data its loader asks for (src/app/first-data.json: API paths with the route's `$param`s).
 * Every route is listed, so a URL opens the screen the router would, never a looser pattern.
 * @param {{ fullPath: string, files: string[] }[]} routes
 * @param {Record<string, { file: string, imports?: string[], css?: string[] }>} manifest
 * @param {Record<string, string[]>} [firstData] API paths by route path
 * @returns {{ path: string, js: string[], css: string[], data: string[] }[]}
 */
export function preloadsOf(routes, manifest, firstData = {}) {
  const closure = (keys) => {
    const seen = new Set();
    const stack = [...keys];
    for (let key = stack.pop(); key !== undefined; key = stack.pop()) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      stack.push(...(manifest[key].imports ?? []));
    }
    return seen;
  };
  const start = closure(['index.html']);
  // The response schemas every screen's first data is parsed with (src/lib/lazy-parse.ts): a
  // dynamic import of the first screen, so that zod stays off it, but needed before any data
  // shows (a storefront's, a feed's, the site banner's).
  const everyScreen = [...closure(EVERY_SCREEN)].filter((key) => !start.has(key));
  const keysOf = (file) =>
    Object.keys(manifest).filter((key) => key === file || key.startsWith(`${file}?tsr-split=`));
  /** path → the manifest keys of every route answering it */
  const byPath = new Map();
  for (const { fullPath, files } of routes) {
    // `/my_customers/` (an index route) answers /my_customers, as its layout route does.
    const path = fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath;
    byPath.set(path, [...(byPath.get(path) ?? []), ...files.flatMap(keysOf)]);
  }
  return [...byPath].map(([path, routeKeys]) => {
    const keys = [...closure(routeKeys), ...everyScreen].filter((key) => !start.has(key));
    return {
      path,
      js: [...new Set(keys.map((key) => `/${manifest[key].file}`))],
      css: [...new Set(keys.flatMap((key) => (manifest[key].css ?? []).map((c) => `/${c}`)))],
      data: [...(firstData[path] ?? []), ...(firstData['*'] ?? [])],
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const frontend = new URL('..', import.meta.url).pathname;
  const dist = join(frontend, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const routes = routesOf(readFileSync(join(frontend, 'src', 'routeTree.gen.ts'), 'utf8'), (file) =>
    existsSync(join(frontend, file)),
  );
  const firstData = JSON.parse(
    readFileSync(join(frontend, 'src', 'app', 'first-data.json'), 'utf8'),
  );
  const preloads = preloadsOf(routes, manifest, firstData);
  writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify(preloads));
  console.log(`route preloads: ${preloads.length} screens of ${routes.length} routes`);
}
