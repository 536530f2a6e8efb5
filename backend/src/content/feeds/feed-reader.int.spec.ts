import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type FeedHeadRow,
  type FeedIndexRow,
  type FeedPostRow,
  feedKey,
  TOP_KEY,
} from '@flirtwire/projections';
import { EmbeddedReadStore } from '../../infrastructure/read-store/embedded/embedded-read-store.js';
import { FeedReader, WALK_ENTRIES_PER_ROW, WALK_FROM_SOURCES } from './feed-reader.js';

/** A deterministic pseudo-random sequence. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const CREATORS = 400;
/** Flirts 0-9 post a lot, 10-399 a little; 390-399 never publish (drafts only). */
function postsOf(creator: number): number {
  if (creator >= 390) return 0;
  return creator < 10 ? 120 : 3;
}

function row(creatorId: string, id: string, key: string | null, publishedAt: string): FeedPostRow {
  return {
    _id: id,
    creatorId,
    creatorLogin: creatorId,
    creatorGender: 0,
    postType: 'free',
    body: '',
    paidBody: '',
    items: [],
    imageCount: 0,
    videoCount: 0,
    audioCount: 0,
    hideFromFutureSubscribers: false,
    scheduledAt: null,
    publishRequested: key !== null,
    moderationStatus: 'accepted',
    rejectionReason: null,
    publishedAt: key === null ? null : publishedAt,
    feedKey: key,
    pinned: false,
    deleted: false,
    createdAt: publishedAt,
    updatedAt: publishedAt,
    orderingDate: publishedAt,
    queue: key === null ? 'drafts' : 'published',
    reviewState: null,
    reviewRequestedAt: null,
    publishAfter: null,
    revision: 1,
  } as FeedPostRow;
}

describe('FeedReader home feed: the walk, the $in query and the k-way merge give the same pages', () => {
  let dir: string;
  let store: EmbeddedReadStore;
  let reader: FeedReader;
  const creators = Array.from({ length: CREATORS }, (_, i) => `c${String(i).padStart(4, '0')}`);
  const visible: FeedPostRow[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'feed-reader-'));
    store = EmbeddedReadStore.open(join(dir, 'read.db'));
    const posts = store.collection<FeedPostRow>('feed_posts');
    await posts.createIndex({ creatorId: 1, feedKey: -1 });
    await posts.createIndex({ feedKey: -1 });
    const index = store.collection<FeedIndexRow>('feed_index');
    await index.createIndex({ feedKey: -1 });
    const next = random(11);
    const rows: FeedPostRow[] = [];
    const heads = new Map<string, { key: string | null; count: number }>();
    let position = 0;
    creators.forEach((creatorId, c) => {
      heads.set(creatorId, { key: null, count: 0 });
      for (let p = 0; p < postsOf(c) + 1; p++) {
        position += 1;
        const publishedAt = new Date(
          Date.UTC(2025, 0, 1) + Math.floor(next() * 86_400_000 * 60),
        ).toISOString();
        // Every Flirt also has one draft (no key: never in a feed).
        const key = p < postsOf(c) ? feedKey(publishedAt, position) : null;
        const r = row(creatorId, `p${position}`, key, publishedAt);
        rows.push(r);
        if (key) {
          visible.push(r);
          const head = heads.get(creatorId);
          if (head) {
            head.count += 1;
            if (!head.key || key > head.key) head.key = key;
          }
        }
      }
    });
    await posts.insertMany(rows);
    await index.insertMany(
      visible.map((r) => ({ _id: r._id, creatorId: r.creatorId, feedKey: r.feedKey ?? '' })),
    );
    await store.collection<FeedHeadRow>('feed_heads').insertMany(
      creators.map((creatorId) => ({
        _id: creatorId,
        creatorId,
        headKey: heads.get(creatorId)?.key ?? null,
        visibleCount: heads.get(creatorId)?.count ?? 0,
        lastPublishedAt: null,
      })),
    );
    reader = new FeedReader({ collection: (name) => store.collection(name) });
  });

  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function expected(followed: readonly string[]): string[] {
    const set = new Set(followed);
    return visible
      .filter((r) => set.has(r.creatorId))
      .sort((a, b) => ((a.feedKey ?? '') < (b.feedKey ?? '') ? 1 : -1))
      .map((r) => r._id);
  }

  async function allPages(followed: readonly string[], perPage: number): Promise<string[]> {
    const ids: string[] = [];
    let below = TOP_KEY;
    for (let guard = 0; guard < 10_000; guard++) {
      const page = await reader.mergedPage(followed, below, perPage);
      ids.push(...page.rows.map((r) => r._id));
      const last = page.rows[page.rows.length - 1]?.feedKey;
      expect(page.rows.length).toBeLessThanOrEqual(perPage);
      if (!page.more) break;
      expect(page.rows).toHaveLength(perPage);
      if (!last) throw new Error('a page with more but no rows');
      below = last;
    }
    return ids;
  }

  it('follows a few Flirts (merge only)', async () => {
    const followed = [creators[0], creators[15], creators[395]].filter(
      (c): c is string => c !== undefined,
    );
    expect(followed.length).toBeLessThan(WALK_FROM_SOURCES);
    expect(await allPages(followed, 20)).toEqual(expected(followed));
  });

  it('follows many busy Flirts (the walk fills the pages)', async () => {
    const followed = creators.slice(0, 60);
    expect(await allPages(followed, 20)).toEqual(expected(followed));
  });

  it('follows many quiet Flirts among busy ones (the walk runs out of budget, the $in query goes on)', async () => {
    // 40 Flirts with 3 posts each among ~2,300 posts: a page's walk of
    // 21 × WALK_ENTRIES_PER_ROW entries finds a few of their posts, the `$in` query the rest.
    const followed = creators.slice(200, 240);
    expect(21 * WALK_ENTRIES_PER_ROW * 10).toBeLessThan(visible.length);
    expect(await allPages(followed, 20)).toEqual(expected(followed));
    expect(await allPages(followed, 7)).toEqual(expected(followed));
    // The store answers that query from SQLite with the page's LIMIT: it tests only the page.
    const trace = store.explain(
      'feed_posts',
      { creatorId: { $in: followed }, feedKey: { $lt: TOP_KEY } },
      { sort: { feedKey: -1 }, limit: 21 },
    );
    expect(trace).toEqual({ plan: 'index', ordered: true, exact: false, examined: 21 });
  });

  it('follows everyone, including Flirts with no posts, with odd page sizes', async () => {
    expect(await allPages(creators, 33)).toEqual(expected(creators));
    expect(await allPages(creators.slice(5, 300), 2)).toEqual(expected(creators.slice(5, 300)));
  });

  it('follows only Flirts without posts, or no one', async () => {
    expect(await reader.mergedPage(creators.slice(390), TOP_KEY, 20)).toEqual({
      rows: [],
      more: false,
    });
    expect(await reader.mergedPage([], TOP_KEY, 20)).toEqual({ rows: [], more: false });
  });
});
