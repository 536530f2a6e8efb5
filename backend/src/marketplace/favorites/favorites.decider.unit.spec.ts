import { describe, it } from '@jest/globals';
import type { FavoriteEvent } from '@flirtwire/contracts';
import { spec } from '../../test-support/decider-spec.js';
import { type FavoritesCommand, favoritesDecider } from './favorites.decider.js';

const customerId = '0190a0b0-0000-7000-8000-00000000c001';
const at = '2026-03-01T12:00:00.000Z';
const added = (listingId: string): FavoriteEvent => ({
  type: 'FavoriteListingAdded',
  data: { customerId, listingId, at },
});
const add = (listingId: string, listingFound = true): FavoritesCommand => ({
  type: 'AddFavorite',
  customerId,
  listingId,
  listingFound,
  now: new Date(at),
});
const move = (listingId: string, position: number): FavoritesCommand => ({
  type: 'MoveFavorite',
  customerId,
  listingId,
  position,
});
const three = [added('a'), added('b'), added('c')];

describe('favorites decider', () => {
  it('adds at the end, once', () => {
    spec(favoritesDecider)
      .given([])
      .when(add('a'))
      .then([added('a')]);
    spec(favoritesDecider)
      .given([added('a')])
      .when(add('a'))
      .then([]);
  });

  it('refuses a listing that does not exist', () => {
    spec(favoritesDecider).given([]).when(add('x', false)).thenThrows({ status: 404 });
  });

  it('moves a favorite to a 1-based position, clamped to the end', () => {
    spec(favoritesDecider)
      .given(three)
      .when(move('c', 1))
      .then([
        {
          type: 'FavoriteListingMoved',
          data: { customerId, listingId: 'c', position: 1, order: ['c', 'a', 'b'] },
        },
      ]);
    spec(favoritesDecider)
      .given(three)
      .when(move('a', 99))
      .then([
        {
          type: 'FavoriteListingMoved',
          data: { customerId, listingId: 'a', position: 3, order: ['b', 'c', 'a'] },
        },
      ]);
    spec(favoritesDecider).given(three).when(move('b', 2)).then([]);
    spec(favoritesDecider).given(three).when(move('z', 1)).thenThrows({ status: 404 });
  });

  it('removes several at once and ignores ids not in the list', () => {
    spec(favoritesDecider)
      .given(three)
      .when({ type: 'RemoveFavorites', customerId, listingIds: ['a', 'c', 'z'] })
      .then([
        {
          type: 'FavoriteListingsRemoved',
          data: { customerId, listingIds: ['a', 'c'], order: ['b'] },
        },
      ]);
    spec(favoritesDecider)
      .given(three)
      .when({ type: 'RemoveFavorites', customerId, listingIds: ['z'] })
      .then([]);
  });
});
