// The vocabulary the lint rules keep, read from the one file that spells each idea, so a rule
// never holds a second copy of the list it enforces:
// - the stream categories: `STREAM_CATEGORIES` in contracts/src/shared/stream-ids.ts;
// - the read-model names: the values of `READ_MODELS` in contracts/src/read-side/read-models.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export const STREAM_IDS_FILE = 'contracts/src/shared/stream-ids.ts';
export const READ_MODELS_FILE = 'contracts/src/read-side/read-models.ts';

function source(file) {
  return readFileSync(path.join(ROOT, file), 'utf8');
}

/** The text of the `<name> = [ … ]` (or `{ … }`) literal in `text`, up to its closing line. */
function literalBody(text, name, open, close) {
  const start = text.indexOf(`${name} = ${open}`);
  if (start < 0) throw new Error(`${name} = ${open} not found`);
  return text.slice(start, text.indexOf(`\n${close}`, start));
}

/** Every stream category, as stream-ids.ts spells it. */
export function streamCategories() {
  const body = literalBody(source(STREAM_IDS_FILE), 'STREAM_CATEGORIES', '[', ']');
  return [...body.matchAll(/^\s*'([a-z0-9_-]+)',/gm)].map((m) => m[1]);
}

/** Every read-model name (collection), as READ_MODELS spells it. */
export function readModelNames() {
  const body = literalBody(source(READ_MODELS_FILE), 'READ_MODELS', '{', '}');
  return [...body.matchAll(/^\s*\w+: '([a-z0-9_]+)',/gm)].map((m) => m[1]);
}
