import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type SearchDocument, searchDocumentId } from '@flirtwire/contracts';
import type { SearchIndex, SearchQuery } from './search-index.port.js';

const listing = (
  id: string,
  title: string,
  body: string,
  n: { price: number; rating: number; type: number; available: boolean; category: string },
  keywords: string[] = [],
): SearchDocument => ({
  _id: searchDocumentId('listing', id),
  kind: 'listing',
  objectId: id,
  ownerId: `owner-${id}`,
  ownerLogin: `flirt_${id}`,
  title,
  body,
  keywords: [`flirt_${id}`, ...keywords],
  terms: { type: [String(n.type)], categoryId: [n.category] },
  numbers: { priceCents: n.price, rating: n.rating, available: n.available ? 1 : 0 },
  display: { title },
});

const goody = (
  id: string,
  title: string,
  media: string[],
  n: { price: number; publishedAt: number; popularity: number },
): SearchDocument => ({
  _id: searchDocumentId('goody_bag', id),
  kind: 'goody_bag',
  objectId: id,
  ownerId: 'owner-g',
  ownerLogin: 'goody_maker',
  title,
  body: `${title} bundle`,
  keywords: [],
  terms: { media },
  numbers: { priceCents: n.price, publishedAt: n.publishedAt, popularity: n.popularity },
  display: { title },
});

/** The fixed corpus the relevance and filter checks run over. */
const SEARCH_FIXTURES: readonly SearchDocument[] = [
  listing('1', 'Velvet Voice late night calls', 'Soft spoken girlfriend experience', {
    price: 150,
    rating: 4.8,
    type: 1,
    available: true,
    category: 'girlfriend',
  }),
  listing('2', 'Domination session', 'Strict mistress with a velvet glove', {
    price: 350,
    rating: 4.2,
    type: 1,
    available: false,
    category: 'fetish',
  }),
  listing('3', 'Girlfriend next door', 'Sweet talk, cuddles and a velvet whisper', {
    price: 99,
    rating: 3.9,
    type: 1,
    available: true,
    category: 'girlfriend',
  }),
  listing('4', 'Recorded bedtime stories', 'Relaxing stories to fall asleep', {
    price: 250,
    rating: 4.9,
    type: 2,
    available: true,
    category: 'girlfriend',
  }),
  listing(
    '5',
    'Chat with Ruby',
    'Flirty texting all day',
    {
      price: 99,
      rating: 4.5,
      type: 3,
      available: true,
      category: 'chat',
    },
    ['ruby'],
  ),
  listing(
    '6',
    'Mistress Ruby domination',
    'Strict rules, harsh words',
    {
      price: 450,
      rating: 4.0,
      type: 1,
      available: true,
      category: 'fetish',
    },
    ['ruby'],
  ),
  goody('g1', 'Beach photo set', ['image'], { price: 499, publishedAt: 1_000, popularity: 5 }),
  goody('g2', 'Shower video', ['video'], { price: 1299, publishedAt: 3_000, popularity: 50 }),
  goody('g3', 'Whisper audio and photo set', ['audio', 'image'], {
    price: 1999,
    publishedAt: 2_000,
    popularity: 20,
  }),
];

const page = (query: Omit<SearchQuery, 'skip' | 'limit'> & Partial<SearchQuery>): SearchQuery => ({
  skip: 0,
  limit: 20,
  ...query,
});

/**
 * The one contract of the search port, run on every adapter: relevance on a fixed set of
 * queries, filters, facets, sorts, paging and updates.
 */
export function describeSearchIndexContract(
  name: string,
  open: () => Promise<{ index: SearchIndex; dispose: () => Promise<void> }>,
): void {
  describe(`search index: ${name}`, () => {
    let index: SearchIndex;
    let dispose: () => Promise<void>;
    const ids = async (query: SearchQuery) =>
      (await index.search(query)).hits.map((hit) => hit.document.objectId);

    beforeAll(async () => {
      ({ index, dispose } = await open());
      await index.clear();
      await index.upsert(SEARCH_FIXTURES);
    });
    afterAll(async () => {
      await dispose();
    });

    it.each([
      // query, the documents expected first (in order), documents that must not match
      ['velvet', ['1'], ['4', '5', '6']],
      ['domination', ['2', '6'], ['1', '3']],
      ['ruby domination', ['6'], ['2', '5']],
      ['girlfriend', ['3', '1'], ['2']],
      ['VELVET whisper', ['3'], ['1', '2']],
      ['nothingmatchesthis', [], ['1', '2', '3', '4', '5', '6']],
    ])('relevance: "%s" ranks %j first and leaves out %j', async (text, first, absent) => {
      const found = await ids(page({ kind: 'listing', text }));
      expect(found.slice(0, first.length)).toEqual(first);
      for (const id of absent) expect(found).not.toContain(id);
    });

    it('finds a Flirt by login as a keyword', async () => {
      expect(await ids(page({ kind: 'listing', text: 'flirt_4' }))).toEqual(['4']);
    });

    it('keeps kinds apart: a goody never answers a listing search', async () => {
      expect(await ids(page({ kind: 'goody_bag', text: 'velvet' }))).toEqual([]);
      expect(await ids(page({ kind: 'goody_bag', text: 'photo set' }))).toEqual(['g1', 'g3']);
    });

    it('filters: any of the values of one field, all of the fields, price ranges', async () => {
      const found = await ids(
        page({
          kind: 'listing',
          terms: { type: ['1'], categoryId: ['girlfriend', 'fetish'] },
          ranges: {
            priceCents: [
              { id: 'price_0', gte: 0, lt: 100 },
              { id: 'price_3', gte: 300, lt: 400 },
            ],
          },
          sort: [{ by: 'numbers.priceCents', order: 1 }],
        }),
      );
      expect(found).toEqual(['3', '2']);
      expect(
        await ids(
          page({
            kind: 'listing',
            ranges: { available: [{ id: 'yes', gte: 1, lt: null }] },
            terms: { type: ['1'] },
          }),
        ),
      ).toEqual(['1', '3', '6']);
    });

    it('sorts by a number, ties by id, and pages', async () => {
      const query = page({ kind: 'listing', sort: [{ by: 'numbers.rating', order: -1 }] });
      expect(await ids(query)).toEqual(['4', '1', '5', '2', '6', '3']);
      const second = await index.search({ ...query, skip: 2, limit: 2 });
      expect(second.total).toBe(6);
      expect(second.hits.map((h) => h.document.objectId)).toEqual(['5', '2']);
      expect(
        await ids(page({ kind: 'listing', sort: [{ by: 'numbers.priceCents', order: 1 }] })),
      ).toEqual(['3', '5', '1', '4', '2', '6']);
    });

    it('counts facets over the matches, each ignoring its own filter', async () => {
      const answer = await index.search(
        page({
          kind: 'listing',
          terms: { type: ['1'] },
          ranges: { priceCents: [{ id: 'price_0', gte: 0, lt: 100 }] },
          facets: {
            terms: ['type', 'categoryId'],
            ranges: {
              priceCents: [
                { id: 'price_0', gte: 0, lt: 100 },
                { id: 'price_1', gte: 100, lt: 200 },
                { id: 'price_4', gte: 400, lt: null },
              ],
            },
          },
        }),
      );
      expect(answer.total).toBe(1);
      // type facet: every listing under $1, whatever its type
      expect(answer.facets.type).toEqual([
        { id: '1', count: 1 },
        { id: '3', count: 1 },
      ]);
      expect(answer.facets.categoryId).toEqual([{ id: 'girlfriend', count: 1 }]);
      // price facet: every live listing, whatever its price
      expect(answer.facets.priceCents).toEqual([
        { id: 'price_0', count: 1 },
        { id: 'price_1', count: 1 },
        { id: 'price_4', count: 1 },
      ]);
    });

    it('facets text matches too; a multi-valued field counts each value once per document', async () => {
      const answer = await index.search(
        page({ kind: 'goody_bag', text: 'set', facets: { terms: ['media'] } }),
      );
      expect(answer.total).toBe(2);
      expect(answer.facets.media).toEqual([
        { id: 'image', count: 2 },
        { id: 'audio', count: 1 },
      ]);
    });

    it('replaces a document by id and forgets removed ones', async () => {
      const first = SEARCH_FIXTURES[0];
      if (!first) throw new Error('fixtures');
      await index.upsert([{ ...first, title: 'Crimson calls', body: 'Nothing else' }]);
      expect(await ids(page({ kind: 'listing', text: 'velvet' }))).not.toContain('1');
      expect(await ids(page({ kind: 'listing', text: 'crimson' }))).toEqual(['1']);
      await index.remove([first._id]);
      expect(await ids(page({ kind: 'listing', text: 'crimson' }))).toEqual([]);
      await index.upsert([first]);
      expect((await ids(page({ kind: 'listing', text: 'velvet' })))[0]).toBe('1');
    });
  });
}
