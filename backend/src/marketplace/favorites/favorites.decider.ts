import { FAVORITE_MESSAGES as M, FAVORITES_MAX, type FavoriteEvent } from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { DomainError } from '../../shared/errors.js';

export type FavoritesCommand =
  | {
      readonly type: 'AddFavorite';
      readonly customerId: string;
      readonly listingId: string;
      /** The listing exists and is not the customer's own. */
      readonly listingFound: boolean;
      readonly now: Date;
    }
  | {
      readonly type: 'MoveFavorite';
      readonly customerId: string;
      readonly listingId: string;
      /** 1 is the top; a position past the end moves it to the end. */
      readonly position: number;
    }
  | {
      readonly type: 'RemoveFavorites';
      readonly customerId: string;
      readonly listingIds: readonly string[];
    };

export interface FavoritesState {
  /** Listing ids, first to last. */
  readonly order: readonly string[];
}

/**
 * One customer's favorite listings as an ordered list (`favorites-<customerId>`). Adding puts a
 * listing at the end (adding it again changes nothing); moving names a 1-based position;
 * removing takes several at once and ignores ids not in the list.
 */
export const favoritesDecider: Decider<FavoritesState, FavoritesCommand, FavoriteEvent> = {
  name: 'favorites',
  eventTypes: ['FavoriteListingAdded', 'FavoriteListingMoved', 'FavoriteListingsRemoved'],
  initialState: { order: [] },
  evolve(state, event) {
    switch (event.type) {
      case 'FavoriteListingAdded':
        return state.order.includes(event.data.listingId)
          ? state
          : { order: [...state.order, event.data.listingId] };
      case 'FavoriteListingMoved':
      case 'FavoriteListingsRemoved':
        return { order: event.data.order };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'AddFavorite': {
        if (!command.listingFound) {
          throw new DomainError('listing_not_found', M.listingNotFound, 404);
        }
        if (state.order.includes(command.listingId)) return [];
        if (state.order.length >= FAVORITES_MAX) {
          throw new DomainError('too_many_favorites', M.tooMany, 422);
        }
        return [
          {
            type: 'FavoriteListingAdded',
            data: {
              customerId: command.customerId,
              listingId: command.listingId,
              at: command.now.toISOString(),
            },
          },
        ];
      }
      case 'MoveFavorite': {
        const from = state.order.indexOf(command.listingId);
        if (from < 0) throw new DomainError('not_a_favorite', M.notAFavorite, 404);
        const rest = state.order.filter((id) => id !== command.listingId);
        const to = Math.min(command.position, state.order.length) - 1;
        if (to === from) return [];
        const order = [...rest.slice(0, to), command.listingId, ...rest.slice(to)];
        return [
          {
            type: 'FavoriteListingMoved',
            data: {
              customerId: command.customerId,
              listingId: command.listingId,
              position: to + 1,
              order,
            },
          },
        ];
      }
      case 'RemoveFavorites': {
        const removing = new Set(command.listingIds);
        const listingIds = state.order.filter((id) => removing.has(id));
        if (listingIds.length === 0) return [];
        return [
          {
            type: 'FavoriteListingsRemoved',
            data: {
              customerId: command.customerId,
              listingIds,
              order: state.order.filter((id) => !removing.has(id)),
            },
          },
        ];
      }
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
