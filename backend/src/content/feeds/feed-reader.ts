import { READ_MODELS } from '@flirtwire/contracts';
import type {
  Document,
  FeedHeadRow,
  FeedIndexRow,
  FeedMediaRow,
  FeedPostRow,
  ReadOnlyCollection,
} from '@flirtwire/projections';
import { MaxHeap } from './max-heap.js';

/** Where the reader finds the feed collections: ReadModels in the app, a raw store in the bench. */
export interface FeedCollections {
  collection<T extends Document = Document>(logical: string): ReadOnlyCollection<T>;
}

export interface Page<T> {
  readonly rows: readonly T[];
  readonly more: boolean;
}

/** Below this many followed Flirts with posts, the merge alone is cheap enough. */
export const WALK_FROM_SOURCES = 32;
/** Index entries the walk may read per wanted row before the `$in` query takes over. */
export const WALK_ENTRIES_PER_ROW = 4;
/** The walk's first read, in entries per wanted row. */
const WALK_FIRST_CHUNK_PER_ROW = 2;
/** Time windows the `$in` query tries before reading everything below. */
const WINDOW_TRIES = 3;

/** The publication time a feed key starts with, in ms (NaN for TOP_KEY). */
function keyTime(key: string): number {
  return Date.parse(key.slice(0, 24));
}

interface Source {
  readonly creatorId: string;
  /** ≥ the key of this Flirt's next post below the cursor (exact once rows are fetched). */
  bound: string;
  rows: FeedPostRow[] | null;
  index: number;
  /** The last fetch returned fewer rows than asked: nothing more below. */
  complete: boolean;
}

/**
 * Reads feed pages from the feed-posts read model (docs/adr/0060, 0065). The home feed merges
 * the followed Flirts' post indexes ({creatorId, feedKey}): for a few Flirts a k-way merge
 * here, pruned by each Flirt's feed head (an upper bound of their newest key); for many, a
 * short walk down the global index and then one `$in` query the store merges itself.
 */
export class FeedReader {
  constructor(private readonly models: FeedCollections) {}

  private posts() {
    return this.models.collection<FeedPostRow>(READ_MODELS.feedPosts);
  }

  private heads(creatorIds: readonly string[]) {
    return this.models
      .collection<FeedHeadRow>(READ_MODELS.feedHeads)
      .find({ _id: { $in: [...creatorIds] } })
      .toArray();
  }

  private fetch(creatorId: string, below: string, count: number): Promise<FeedPostRow[]> {
    return this.posts()
      .find({ creatorId, feedKey: { $lt: below } }, { sort: { feedKey: -1 }, limit: count })
      .toArray();
  }

  /**
   * The newest `limit` visible posts of these Flirts below `below`, newest first.
   *
   * Cheapest first (docs/adr/0060, 0065):
   *  1. with many Flirts followed, a short walk down the global feed index (`feed_index`)
   *     keeping the followed Flirts' posts: it fills the page when they hold a large share of
   *     all posts, and stops after `WALK_ENTRIES_PER_ROW` entries per wanted row otherwise;
   *  2. then one query, `creatorId $in [...]` below where the walk stopped, sorted by `feedKey`
   *     with the page's limit: the store merges the Flirts' `{creatorId, feedKey}` index ranges
   *     (the embedded planner pushes it to SQLite with its LIMIT; MongoDB merges the ranges);
   *  3. with few Flirts, a k-way merge over their own indexes, pruned by their feed heads:
   *     one seek per Flirt that can still reach the page.
   */
  async mergedPage(
    creatorIds: readonly string[],
    below: string,
    limit: number,
  ): Promise<Page<FeedPostRow>> {
    if (creatorIds.length === 0) return { rows: [], more: false };
    const want = limit + 1;
    if (creatorIds.length >= WALK_FROM_SOURCES) {
      // Flirts without posts have nothing in the index nor below any key: no heads needed.
      const walked = await this.walk(new Set(creatorIds), below, want, {
        budget: want * WALK_ENTRIES_PER_ROW,
      });
      let out = walked.rows;
      if (!walked.done && out.length < want) {
        out = out.concat(await this.inWindows(creatorIds, walked, want - out.length));
      }
      return { rows: out.slice(0, limit), more: out.length > limit };
    }
    const active = (await this.heads(creatorIds)).filter(
      (head): head is FeedHeadRow & { headKey: string } =>
        head.visibleCount > 0 && head.headKey !== null,
    );
    if (active.length === 0) return { rows: [], more: false };
    const out = await this.merge(active, below, want);
    return { rows: out.slice(0, limit), more: out.length > limit };
  }

  /**
   * The newest `want` posts of these Flirts below where the walk stopped, by `$in` queries
   * the store merges. The store reads every index entry of the Flirts in the queried range, so
   * the range is first a window of time sized from the walk (the time it spanned per followed
   * post found, for the posts still wanted, twice over), widened fourfold while it comes up
   * short, and unbounded after WINDOW_TRIES.
   */
  private async inWindows(
    creatorIds: readonly string[],
    walked: { readonly rows: readonly FeedPostRow[]; readonly from: string; readonly top: string },
    want: number,
  ): Promise<FeedPostRow[]> {
    const out: FeedPostRow[] = [];
    let from = walked.from;
    const spanMs = keyTime(walked.top) - keyTime(from);
    let windowMs =
      Number.isFinite(spanMs) && spanMs > 0
        ? (spanMs * 2 * want) / Math.max(1, walked.rows.length)
        : Number.NaN;
    for (let attempt = 1; out.length < want; attempt++) {
      const lowMs = keyTime(from) - windowMs;
      // A window reaching 1970 (or with no time to go by) is no window: read everything below.
      const low = attempt <= WINDOW_TRIES && lowMs > 0 ? new Date(lowMs).toISOString() : null;
      const rows = await this.posts()
        .find(
          {
            creatorId: { $in: [...creatorIds] },
            feedKey: low === null ? { $lt: from } : { $lt: from, $gte: low },
          },
          { sort: { feedKey: -1 }, limit: want - out.length },
        )
        .toArray();
      out.push(...rows);
      if (low === null) break;
      from = low;
      windowMs *= 4;
    }
    return out;
  }

  /**
   * Walks the global feed index (`feed_index`, small rows) down from `below`, keeping the
   * posts of `followed`, until `want` are found, the index ends (`done`), or `budget` entries
   * were read; `from` is the lowest key read (every post above it and below `below` has been
   * seen). After a first small read, each read is sized by the share of followed posts seen so
   * far; the posts kept are then fetched by id.
   */
  private async walk(
    followed: ReadonlySet<string>,
    below: string,
    want: number,
    { budget }: { budget: number },
  ): Promise<{ rows: FeedPostRow[]; from: string; top: string; done: boolean }> {
    const ids: string[] = [];
    let from = below;
    let top: string | null = null;
    let chunk = Math.min(budget, want * WALK_FIRST_CHUNK_PER_ROW);
    let read = 0;
    let done = false;
    while (ids.length < want && read < budget) {
      const batch = await this.models
        .collection<FeedIndexRow>(READ_MODELS.feedIndex)
        .find({ feedKey: { $lt: from } }, { sort: { feedKey: -1 }, limit: chunk })
        .toArray();
      read += batch.length;
      for (const entry of batch) {
        top ??= entry.feedKey;
        from = entry.feedKey;
        if (followed.has(entry.creatorId)) ids.push(entry._id);
        if (ids.length >= want) break;
      }
      if (batch.length < chunk) {
        done = true;
        break;
      }
      // Entries expected to hold the rest, at the share seen so far (a quarter more for luck).
      const share = Math.max(ids.length, 1) / read;
      const expected = Math.ceil(((want - ids.length) / share) * 1.25);
      chunk = Math.max(1, Math.min(Math.max(expected, want), budget - read));
    }
    if (ids.length === 0) return { rows: [], from, top: top ?? from, done };
    const byId = new Map(
      (
        await this.posts()
          .find({ _id: { $in: ids } })
          .toArray()
      ).map((row) => [row._id, row]),
    );
    // A post leaving the feed between the two reads is left out (its index row goes with it).
    const rows = ids.flatMap((id) => {
      const row = byId.get(id);
      return row?.feedKey ? [row] : [];
    });
    return { rows, from, top: top ?? from, done };
  }

  /** The k-way merge over the Flirts' own indexes, pruned by their feed heads. */
  private async merge(
    heads: readonly (FeedHeadRow & { headKey: string })[],
    below: string,
    want: number,
  ): Promise<FeedPostRow[]> {
    const heap = new MaxHeap<Source>((source) => source.bound);
    for (const head of heads) {
      heap.push({
        creatorId: head._id,
        bound: head.headKey < below ? head.headKey : below,
        rows: null,
        index: 0,
        complete: false,
      });
    }
    const out: FeedPostRow[] = [];
    while (out.length < want) {
      const source = heap.pop();
      if (!source) break;
      const rows = source.rows;
      if (rows === null || source.index >= rows.length) {
        if (rows !== null && source.complete) continue;
        const from = rows?.[rows.length - 1]?.feedKey ?? below;
        const count = want - out.length;
        const fetched = await this.fetch(source.creatorId, from, count);
        source.rows = fetched;
        source.index = 0;
        source.complete = fetched.length < count;
        const first = fetched[0]?.feedKey;
        if (!first) continue;
        source.bound = first;
        heap.push(source);
        continue;
      }
      const row = rows[source.index];
      source.index += 1;
      if (row) out.push(row);
      const next = rows[source.index]?.feedKey;
      if (next) {
        source.bound = next;
        heap.push(source);
      } else if (!source.complete && row?.feedKey) {
        source.bound = row.feedKey;
        heap.push(source);
      }
    }
    return out;
  }

  /** A Flirt's visible posts below `below`, newest first, pinned ones left out. */
  async creatorPage(creatorId: string, below: string, limit: number): Promise<Page<FeedPostRow>> {
    const rows = await this.posts()
      .find(
        { creatorId, feedKey: { $lt: below }, pinned: false },
        { sort: { feedKey: -1 }, limit: limit + 1 },
      )
      .toArray();
    return { rows: rows.slice(0, limit), more: rows.length > limit };
  }

  /** A Flirt's pinned posts (shown above the first page). */
  pinned(creatorId: string): Promise<FeedPostRow[]> {
    return this.posts()
      .find(
        { creatorId, pinned: true, feedKey: { $lt: '~' } },
        { sort: { feedKey: -1 }, limit: 20 },
      )
      .toArray();
  }

  /** Everyone's visible posts (of one gender, or all), leaving out some Flirts (blocks). */
  async explorePage(
    gender: number | null,
    below: string,
    limit: number,
    skipCreators: ReadonlySet<string>,
  ): Promise<Page<FeedPostRow>> {
    const want = limit + 1;
    const out: FeedPostRow[] = [];
    let from = below;
    for (;;) {
      const count = want - out.length + skipCreators.size;
      const batch = await this.posts()
        .find(
          gender === null
            ? { feedKey: { $lt: from } }
            : { creatorGender: gender, feedKey: { $lt: from } },
          { sort: { feedKey: -1 }, limit: count },
        )
        .toArray();
      for (const row of batch) {
        if (!skipCreators.has(row.creatorId) && out.length < want) out.push(row);
      }
      const last = batch[batch.length - 1]?.feedKey;
      if (out.length >= want || batch.length < count || !last) break;
      from = last;
    }
    return { rows: out.slice(0, limit), more: out.length > limit };
  }

  /** A Flirt's media of visible posts (spec 001 §2.2 filters), newest post first. */
  async mediaPage(
    creatorId: string,
    itemType: FeedMediaRow['itemType'] | null,
    below: string,
    limit: number,
  ): Promise<Page<FeedMediaRow>> {
    const rows = await this.models
      .collection<FeedMediaRow>(READ_MODELS.feedMedia)
      .find(
        itemType === null
          ? { creatorId, mediaKey: { $lt: below } }
          : { creatorId, itemType, mediaKey: { $lt: below } },
        { sort: { mediaKey: -1 }, limit: limit + 1 },
      )
      .toArray();
    return { rows: rows.slice(0, limit), more: rows.length > limit };
  }

  /** Whether any of these Flirts has a visible post above `key` (the new-posts poll). */
  async hasNewer(creatorIds: readonly string[], key: string): Promise<boolean> {
    if (creatorIds.length === 0) return false;
    for (const head of await this.heads(creatorIds)) {
      if (head.visibleCount <= 0 || head.headKey === null || head.headKey <= key) continue;
      const newer = await this.posts()
        .find({ creatorId: head._id, feedKey: { $gt: key } }, { limit: 1 })
        .toArray();
      if (newer.length > 0) return true;
    }
    return false;
  }

  /** Which of these Flirts have visible posts. */
  async withContent(creatorIds: readonly string[]): Promise<Set<string>> {
    if (creatorIds.length === 0) return new Set();
    return new Set(
      (await this.heads(creatorIds))
        .filter((head) => head.visibleCount > 0)
        .map((head) => head._id),
    );
  }
}
