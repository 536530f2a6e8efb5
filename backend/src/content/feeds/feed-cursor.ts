import { CONTENT_MESSAGES as M, type FeedPage, type PostView } from '@flirtwire/contracts';
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

/**
 * A page of posts as every post feed answers it: the cursor below its last post when there is
 * more, and, on the first page, the cursor of its newest post (for "new posts" checks).
 */
export function postFeedPage(
  records: PostView[],
  page: { readonly rows: readonly { readonly feedKey: string | null }[]; readonly more: boolean },
  cursor: string | undefined,
  flags: { readonly contentAvailable: boolean; readonly premierListFollowed: boolean },
): FeedPage<PostView> {
  const last = page.rows[page.rows.length - 1];
  const first = page.rows[0];
  return {
    records,
    moreRecords: page.more,
    cursor: page.more && last?.feedKey ? encodeCursor(last.feedKey) : null,
    newest_cursor: cursor === undefined && first?.feedKey ? encodeCursor(first.feedKey) : null,
    new_posts: false,
    content_available: flags.contentAvailable,
    premier_list_followed: flags.premierListFollowed,
  };
}
