import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isServerPath } from '@flirtwire/contracts';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serveBuiltAssets } from './built-assets.js';
import {
  beforeHead,
  dataPreloadLinks,
  parseRoutePreloads,
  type RoutePreload,
  routePreloadFor,
  withPreloads,
} from './route-preloads.js';

/**
 * The built React app, <repo>/frontend/dist: found by walking up from this module, so it is the
 * same from backend/src, backend/dist (npm run build) and dist/backend/src (`npx nest build`).
 */
export const DEFAULT_FRONTEND_DIST = join(
  repositoryRoot(fileURLToPath(import.meta.url)),
  'frontend',
  'dist',
);

function repositoryRoot(from: string): string {
  let dir = dirname(from);
  while (!existsSync(join(dir, 'frontend', 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return fileURLToPath(new URL('../../../../', import.meta.url));
    dir = parent;
  }
  return dir;
}

/** Paths the server answers itself; every other page that asks for HTML gets the app. */
export function isApiPath(path: string): boolean {
  return isServerPath(path);
}

function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html');
}

/**
 * Serves the built dashboard on the API's origin (docs/adr/0040): hashed files under /assets
 * from memory with a year-long immutable cache (Brotli or gzip where the build compressed
 * them; built-assets.ts), and index.html (never cached) for any other GET that asks
 * for HTML, so client-side routes survive a reload (source maps only when `sourceMaps`, never in
 * production). API paths are never touched. Without a
 * build (API tests, a fresh clone) nothing is registered.
 */
export async function serveFrontend(
  app: NestFastifyApplication,
  distDir: string = DEFAULT_FRONTEND_DIST,
  options: { readonly sourceMaps: boolean } = { sourceMaps: true },
): Promise<boolean> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const assets = join(distDir, 'assets');
  const fastify = app.getHttpAdapter().getInstance();
  // Brotli and gzip copies (frontend/scripts/precompress.mjs) go to browsers that accept them.
  if (existsSync(assets)) serveBuiltAssets(fastify, assets, options);
  // The call-alert, call-fail and chat sounds (spec 001 §2.9, §7): plain files, not hashed, so
  // cached for a day rather than for good.
  const sounds = join(distDir, 'sounds');
  if (existsSync(sounds)) {
    await app.register(fastifyStatic, {
      root: sounds,
      prefix: '/sounds/',
      decorateReply: false,
      maxAge: '1d',
      index: false,
      allowedPath: (path: string) => path.endsWith('.wav'),
    });
  }
  // Read once: the build does not change under a running server.
  const indexHtml = readFileSync(indexFile);
  const pageFor = screenPages(indexHtml, distDir);
  servePwaFiles(fastify, distDir);
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = request.url.split('?')[0] ?? '/';
    // The service worker fetches /index.html itself (without asking for HTML) to precache it.
    if (
      path !== '/index.html' &&
      (isApiPath(path) ||
        path.startsWith('/assets/') ||
        path.startsWith('/sounds/') ||
        !wantsHtml(request))
    ) {
      return;
    }
    await reply
      .header('cache-control', 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .type('text/html; charset=utf-8')
      .send(pageFor(path));
  });
  return true;
}

/**
 * The page for a URL path: index.html naming the chunks of the screen the path opens (the
 * build's route-preloads.json), made once per screen, and that screen's first API requests
 * for this path (a storefront's, by the Flirt's login); index.html as it is without that list.
 */
function screenPages(indexHtml: Buffer, distDir: string): (path: string) => Buffer | string {
  const listed = join(distDir, 'route-preloads.json');
  const preloads = existsSync(listed) ? parseRoutePreloads(readFileSync(listed, 'utf8')) : [];
  if (preloads.length === 0) return () => indexHtml;
  const screenOf = routePreloadFor(preloads);
  const pages = new Map<RoutePreload, string>();
  return (path) => {
    const screen = screenOf(path);
    if (!screen) return indexHtml;
    let page = pages.get(screen);
    if (page === undefined) {
      page = withPreloads(indexHtml.toString('utf8'), screen);
      pages.set(screen, page);
    }
    return beforeHead(page, dataPreloadLinks(screen, path));
  };
}

/** The installable app's files at the root of the build, each with its type and cache rule. */
const PWA_FILES: readonly { path: string; type: string; cache: string }[] = [
  // The service worker must be re-checked on every visit so updates reach people.
  { path: 'sw.js', type: 'text/javascript; charset=utf-8', cache: 'no-cache' },
  { path: 'manifest.webmanifest', type: 'application/manifest+json', cache: 'no-cache' },
  { path: 'icons/icon-192.png', type: 'image/png', cache: 'public, max-age=86400' },
  { path: 'icons/icon-512.png', type: 'image/png', cache: 'public, max-age=86400' },
  { path: 'icons/icon-maskable-512.png', type: 'image/png', cache: 'public, max-age=86400' },
  { path: 'icons/apple-touch-icon.png', type: 'image/png', cache: 'public, max-age=86400' },
];

/** Exactly the files above (no directory is opened to requests), when the build has them. */
function servePwaFiles(fastify: FastifyInstance, distDir: string): void {
  for (const file of PWA_FILES) {
    const onDisk = join(distDir, file.path);
    if (!existsSync(onDisk)) continue;
    const body = readFileSync(onDisk);
    fastify.get(`/${file.path}`, (_request: FastifyRequest, reply: FastifyReply) =>
      reply.header('cache-control', file.cache).type(file.type).send(body),
    );
  }
}
