import type { RangeBucket, SearchDocument, SearchKind } from '@flirtwire/contracts';
import type {
  FacetValueCount,
  SearchHit,
  SearchIndex,
  SearchPage,
  SearchQuery,
} from '../search-index.port.js';
import { searchWords } from '../search-text.js';

/** How much a word counts by where it stands: a title word outweighs a description word. */
const FIELD_WEIGHTS = { title: 3, keywords: 2, body: 1 } as const;
/** BM25's usual constants. */
const K1 = 1.2;
const B = 0.75;
/** A prefix of a longer word (typing in progress) counts this much of a whole-word match. */
const PREFIX_WEIGHT = 0.5;
/** The last query word also matches as a prefix from this length (the header types live). */
const PREFIX_MIN = 3;

/** The documents holding every query word, by slot, with their scores (in the same order). */
interface Matches {
  readonly slots: readonly number[];
  readonly scores: readonly number[];
}

/**
 * The inverted index of one kind of document. Each document has a slot number: postings,
 * lengths and a query's scores are kept by slot, in typed arrays, so a query's inner loop does
 * no string hashing and allocates nothing per posting.
 */
class KindIndex {
  readonly documents = new Map<string, SearchDocument>();
  /** word → slot → weighted term frequency */
  private readonly postings = new Map<string, Map<number, number>>();
  private readonly slots = new Map<string, number>();
  private readonly slotDocuments: Array<SearchDocument | undefined> = [];
  private readonly freeSlots: number[] = [];
  private lengths = new Float64Array(64);
  /** A query's scratch, by slot, all zero between queries. */
  private best = new Float64Array(64);
  private sums = new Float64Array(64);
  private matchedWords = new Int32Array(64);
  private totalLength = 0;
  private sortedWords: string[] | null = null;

  add(document: SearchDocument): void {
    this.delete(document._id);
    const weighted = new Map<string, number>();
    let length = 0;
    const count = (text: string, weight: number) => {
      for (const word of searchWords(text)) {
        weighted.set(word, (weighted.get(word) ?? 0) + weight);
        length += weight;
      }
    };
    count(document.title, FIELD_WEIGHTS.title);
    for (const keyword of document.keywords) count(keyword, FIELD_WEIGHTS.keywords);
    count(document.body, FIELD_WEIGHTS.body);
    const slot = this.newSlot();
    for (const [word, tf] of weighted) {
      let list = this.postings.get(word);
      if (!list) {
        list = new Map();
        this.postings.set(word, list);
        this.sortedWords = null;
      }
      list.set(slot, tf);
    }
    this.slots.set(document._id, slot);
    this.slotDocuments[slot] = document;
    this.documents.set(document._id, document);
    this.lengths[slot] = length;
    this.totalLength += length;
  }

  delete(id: string): void {
    const old = this.documents.get(id);
    const slot = this.slots.get(id);
    if (!old || slot === undefined) return;
    for (const word of new Set([
      ...searchWords(old.title),
      ...old.keywords.flatMap(searchWords),
      ...searchWords(old.body),
    ])) {
      const list = this.postings.get(word);
      list?.delete(slot);
      if (list?.size === 0) {
        this.postings.delete(word);
        this.sortedWords = null;
      }
    }
    this.totalLength -= this.lengths[slot] ?? 0;
    this.lengths[slot] = 0;
    this.slotDocuments[slot] = undefined;
    this.freeSlots.push(slot);
    this.slots.delete(id);
    this.documents.delete(id);
  }

  document(slot: number): SearchDocument | undefined {
    return this.slotDocuments[slot];
  }

  /** The documents holding every word (the last one also as a prefix), or null: all. */
  match(text: string): Matches | null {
    const words = [...new Set(searchWords(text))];
    if (words.length === 0) return null;
    const n = this.documents.size;
    const avgLength = n === 0 ? 1 : this.totalLength / n;
    const { best, sums, matchedWords, lengths } = this;
    // The first word's documents: every later word can only narrow them.
    let first: number[] = [];
    for (const [i, word] of words.entries()) {
      const forms: Array<[string, number]> = [[word, 1]];
      if (i === words.length - 1 && word.length >= PREFIX_MIN) {
        for (const other of this.wordsStartingWith(word))
          if (other !== word) forms.push([other, PREFIX_WEIGHT]);
      }
      // Per document, the best of the word's forms (a whole word or a longer one it starts).
      const touched: number[] = [];
      for (const [form, weight] of forms) {
        const list = this.postings.get(form);
        if (!list) continue;
        const idf = Math.log(1 + (n - list.size + 0.5) / (list.size + 0.5));
        list.forEach((tf, slot) => {
          if (matchedWords[slot] !== i) return; // missed an earlier word
          const length = lengths[slot] ?? avgLength;
          const part =
            ((idf * (tf * (K1 + 1))) / (tf + K1 * (1 - B + (B * length) / avgLength))) * weight;
          const before = best[slot] ?? 0;
          if (before === 0) touched.push(slot);
          if (part > before) best[slot] = part;
        });
      }
      for (const slot of touched) {
        sums[slot] = (sums[slot] ?? 0) + (best[slot] ?? 0);
        best[slot] = 0;
        matchedWords[slot] = i + 1;
      }
      if (i === 0) first = touched;
    }
    const slots: number[] = [];
    const scores: number[] = [];
    for (const slot of first) {
      if (matchedWords[slot] === words.length) {
        slots.push(slot);
        scores.push(sums[slot] ?? 0);
      }
      sums[slot] = 0;
      matchedWords[slot] = 0;
    }
    return { slots, scores };
  }

  private newSlot(): number {
    const reused = this.freeSlots.pop();
    if (reused !== undefined) return reused;
    const slot = this.slotDocuments.length;
    this.slotDocuments.push(undefined);
    if (slot >= this.lengths.length) {
      const size = this.lengths.length * 2;
      this.lengths = grown(this.lengths, size);
      this.best = grown(this.best, size);
      this.sums = grown(this.sums, size);
      const matched = new Int32Array(size);
      matched.set(this.matchedWords);
      this.matchedWords = matched;
    }
    return slot;
  }

  private wordsStartingWith(prefix: string): string[] {
    this.sortedWords ??= [...this.postings.keys()].sort();
    const words = this.sortedWords;
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((words[mid] ?? '') < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found: string[] = [];
    for (let i = lo; i < words.length; i++) {
      const word = words[i] ?? '';
      if (!word.startsWith(prefix)) break;
      found.push(word);
    }
    return found;
  }
}

function grown(array: Float64Array, size: number): Float64Array<ArrayBuffer> {
  const next = new Float64Array(size);
  next.set(array);
  return next;
}

const inRange = (value: number | undefined, bucket: RangeBucket): boolean =>
  value !== undefined &&
  (bucket.gte === null || value >= bucket.gte) &&
  (bucket.lt === null || value < bucket.lt);

/**
 * The embedded search adapter: an in-process inverted index (BM25 over title, keywords and
 * description) with filters, facets, sorts and paging in one pass over the matches. It holds
 * documents in memory; the feeder loads it from the `search_documents` read model at start
 * and keeps it current from that model's change notices.
 */
export class EmbeddedSearchIndex implements SearchIndex {
  private readonly kinds = new Map<SearchKind, KindIndex>();

  private kind(kind: SearchKind): KindIndex {
    let index = this.kinds.get(kind);
    if (!index) {
      index = new KindIndex();
      this.kinds.set(kind, index);
    }
    return index;
  }

  upsert(documents: readonly SearchDocument[]): Promise<void> {
    for (const document of documents) {
      for (const [kind, index] of this.kinds)
        if (kind !== document.kind) index.delete(document._id);
      this.kind(document.kind).add(document);
    }
    return Promise.resolve();
  }

  remove(ids: readonly string[]): Promise<void> {
    for (const id of ids) for (const index of this.kinds.values()) index.delete(id);
    return Promise.resolve();
  }

  clear(): Promise<void> {
    this.kinds.clear();
    return Promise.resolve();
  }

  search(query: SearchQuery): Promise<SearchPage> {
    return Promise.resolve(this.searchNow(query));
  }

  /** The same search, synchronously (the benchmark times the engine without the event loop). */
  searchNow(query: SearchQuery): SearchPage {
    const index = this.kind(query.kind);
    const matches = query.text ? index.match(query.text) : null;
    const termFilters = Object.entries(query.terms ?? {}).filter(([, values]) => values.length > 0);
    const rangeFilters = Object.entries(query.ranges ?? {}).filter(
      ([, buckets]) => buckets.length > 0,
    );
    const termFacets = (query.facets?.terms ?? []).map((field) => ({
      field,
      counts: new Map<string, number>(),
    }));
    const rangeFacets = Object.entries(query.facets?.ranges ?? {}).map(([field, buckets]) => ({
      field,
      buckets,
      counts: buckets.map(() => 0),
    }));

    const hits: SearchHit[] = [];
    const consider = (document: SearchDocument, score: number): void => {
      // Which filter field this document fails: none → a hit; one → it still counts in that
      // field's facet (facets ignore their own field's filter).
      let failedTerm: string | null = null;
      let failedRange: string | null = null;
      let failures = 0;
      for (const [field, values] of termFilters) {
        const own = document.terms[field] ?? [];
        if (!values.some((v) => own.includes(v))) {
          failures++;
          failedTerm = field;
        }
      }
      for (const [field, buckets] of rangeFilters) {
        if (!buckets.some((bucket) => inRange(document.numbers[field], bucket))) {
          failures++;
          failedRange = field;
        }
      }
      if (failures > 1) return;
      if (failures === 0) hits.push({ document, score });
      for (const { field, counts } of termFacets) {
        if (failures === 1 && failedTerm !== field) continue;
        const values = document.terms[field] ?? [];
        for (let i = 0; i < values.length; i++) {
          const value = values[i] as string;
          // A value listed twice counts once.
          if (values.indexOf(value) === i) counts.set(value, (counts.get(value) ?? 0) + 1);
        }
      }
      for (const { field, buckets, counts } of rangeFacets) {
        if (failures === 1 && failedRange !== field) continue;
        const value = document.numbers[field];
        for (let i = 0; i < buckets.length; i++) {
          if (inRange(value, buckets[i] as RangeBucket)) counts[i] = (counts[i] ?? 0) + 1;
        }
      }
    };
    if (matches) {
      for (let i = 0; i < matches.slots.length; i++) {
        const document = index.document(matches.slots[i] as number);
        if (document) consider(document, matches.scores[i] ?? 0);
      }
    } else {
      for (const document of index.documents.values()) consider(document, 0);
    }

    const sort = query.sort ?? (query.text ? [{ by: '_score' as const, order: -1 as const }] : []);
    const keyOf = (hit: SearchHit, by: string): number =>
      by === '_score' ? hit.score : (hit.document.numbers[by.slice('numbers.'.length)] ?? 0);
    const ordered =
      query.skip + query.limit < hits.length / 4
        ? topK(hits, query.skip + query.limit, compareBy(sort, keyOf))
        : hits.sort(compareBy(sort, keyOf));

    const facets: Record<string, FacetValueCount[]> = {};
    for (const { field, counts } of termFacets)
      facets[field] = [...counts]
        .map(([id, count]) => ({ id, count }))
        .sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    for (const { field, buckets, counts } of rangeFacets)
      facets[field] = buckets.map((bucket, i) => ({ id: bucket.id, count: counts[i] ?? 0 }));
    return {
      total: hits.length,
      hits: ordered.slice(query.skip, query.skip + query.limit),
      facets,
    };
  }

  describe(): string {
    const sizes = [...this.kinds].map(([kind, index]) => `${kind} ${String(index.documents.size)}`);
    return `embedded search index (${sizes.join(', ') || 'empty'})`;
  }

  close(): Promise<void> {
    this.kinds.clear();
    return Promise.resolve();
  }
}

function compareBy(
  sort: SearchQuery['sort'] & object,
  keyOf: (hit: SearchHit, by: string) => number,
): (a: SearchHit, b: SearchHit) => number {
  return (a, b) => {
    for (const { by, order } of sort) {
      const d = keyOf(a, by) - keyOf(b, by);
      if (d !== 0) return d * order;
    }
    return a.document._id < b.document._id ? -1 : a.document._id > b.document._id ? 1 : 0;
  };
}

/** The first k in order without sorting everything (a page of a large match). */
function topK<T>(items: readonly T[], k: number, compare: (a: T, b: T) => number): T[] {
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length === k) {
      const last = kept[k - 1];
      if (last === undefined || compare(item, last) >= 0) continue;
      kept.pop();
    }
    let lo = 0;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const at = kept[mid];
      if (at !== undefined && compare(at, item) <= 0) lo = mid + 1;
      else hi = mid;
    }
    kept.splice(lo, 0, item);
  }
  return kept;
}
