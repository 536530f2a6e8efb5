import { describe, expect, it } from '@jest/globals';
import type { SearchDocument } from '@flirtwire/contracts';
import { describeSearchIndexContract } from '../search-index.contract.js';
import { searchWords } from '../search-text.js';
import { EmbeddedSearchIndex } from './embedded-search-index.js';

describeSearchIndexContract('embedded', () => {
  const index = new EmbeddedSearchIndex();
  return Promise.resolve({ index, dispose: () => index.close() });
});

describe('embedded search index: typing in progress', () => {
  it('matches the last word as a prefix from 3 letters, below whole-word matches', async () => {
    const index = new EmbeddedSearchIndex();
    const doc = (id: string, title: string) => ({
      _id: `listing:${id}`,
      kind: 'listing' as const,
      objectId: id,
      ownerId: 'o',
      ownerLogin: 'o',
      title,
      body: '',
      keywords: [],
      terms: {},
      numbers: {},
      display: {},
    });
    await index.upsert([doc('a', 'Scarlet nights'), doc('b', 'Sca'), doc('c', 'Ruby')]);
    const found = await index.search({ kind: 'listing', text: 'sca', skip: 0, limit: 10 });
    expect(found.hits.map((h) => h.document.objectId)).toEqual(['b', 'a']);
    const two = await index.search({ kind: 'listing', text: 'sc', skip: 0, limit: 10 });
    expect(two.hits).toEqual([]);
  });
});

describe('embedded search index: documents added, replaced and removed over many slots', () => {
  const VOCABULARY = ['velvet', 'velvety', 'night', 'nightly', 'voice', 'rose', 'roses', 'cosplay'];
  const doc = (id: string, title: string, body: string): SearchDocument => ({
    _id: `listing:${id}`,
    kind: 'listing',
    objectId: id,
    ownerId: 'o',
    ownerLogin: 'o',
    title,
    body,
    keywords: [],
    terms: {},
    numbers: {},
    display: {},
  });
  let seed = 42;
  const next = () => {
    seed = (seed * 1_664_525 + 1_013_904_223) >>> 0;
    return seed / 2 ** 32;
  };
  const phrase = (n: number) =>
    Array.from({ length: n }, () => VOCABULARY[Math.floor(next() * VOCABULARY.length)]).join(' ');
  /** Whether every word is in the document, the last also as the start of a longer word. */
  const holds = (document: SearchDocument, text: string) => {
    const own = new Set(searchWords(`${document.title} ${document.body}`));
    const words = [...new Set(searchWords(text))];
    return words.every((word, i) =>
      i === words.length - 1 && word.length >= 3
        ? [...own].some((w) => w.startsWith(word))
        : own.has(word),
    );
  };
  const QUERIES = ['velvet', 'night voice', 'rose velv', 'cosplay nightly', 'voice', 'vel'];
  const search = (index: EmbeddedSearchIndex, text: string) =>
    index.searchNow({ kind: 'listing', text, skip: 0, limit: 1_000 });

  it('answers every search as an index built afresh from the documents that remain', async () => {
    const index = new EmbeddedSearchIndex();
    const current = new Map<string, SearchDocument>();
    const put = async (documents: SearchDocument[]) => {
      await index.upsert(documents);
      for (const document of documents) current.set(document._id, document);
    };
    await put(Array.from({ length: 300 }, (_, i) => doc(`d${i}`, phrase(3), phrase(8))));
    const removed = [...current.keys()].filter(() => next() < 0.3);
    await index.remove(removed);
    for (const id of removed) current.delete(id);
    await put(Array.from({ length: 150 }, (_, i) => doc(`n${i}`, phrase(3), phrase(8))));
    await put([...current.values()].slice(0, 50).map((d) => doc(d.objectId, phrase(2), phrase(5))));

    for (const text of [...QUERIES, ...QUERIES.toReversed()]) {
      // Built for this search alone: nothing left over from an earlier one.
      const fresh = new EmbeddedSearchIndex();
      await fresh.upsert([...current.values()]);
      const page = search(index, text);
      const expected = [...current.values()].filter((d) => holds(d, text)).map((d) => d._id);
      expect(page.hits.map((hit) => hit.document._id).sort()).toEqual(expected.sort());
      expect(expected.length).toBeGreaterThan(0);
      const again = search(fresh, text);
      expect(page.hits.map((hit) => hit.document._id)).toEqual(
        again.hits.map((hit) => hit.document._id),
      );
      page.hits.forEach((hit, i) => {
        expect(hit.score).toBeCloseTo(again.hits[i]?.score ?? -1, 9);
      });
    }
  });
});
