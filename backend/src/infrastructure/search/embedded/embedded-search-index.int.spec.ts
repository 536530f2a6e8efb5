import { describe, expect, it } from '@jest/globals';
import { describeSearchIndexContract } from '../search-index.contract.js';
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
