import { READ_MODELS } from '@flirtwire/contracts';
// `npm run bench -- feeds`: the home feed, built on read (docs/adr/0060), beside raw SQLite in
// the same run.
//
//  1. the home feed of a customer following 500 Flirts over 1,000,000 posts (10,000 Flirts):
//     first page and a deep page (FeedReader.mergedPage: a bounded walk down the feed index,
//     then one `creatorId $in` query the read store's planner merges in SQLite with the page's
//     LIMIT, docs/adr/0065), p50/p99  vs  one indexed SQLite query
//     (`creator_id IN (500 ids) AND feed_key < ? ORDER BY feed_key DESC LIMIT 21`)
//  2. what fan-out on write would cost instead: the read of a per-customer feed table, and the
//     write of one post by a Flirt with 10,000 followers  vs  our write (the post, its index row, the head)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import {
  type FeedHeadRow,
  type FeedIndexRow,
  type FeedPostRow,
  feedKey,
  TOP_KEY,
} from '@flirtwire/projections';
import { v7 as uuidv7 } from 'uuid';
import { FeedReader } from '../content/feeds/feed-reader.js';
import { EmbeddedReadStore } from '../infrastructure/read-store/embedded/embedded-read-store.js';
import { BenchReport, openRawSqlite, percentile } from './harness.js';

const QUICK = process.argv.includes('--quick');
const CREATORS = QUICK ? 1_000 : 10_000;
const POSTS_PER_CREATOR = 100;
const TOTAL = CREATORS * POSTS_PER_CREATOR;
const FOLLOWED = 500;
const CUSTOMERS = 20;
const QUERIES = QUICK ? 400 : 1_000;
const WARM_UP = 100;
const PAGE = 20;
const FOLLOWERS = 10_000;
const FANOUT_WRITES = QUICK ? 10 : 30;

const report = new BenchReport('feeds');
const root = mkdtempSync(join(tmpdir(), 'bench-feeds-'));

function gc(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

function elapsedMs(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** A deterministic pseudo-random sequence (the same data every run). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Data {
  readonly store: EmbeddedReadStore;
  readonly raw: Database.Database;
  readonly creators: string[];
  readonly follows: string[][];
}

async function load(): Promise<Data> {
  const store = EmbeddedReadStore.open(join(root, 'read.db'));
  const posts = store.collection<FeedPostRow>(READ_MODELS.feedPosts);
  const heads = store.collection<FeedHeadRow>(READ_MODELS.feedHeads);
  const index = store.collection<FeedIndexRow>(READ_MODELS.feedIndex);
  const loadStart = process.hrtime.bigint();
  // The feed-posts projection's indexes (projections/src/feed-posts).
  await posts.createIndex({ creatorId: 1, feedKey: -1 });
  await posts.createIndex({ feedKey: -1 });
  await index.createIndex({ feedKey: -1 });
  const raw = openRawSqlite(join(root, 'raw.db'));
  raw.exec(`CREATE TABLE posts (id TEXT PRIMARY KEY, creator_id TEXT NOT NULL, feed_key TEXT NOT NULL,
      post_type TEXT NOT NULL, body TEXT NOT NULL, paid_body TEXT NOT NULL, published_at TEXT NOT NULL);`);
  const insert = raw.prepare(
    'INSERT INTO posts VALUES (@_id, @creatorId, @feedKey, @postType, @body, @paidBody, @publishedAt)',
  );
  const insertRaw = raw.transaction((rows: FeedPostRow[]) => {
    for (const row of rows) insert.run(row);
  });
  const creators = Array.from({ length: CREATORS }, () => uuidv7());
  const next = random(7);
  const start = Date.UTC(2025, 0, 1);
  const year = 365 * 86_400_000;
  const headKeys = new Map<string, string>();
  let position = 0;
  const chunk: FeedPostRow[] = [];
  const flush = async () => {
    await posts.insertMany(chunk);
    await index.insertMany(
      chunk.map((row) => ({ _id: row._id, creatorId: row.creatorId, feedKey: row.feedKey ?? '' })),
    );
    insertRaw(chunk);
    chunk.length = 0;
  };
  // Posts are loaded in publishing order, as the projection meets them (the position grows with
  // the time): every index then takes its rows near the last ones, in pages SQLite's cache
  // holds, instead of a million B-tree inserts at random places (minutes on a busy machine).
  const times = Array.from({ length: TOTAL }, () => start + Math.floor(next() * year));
  const order = Array.from({ length: TOTAL }, (_, i) => i).sort(
    (a, b) => (times[a] ?? 0) - (times[b] ?? 0) || a - b,
  );
  for (const i of order) {
    const creatorId = creators[i % CREATORS] as string;
    position += 1;
    const publishedAt = new Date(times[i] ?? start).toISOString();
    const key = feedKey(publishedAt, position);
    const head = headKeys.get(creatorId);
    if (!head || key > head) headKeys.set(creatorId, key);
    chunk.push({
      _id: uuidv7(),
      creatorId,
      creatorLogin: `flirt${i % CREATORS}`,
      creatorGender: i % 3,
      postType: i % 2 === 0 ? 'free' : 'subscriber',
      body: `A public caption of about this length, number ${i}.`,
      paidBody: `The subscribers' caption of post ${i}.`,
      items: [],
      imageCount: 0,
      videoCount: 0,
      audioCount: 0,
      hideFromFutureSubscribers: false,
      scheduledAt: null,
      publishRequested: true,
      moderationStatus: 'accepted',
      rejectionReason: null,
      publishedAt,
      feedKey: key,
      pinned: false,
      deleted: false,
      createdAt: publishedAt,
      updatedAt: publishedAt,
      orderingDate: publishedAt,
      queue: 'published',
      reviewState: null,
      reviewRequestedAt: null,
      publishAfter: null,
      revision: 1,
    });
    if (chunk.length === 10_000) await flush();
  }
  if (chunk.length > 0) await flush();
  raw.exec('CREATE INDEX posts_feed ON posts (creator_id, feed_key DESC);');
  await heads.insertMany(
    creators.map((creatorId) => ({
      _id: creatorId,
      creatorId,
      headKey: headKeys.get(creatorId) ?? null,
      visibleCount: POSTS_PER_CREATOR,
      lastPublishedAt: null,
    })),
  );
  const follows = Array.from({ length: CUSTOMERS }, (_, c) => {
    const pick = random(100 + c);
    const chosen = new Set<string>();
    while (chosen.size < FOLLOWED) chosen.add(creators[Math.floor(pick() * CREATORS)] as string);
    return [...chosen];
  });
  console.log(
    `[feeds] loaded ${TOTAL.toLocaleString('en-US')} posts in ${elapsedMs(loadStart) / 1000} s`,
  );
  return { store, raw, creators, follows };
}

async function homeFeed(data: Data): Promise<void> {
  const reader = new FeedReader({ collection: (name) => data.store.collection(name) });
  const placeholders = Array.from({ length: FOLLOWED }, () => '?').join(', ');
  const peer = data.raw.prepare<string[], { id: string; feed_key: string }>(
    `SELECT id, creator_id, feed_key, post_type, body, paid_body, published_at FROM posts
     WHERE creator_id IN (${placeholders}) AND feed_key < ? ORDER BY feed_key DESC LIMIT ${PAGE + 1}`,
  );
  const deepCursors = new Map<number, string>();
  for (let c = 0; c < CUSTOMERS; c++) {
    let below = TOP_KEY;
    for (let page = 0; page < 10; page++) {
      const result = await reader.mergedPage(data.follows[c] ?? [], below, PAGE);
      below = result.rows[result.rows.length - 1]?.feedKey ?? below;
    }
    deepCursors.set(c, below);
  }
  for (const [label, cursorOf] of [
    ['first page', () => TOP_KEY],
    ['11th page', (c: number) => deepCursors.get(c) ?? TOP_KEY],
  ] as const) {
    const ours: number[] = [];
    const theirs: number[] = [];
    for (let i = 0; i < WARM_UP + QUERIES; i++) {
      const c = i % CUSTOMERS;
      const follows = data.follows[c] ?? [];
      const below = cursorOf(c);
      let start = process.hrtime.bigint();
      const mine = await reader.mergedPage(follows, below, PAGE);
      const ourMs = elapsedMs(start);
      start = process.hrtime.bigint();
      const rows = peer.all(...follows, below);
      const peerMs = elapsedMs(start);
      if (i < WARM_UP) continue;
      ours.push(ourMs);
      theirs.push(peerMs);
      const expected = rows.slice(0, PAGE).map((row) => row.id);
      if (
        mine.rows.length !== expected.length ||
        mine.rows.some((row, j) => row._id !== expected[j]) ||
        mine.more !== rows.length > PAGE
      ) {
        throw new Error(`home feed answers differ for customer ${c} (${label})`);
      }
    }
    const scope = `following ${FOLLOWED} of ${CREATORS.toLocaleString('en-US')} Flirts, ${TOTAL.toLocaleString('en-US')} posts`;
    for (const p of [50, 99] as const) {
      report.add({
        figure: `home feed ${label} (${PAGE} posts), p${p}, built on read (index walk, then one $in query the store merges), ${scope}`,
        unit: 'ms',
        ours: percentile(ours, p),
        peerName: 'one indexed SQLite query (IN 500 creators, ORDER BY key)',
        peer: percentile(theirs, p),
        better: 'lower',
        target: p === 99 ? 2 : null,
      });
    }
  }
}

/** What fan-out on write would cost: reads get cheap, every post writes one row per follower. */
async function fanOutOnWrite(data: Data): Promise<void> {
  const fan = openRawSqlite(join(root, 'fanout.db'));
  fan.exec(`CREATE TABLE feed_entries (customer_id TEXT NOT NULL, feed_key TEXT NOT NULL,
      post_id TEXT NOT NULL, PRIMARY KEY (customer_id, feed_key)) WITHOUT ROWID;`);
  // One customer's materialised feed: every post of the 500 Flirts they follow.
  const follows = data.follows[0] ?? [];
  const entries = data.raw
    .prepare<string[], { id: string; feed_key: string }>(
      `SELECT id, feed_key FROM posts WHERE creator_id IN (${follows.map(() => '?').join(', ')})`,
    )
    .all(...follows);
  const insertEntry = fan.prepare('INSERT OR IGNORE INTO feed_entries VALUES (?, ?, ?)');
  fan.transaction(() => {
    for (const entry of entries) insertEntry.run('customer-0', entry.feed_key, entry.id);
  })();
  const read = fan.prepare(
    `SELECT post_id FROM feed_entries WHERE customer_id = ? AND feed_key < ? ORDER BY feed_key DESC LIMIT ${PAGE + 1}`,
  );
  const byId = data.raw.prepare('SELECT * FROM posts WHERE id = ?');
  const readTimes: number[] = [];
  for (let i = 0; i < WARM_UP + QUERIES; i++) {
    const start = process.hrtime.bigint();
    const ids = read.all('customer-0', TOP_KEY) as { post_id: string }[];
    for (const { post_id: id } of ids) byId.get(id);
    if (i >= WARM_UP) readTimes.push(elapsedMs(start));
  }
  // Writing one post: fan-out inserts a row for each of 10,000 followers; we write the post
  // row and its index row, and move the Flirt's head.
  const followers = Array.from({ length: FOLLOWERS }, (_, i) => `follower-${i}`);
  const fanWrite = fan.transaction((key: string, postId: string) => {
    for (const follower of followers) insertEntry.run(follower, key, postId);
  });
  const fanTimes: number[] = [];
  const ourTimes: number[] = [];
  const creatorId = data.creators[0] ?? '';
  for (let i = 0; i < FANOUT_WRITES; i++) {
    const key = feedKey(new Date(Date.UTC(2026, 0, 1) + i * 1_000).toISOString(), 10_000_000 + i);
    const postId = uuidv7();
    let start = process.hrtime.bigint();
    fanWrite(key, postId);
    fanTimes.push(elapsedMs(start));
    start = process.hrtime.bigint();
    await data.store.withTransaction(async (tx) => {
      await tx
        .collection<FeedPostRow>(READ_MODELS.feedPosts)
        .updateOne(
          { _id: postId },
          { $set: { creatorId, feedKey: key, publishedAt: key.slice(0, 24) } },
          { upsert: true },
        );
      await tx
        .collection<FeedIndexRow>(READ_MODELS.feedIndex)
        .updateOne({ _id: postId }, { $set: { creatorId, feedKey: key } }, { upsert: true });
      await tx
        .collection<FeedHeadRow>(READ_MODELS.feedHeads)
        .updateOne({ _id: creatorId }, { $max: { headKey: key }, $inc: { visibleCount: 1 } });
    });
    ourTimes.push(elapsedMs(start));
  }
  fan.close();
  report.add({
    figure: `fan-out on write, for comparison: one customer's materialised feed page, p50`,
    unit: 'ms',
    ours: percentile(readTimes, 50),
    peerName: '(raw SQLite; not our design)',
    peer: null,
    better: 'lower',
    target: null,
    note: 'what building the feed on write would buy on read',
  });
  report.add({
    figure: `publishing one post by a Flirt with ${FOLLOWERS.toLocaleString('en-US')} followers, p50`,
    unit: 'ms',
    ours: percentile(ourTimes, 50),
    peerName: `fan-out on write: ${FOLLOWERS.toLocaleString('en-US')} feed rows in one SQLite transaction`,
    peer: percentile(fanTimes, 50),
    better: 'lower',
    target: null,
    note: 'ours writes 3 documents (the post, its index row, the head) whatever the following',
  });
}

try {
  gc();
  const data = await load();
  gc();
  await homeFeed(data);
  await fanOutOnWrite(data);
  await data.store.close();
  data.raw.close();
  report.finish();
} finally {
  rmSync(root, { recursive: true, force: true });
}
