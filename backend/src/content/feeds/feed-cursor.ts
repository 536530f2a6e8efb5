import { CONTENT_MESSAGES as M } from '@flirtwire/contracts';
import { isFeedKey, isMediaKey, TOP_KEY } from '@flirtwire/projections';
import { ValidationError } from '../../shared/errors.js';

/**
 * Cursors are opaque to clients: the base64url of an ordering key (published-at plus sort
 * order, spec 001 §4). Pages read strictly below the key, so a cursor keeps its place while
 * others publish.
 */
export function encodeCursor(key: string): string {
  return Buffer.from(key, 'utf8').toString('base64url');
}

/** The key a page reads below; the top for the first page; 400 for anything we did not issue. */
export function decodeCursor(cursor: string | undefined, kind: 'post' | 'media' = 'post'): string {
  if (cursor === undefined || cursor === '') return TOP_KEY;
  const key = /^[\w-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const valid = kind === 'post' ? isFeedKey(key) : isMediaKey(key);
  if (!valid) throw new ValidationError({ cursor: M.cursorInvalid });
  return key;
}
