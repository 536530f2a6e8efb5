// Module hooks for register.mjs (they run on Node's loader thread).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync, version as swcVersion } from '@swc/core';

const root = new URL('../../', import.meta.url);
const swcrcText = readFileSync(new URL('.swcrc', root), 'utf8');
const swcrc = JSON.parse(swcrcText);
/**
 * Compiled files, by what they were compiled from (the source, its path, the .swcrc and swc's
 * version), so a child process (a browser suite's server, a kill -9 test's job, the seed) does
 * not compile the whole backend again: about a second of CPU per start. Per clone, beside the
 * seeded populations; never in git.
 */
const CACHE = fileURLToPath(new URL('node_modules/.cache/flirtwire-ts-loader/', root));
const CACHE_VERSION = createHash('sha1').update(`${swcVersion}\n${swcrcText}\n1`).digest('hex');
const WORKSPACE = /^@flirtwire\/(contracts|projections)$/;

export async function resolve(specifier, context, nextResolve) {
  const workspace = WORKSPACE.exec(specifier);
  if (workspace) {
    return { url: new URL(`${workspace[1]}/src/index.ts`, root).href, shortCircuit: true };
  }
  if (
    (specifier.startsWith('./') || specifier.startsWith('../')) &&
    specifier.endsWith('.js') &&
    context.parentURL?.endsWith('.ts')
  ) {
    const candidate = new URL(specifier, context.parentURL);
    if (!existsSync(fileURLToPath(candidate))) {
      const source = new URL(`${candidate.href.slice(0, -3)}.ts`);
      if (existsSync(fileURLToPath(source))) return { url: source.href, shortCircuit: true };
    }
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const filename = fileURLToPath(url);
  const source = readFileSync(filename, 'utf8');
  const key = createHash('sha1')
    .update(`${CACHE_VERSION}\n${filename}\n`)
    .update(source)
    .digest('hex');
  const cached = join(CACHE, `${key}.js`);
  if (existsSync(cached)) {
    return { format: 'module', source: readFileSync(cached, 'utf8'), shortCircuit: true };
  }
  const { code } = transformSync(source, {
    ...swcrc,
    filename,
    sourceMaps: 'inline',
    swcrc: false,
    module: { type: 'es6' },
  });
  // Written under a name of its own, then renamed: processes starting together never read half.
  mkdirSync(CACHE, { recursive: true });
  const partial = `${cached}.${String(process.pid)}.tmp`;
  writeFileSync(partial, code);
  renameSync(partial, cached);
  return { format: 'module', source: code, shortCircuit: true };
}
