// Module hooks for register.mjs (they run on Node's loader thread).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';

const root = new URL('../../', import.meta.url);
const swcrc = JSON.parse(readFileSync(new URL('.swcrc', root), 'utf8'));
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
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    ...swcrc,
    filename,
    sourceMaps: 'inline',
    swcrc: false,
    module: { type: 'es6' },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
