import { describe, expect, it } from '@jest/globals';
import { envelope, ProjectionHarness } from '../testing/projection-harness.js';
import { type FavoriteListingRow, favoritesProjection } from './favorites.projection.js';

const customerId = '0190a0b0-0000-7000-8000-00000000c001';
const at = '2026-03-01T12:00:00.000Z';
const added = (listingId: string) =>
  envelope('FavoriteListingAdded', { customerId, listingId, at });
const order = (h: ProjectionHarness) =>
  h
    .docs<FavoriteListingRow>('favorite_listings')
    .sort((a, b) => a.position - b.position)
    .map((row) => `${row.listingId}@${String(row.position)}`);

describe('favorites projection', () => {
  it('keeps each customer’s list in order through adds, moves and removals, idempotently', async () => {
    const h = new ProjectionHarness(favoritesProjection);
    const adds = [added('a'), added('b'), added('c')];
    await h.run([...adds, ...adds]);
    expect(order(h)).toEqual(['a@1', 'b@2', 'c@3']);
    const moved = envelope('FavoriteListingMoved', {
      customerId,
      listingId: 'c',
      position: 1,
      order: ['c', 'a', 'b'],
    });
    await h.run([moved, moved]);
    expect(order(h)).toEqual(['c@1', 'a@2', 'b@3']);
    const removed = envelope('FavoriteListingsRemoved', {
      customerId,
      listingIds: ['c', 'b'],
      order: ['a'],
    });
    await h.run([removed, removed, added('d')]);
    expect(order(h)).toEqual(['a@1', 'd@2']);
  });
});
