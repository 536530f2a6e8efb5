// `npm run bench -- marketplace`: the marketplace search beside the raw engine, same run, same data.
//
//  1. listing search (text + type + price filter + facets + Top Available sort), p50/p99, on
//     1,000 and 50,000 listings  vs  SQLite FTS5 (bm25) with the same filter on the same rows
//  2. goodies search (text + media filter + facets, Relevance), p50/p99, same sizes  vs  FTS5
// The embedded index is what `npm start` and the tests use; FTS5 is the raw in-process engine.
import Database from 'better-sqlite3';
import {
  GoodySearchBody,
  CATEGORIES,
  ListingSearchQuery,
  percent,
  type SearchDocument,
  searchDocumentId,
} from '@flirtwire/contracts';
import type { SearchQuery } from '../infrastructure/search/search-index.port.js';
import { EmbeddedSearchIndex } from '../infrastructure/search/embedded/embedded-search-index.js';
import { goodySearchPlan, listingSearchPlan } from '../marketplace/search/search-plans.js';
import { BenchReport, percentile } from './harness.js';

const report = new BenchReport('marketplace');
const WORDS = [
  'velvet',
  'whisper',
  'girlfriend',
  'domination',
  'mistress',
  'sweet',
  'naughty',
  'fantasy',
  'roleplay',
  'cosplay',
  'feet',
  'latex',
  'soft',
  'strict',
  'late',
  'night',
  'morning',
  'story',
  'bedtime',
  'texting',
  'flirty',
  'romance',
  'companion',
  'tease',
  'cuddle',
  'voice',
  'secret',
  'kinky',
  'playful',
  'gentle',
  'wild',
  'shy',
  'bold',
  'classy',
  'mature',
  'young',
  'sultry',
];
// A realistic vocabulary: the named words plus 2,000 rarer ones, so a word matches a few
// percent of the documents rather than nearly all of them.
const SYLLABLES = ['ka', 'lo', 'mi', 'ra', 'ne', 'so', 'ti', 'vu', 'de', 'ha', 'ju', 'pe'];
const VOCABULARY = [
  ...WORDS,
  ...Array.from(
    { length: 2_000 },
    (_, i) =>
      `${SYLLABLES[i % 12] ?? ''}${SYLLABLES[Math.floor(i / 12) % 12] ?? ''}${SYLLABLES[Math.floor(i / 144) % 12] ?? ''}${String(i)}`,
  ),
];
const QUERIES = ['velvet', 'sweet girlfriend', 'strict mistress', 'late night voice', 'cosplay'];
const RUNS = 300;
const TOP_CATEGORY_IDS = CATEGORIES.filter((c) => c.parentId === null).map((c) => c.id);

/** A deterministic generator, so each run measures the same population. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

function phrase(next: () => number, n: number): string {
  return Array.from({ length: n }, () => {
    // One word in four from the common list, the rest from the long tail.
    const list = next() < 0.25 ? WORDS : VOCABULARY;
    return list[Math.floor(next() * list.length)] ?? 'x';
  }).join(' ');
}

function listings(count: number): SearchDocument[] {
  const next = rng(7);
  return Array.from({ length: count }, (_, i) => {
    const id = String(1_000_000_000 + i);
    const type = 1 + Math.floor(next() * 3);
    return {
      _id: searchDocumentId('listing', id),
      kind: 'listing',
      objectId: id,
      ownerId: `o${String(i % 500)}`,
      ownerLogin: `flirt${String(i % 500)}`,
      title: phrase(next, 4),
      body: phrase(next, 25),
      keywords: [`flirt${String(i % 500)}`],
      terms: {
        type: [String(type)],
        categoryId: [String(TOP_CATEGORY_IDS[Math.floor(next() * TOP_CATEGORY_IDS.length)])],
      },
      numbers: {
        priceCents: 50 + Math.floor(next() * 450),
        rating: Math.round(next() * 50) / 10,
        totalRatings: Math.floor(next() * 200),
        available: next() < 0.3 ? 1 : 0,
      },
      display: { id },
    };
  });
}

function goodies(count: number): SearchDocument[] {
  const next = rng(11);
  const media = ['image', 'video', 'audio'];
  return Array.from({ length: count }, (_, i) => ({
    _id: searchDocumentId('goody_bag', `g${String(i)}`),
    kind: 'goody_bag',
    objectId: `g${String(i)}`,
    ownerId: `o${String(i % 500)}`,
    ownerLogin: `flirt${String(i % 500)}`,
    title: phrase(next, 4),
    body: phrase(next, 20),
    keywords: [`flirt${String(i % 500)}`],
    terms: { media: [media[Math.floor(next() * 3)] ?? 'image'], kink_tags: [] },
    numbers: {
      priceCents: 199 + Math.floor(next() * 3000),
      rating: Math.round(next() * 50) / 10,
      popularity: Math.floor(percent(next())),
      publishedAt: 1_700_000_000_000 + i * 1000,
    },
    display: { id: `g${String(i)}` },
  }));
}

function rawTable(documents: readonly SearchDocument[]): Database.Database {
  const db = new Database(':memory:');
  db.exec(`CREATE VIRTUAL TABLE docs USING fts5(title, keywords, body, kind UNINDEXED, type UNINDEXED,
    media UNINDEXED, price UNINDEXED, available UNINDEXED, rating UNINDEXED)`);
  const insert = db.prepare(
    'INSERT INTO docs (title, keywords, body, kind, type, media, price, available, rating) VALUES (?,?,?,?,?,?,?,?,?)',
  );
  db.transaction(() => {
    for (const d of documents)
      insert.run(
        d.title,
        d.keywords.join(' '),
        d.body,
        d.kind,
        d.terms.type?.[0] ?? null,
        d.terms.media?.[0] ?? null,
        d.numbers.priceCents ?? 0,
        d.numbers.available ?? 0,
        d.numbers.rating ?? 0,
      );
  })();
  return db;
}

function pick(queries: readonly SearchQuery[], i: number, index: EmbeddedSearchIndex): unknown {
  const query = queries[i % queries.length];
  return query ? index.searchNow(query) : null;
}

function measure(fn: (i: number) => unknown): { p50: number; p99: number } {
  for (let i = 0; i < 20; i++) fn(i);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    fn(i);
    times.push(performance.now() - start);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

for (const size of [1_000, 50_000]) {
  const index = new EmbeddedSearchIndex();
  const listingDocs = listings(size);
  const goodyDocs = goodies(size);
  await index.upsert([...listingDocs, ...goodyDocs]);
  const raw = rawTable([...listingDocs, ...goodyDocs]);
  const quoted = (q: string) =>
    q
      .split(' ')
      .map((w) => `"${w}"`)
      .join(' AND ');

  const listingQueries = QUERIES.map((q) =>
    listingSearchPlan(
      ListingSearchQuery.parse({ searchQueryText: q, filters: 'price_1,price_2', type: '1' }),
      1,
    ),
  );
  const rawListing = raw.prepare(
    `SELECT rowid FROM docs WHERE docs MATCH ? AND kind = 'listing' AND type = '1'
       AND price >= 100 AND price < 300 ORDER BY available DESC, bm25(docs, 3, 2, 1) LIMIT 12`,
  );
  const ours = measure((i) => pick(listingQueries, i, index));
  const peer = measure((i) => rawListing.all(quoted(QUERIES[i % QUERIES.length] ?? 'velvet')));
  for (const p of ['p50', 'p99'] as const)
    report.add({
      figure: `listing search ${p}, ${size.toLocaleString('en-US')} listings (text, type, price, facets)`,
      unit: 'ms',
      ours: ours[p],
      peerName: 'SQLite FTS5 bm25, same filter',
      peer: peer[p],
      better: 'lower',
      // Issue 32: p50 within 1.5× of FTS5 at 50,000 documents.
      target: p === 'p50' && size === 50_000 ? 1.5 : null,
      note: 'ours also counts the category and price facets',
    });

  const now = new Date(1_800_000_000_000);
  const goodyQueries = QUERIES.map((q) =>
    goodySearchPlan(
      GoodySearchBody.parse({ filters: { text: q, media: ['video', 'image'] } }),
      now,
    ),
  );
  const rawGoody = raw.prepare(
    `SELECT rowid FROM docs WHERE docs MATCH ? AND kind = 'goody_bag' AND media IN ('video','image')
       ORDER BY bm25(docs, 3, 2, 1) LIMIT 12`,
  );
  const oursG = measure((i) => pick(goodyQueries, i, index));
  const peerG = measure((i) => rawGoody.all(quoted(QUERIES[i % QUERIES.length] ?? 'velvet')));
  for (const p of ['p50', 'p99'] as const)
    report.add({
      figure: `goodies search ${p}, ${size.toLocaleString('en-US')} bags (text, media, 8 facets)`,
      unit: 'ms',
      ours: oursG[p],
      peerName: 'SQLite FTS5 bm25, same filter',
      peer: peerG[p],
      better: 'lower',
      // Issue 32: p50 within 1.5× of FTS5 at 50,000 documents.
      target: p === 'p50' && size === 50_000 ? 1.5 : null,
      note: 'ours also counts eight facets',
    });
  raw.close();
  await index.close();
}
report.finish();
