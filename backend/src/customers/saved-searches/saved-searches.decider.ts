import {
  CUSTOMER_MESSAGES,
  CustomerFilters,
  type CustomerEventOf,
  type CustomerSort,
  DEFAULT_CUSTOMER_SORT,
  SAVED_SEARCH_NAME_MAX,
  stripUnsafeNameCharacters,
} from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { DomainError, NotFoundError, ValidationError } from '../../shared/errors.js';

type SavedSearchEvent = CustomerEventOf<
  'SavedSearchCreated' | 'SavedSearchAutoSuggestSet' | 'SavedSearchDeleted'
>;

export interface SystemSearch {
  readonly id: `system-${string}`;
  readonly name: string;
  readonly filters: CustomerFilters;
  readonly sort: CustomerSort;
}

const byLastYear: CustomerSort = [{ column: 'skr_365D_earnings', direction: 'desc' }];

/** The searches every Flirt has (spec 002 "System Searches"); they cannot be deleted. */
export const SYSTEM_SEARCHES: readonly SystemSearch[] = [
  {
    id: 'system-top-spenders',
    name: 'Top spenders',
    filters: CustomerFilters.parse({ value: ['Highest', 'High'] }),
    sort: byLastYear,
  },
  {
    id: 'system-new-customers',
    name: 'New customers',
    filters: CustomerFilters.parse({ status: ['New'] }),
    sort: [...DEFAULT_CUSTOMER_SORT],
  },
  {
    id: 'system-lapsing',
    name: 'Lapsing customers',
    filters: CustomerFilters.parse({ status: ['Lapsing'] }),
    sort: byLastYear,
  },
  {
    id: 'system-lapsed',
    name: 'Lapsed customers',
    filters: CustomerFilters.parse({ status: ['Lapsed'] }),
    sort: byLastYear,
  },
  {
    id: 'system-one-day-only',
    name: '1-day only customers',
    filters: CustomerFilters.parse({ status: ['1-day Only'] }),
    sort: byLastYear,
  },
  {
    id: 'system-subscribers',
    name: 'Subscribers',
    filters: CustomerFilters.parse({ hasTags: ['Subscribers'] }),
    sort: [...DEFAULT_CUSTOMER_SORT],
  },
  {
    id: 'system-pending-expirations',
    name: 'Pending expirations',
    filters: CustomerFilters.parse({ hasTags: ['Pending Expirations'] }),
    sort: [...DEFAULT_CUSTOMER_SORT],
  },
  {
    id: 'system-free-followers',
    name: 'Free followers',
    filters: CustomerFilters.parse({ hasTags: ['Free Followers'] }),
    sort: [...DEFAULT_CUSTOMER_SORT],
  },
];

export type SavedSearchesCommand =
  | {
      readonly type: 'SaveSearch';
      readonly creatorId: string;
      readonly searchId: string;
      readonly name: string;
      readonly filters: CustomerFilters;
      readonly sort: CustomerSort;
    }
  | {
      readonly type: 'SetAutoSuggest';
      readonly creatorId: string;
      readonly searchId: string;
      readonly doNotAutoSuggest: boolean;
    }
  | { readonly type: 'DeleteSearch'; readonly creatorId: string; readonly searchId: string };

interface UserSearch {
  readonly id: string;
  readonly name: string;
  readonly filters: CustomerFilters;
  readonly sort: CustomerSort;
}

export interface SavedSearchesState {
  /** In the order they were saved. */
  readonly searches: readonly UserSearch[];
  /** Search id → do_not_auto_suggest (user and system searches). */
  readonly doNotAutoSuggest: ReadonlyMap<string, boolean>;
}

export const savedSearchName = (name: string) =>
  stripUnsafeNameCharacters(name).trim().replace(/\s+/g, ' ');

/** One Flirt's saved searches (stream `saved-searches-<creatorId>`): names unique without case. */
export const savedSearchesDecider: Decider<
  SavedSearchesState,
  SavedSearchesCommand,
  SavedSearchEvent
> = {
  name: 'saved-searches',
  eventTypes: ['SavedSearchCreated', 'SavedSearchAutoSuggestSet', 'SavedSearchDeleted'],
  initialState: { searches: [], doNotAutoSuggest: new Map() },
  evolve(state, event) {
    switch (event.type) {
      case 'SavedSearchCreated': {
        const { searchId, name, filters, sort } = event.data;
        return { ...state, searches: [...state.searches, { id: searchId, name, filters, sort }] };
      }
      case 'SavedSearchAutoSuggestSet':
        return {
          ...state,
          doNotAutoSuggest: new Map(state.doNotAutoSuggest).set(
            event.data.searchId,
            event.data.doNotAutoSuggest,
          ),
        };
      case 'SavedSearchDeleted':
        return { ...state, searches: state.searches.filter((s) => s.id !== event.data.searchId) };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'SaveSearch': {
        const name = savedSearchName(command.name);
        const field = 'filters.nameForSavedSearch';
        if (!name) throw new ValidationError({ [field]: CUSTOMER_MESSAGES.searchNameEmpty });
        if (name.length > SAVED_SEARCH_NAME_MAX) {
          throw new ValidationError({ [field]: CUSTOMER_MESSAGES.searchNameTooLong });
        }
        const taken = [...state.searches, ...SYSTEM_SEARCHES].some(
          (search) => search.name.toLowerCase() === name.toLowerCase(),
        );
        if (taken) {
          throw new DomainError('search_name_taken', CUSTOMER_MESSAGES.searchNameExists, 409, {
            [field]: CUSTOMER_MESSAGES.searchNameExists,
          });
        }
        return [
          {
            type: 'SavedSearchCreated',
            data: {
              creatorId: command.creatorId,
              searchId: command.searchId,
              name,
              filters: { ...command.filters, saveThisSearch: false, nameForSavedSearch: '' },
              sort: command.sort,
            },
          },
        ];
      }
      case 'SetAutoSuggest': {
        const exists =
          SYSTEM_SEARCHES.some((s) => s.id === command.searchId) ||
          state.searches.some((s) => s.id === command.searchId);
        if (!exists) throw new NotFoundError(CUSTOMER_MESSAGES.searchMissing, 'search_not_found');
        if ((state.doNotAutoSuggest.get(command.searchId) ?? false) === command.doNotAutoSuggest)
          return [];
        return [
          {
            type: 'SavedSearchAutoSuggestSet',
            data: {
              creatorId: command.creatorId,
              searchId: command.searchId,
              doNotAutoSuggest: command.doNotAutoSuggest,
            },
          },
        ];
      }
      case 'DeleteSearch': {
        if (SYSTEM_SEARCHES.some((s) => s.id === command.searchId)) {
          throw new DomainError('system_search', CUSTOMER_MESSAGES.systemSearchDelete, 422);
        }
        if (!state.searches.some((s) => s.id === command.searchId)) {
          throw new NotFoundError(CUSTOMER_MESSAGES.searchMissing, 'search_not_found');
        }
        return [
          {
            type: 'SavedSearchDeleted',
            data: { creatorId: command.creatorId, searchId: command.searchId },
          },
        ];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
