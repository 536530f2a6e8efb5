import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A year: the file names carry a hash of their content, so a name never changes meaning. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wav': 'audio/wav',
};

interface Asset {
  readonly type: string;
  readonly etag: string;
  readonly body: Buffer;
  /** The build's Brotli and gzip copies (frontend/scripts/precompress.mjs), when it wrote them. */
  readonly br: Buffer | null;
  readonly gzip: Buffer | null;
}

/**
 * The encoding to send `asset` in for an `Accept-Encoding` header: Brotli, then gzip, when the
 * build wrote that copy and the browser accepts it (a `q=0` refuses it), else none.
 */
function chosenEncoding(
  header: string | undefined,
  asset: { readonly br: Buffer | null; readonly gzip: Buffer | null },
): 'br' | 'gzip' | null {
  if (!header || (!asset.br && !asset.gzip)) return null;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name);
  }
  if (asset.br && (accepted.has('br') || accepted.has('*'))) return 'br';
  if (asset.gzip && (accepted.has('gzip') || accepted.has('*'))) return 'gzip';
  return null;
}

/** One file of the folder, with its copies when `names` (the folder's listing) has them. */
function load(dir: string, name: string, names: ReadonlySet<string>): Asset {
  const body = readFileSync(join(dir, name));
  const copy = (suffix: string) =>
    names.has(`${name}${suffix}`) ? readFileSync(join(dir, `${name}${suffix}`)) : null;
  return {
    type: TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream',
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    body,
    br: copy('.br'),
    gzip: copy('.gz'),
  };
}

/**
 * The build's hashed files at /assets/<name>, held in memory: the folder is read once at start
 * (the build does not change under a running server), so a request costs a map lookup, not the
 * directory listing, stat, open and read a static-file server does for every request. Only
 * names the build wrote are served (no path reaches the file system); source maps, when
 * `sourceMaps`, are read from disk on request (large, and only developers ask for them);
 * anything else is the API's 404.
 */
export function serveBuiltAssets(
  fastify: FastifyInstance,
  dir: string,
  options: { readonly sourceMaps: boolean },
): void {
  const assets = new Map<string, Asset>();
  const maps = new Set<string>();
  const names = new Set(readdirSync(dir));
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    if (name.endsWith('.map')) {
      if (options.sourceMaps) maps.add(name);
      continue;
    }
    assets.set(name, load(dir, name, names));
  }
  fastify.get('/assets/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const name = (request.params as { '*': string })['*'];
    const asset = assets.get(name);
    if (!asset) {
      if (!maps.has(name)) {
        reply.callNotFound();
        return reply;
      }
      return reply
        .header('cache-control', IMMUTABLE)
        .type(TYPES['.map'] as string)
        .send(await readFile(join(dir, name)));
    }
    void reply.header('cache-control', IMMUTABLE).header('etag', asset.etag).type(asset.type);
    if (asset.br || asset.gzip) void reply.header('vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
    const encoding = chosenEncoding(request.headers['accept-encoding'], asset);
    if (encoding === null) return reply.send(asset.body);
    return reply
      .header('content-encoding', encoding)
      .send(encoding === 'br' ? asset.br : asset.gzip);
  });
}
