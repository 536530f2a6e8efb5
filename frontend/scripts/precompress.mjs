// Runs after `vite build`: writes a Brotli (.br) and a gzip (.gz) copy beside each hashed asset
// worth compressing, so the server sends them to browsers that accept them (@fastify/static's
// `preCompressed`) without compressing on every request. On a slow phone network the first
// screen's JavaScript is about a third of its size this way.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// zlib's callback forms run in libuv's thread pool: every core compresses, not just this thread.
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// `node precompress.mjs [assets folder]`: frontend/dist/assets by default.
const assets = process.argv[2] ?? new URL('../dist/assets/', import.meta.url).pathname;
/** Text assets only (images and fonts are compressed already); source maps are never sent. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1_024;

let files = 0;
let before = 0;
let after = 0;
await Promise.all(
  readdirSync(assets).map(async (name) => {
    if (!COMPRESSIBLE.test(name)) return;
    const path = join(assets, name);
    if (statSync(path).size < MIN_BYTES) return;
    const body = readFileSync(path);
    const [brotli, gzipped] = await Promise.all([
      brotliAsync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipAsync(body, { level: 9 }),
    ]);
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzipped);
    files++;
    before += body.length;
    after += brotli.length;
  }),
);
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
console.log(`precompressed ${files} assets: ${kib(before)} → ${kib(after)} (Brotli), gzip beside`);
