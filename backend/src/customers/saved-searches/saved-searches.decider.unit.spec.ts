import { describe, it } from '@jest/globals';
import { CustomerFilters, DEFAULT_CUSTOMER_SORT } from '@flirtwire/contracts';
import { spec } from '../../test-support/decider-spec.js';
import { savedSearchesDecider } from './saved-searches.decider.js';

const creatorId = '0190a000-0000-7000-8000-000000000001';
const searchId = '0190a000-0000-7000-8000-0000000000ff';
const filters = CustomerFilters.parse({
  status: ['Lapsed'],
  saveThisSearch: true,
  nameForSavedSearch: 'Win back',
});
const sort = [...DEFAULT_CUSTOMER_SORT];
const save = (name: string) => ({
  type: 'SaveSearch' as const,
  creatorId,
  searchId,
  name,
  filters,
  sort,
});
const saved = {
  type: 'SavedSearchCreated' as const,
  data: {
    creatorId,
    searchId,
    name: 'Win back',
    filters: { ...filters, saveThisSearch: false, nameForSavedSearch: '' },
    sort,
  },
};

describe('saved searches', () => {
  it('saves a search under a trimmed name, without the save flags', () => {
    spec(savedSearchesDecider).given([]).when(save('  Win   back ')).then([saved]);
  });

  it('refuses a missing, too long or taken name (system names included)', () => {
    const field = 'filters.nameForSavedSearch';
    spec(savedSearchesDecider)
      .given([])
      .when(save('  '))
      .thenThrows({ fields: { [field]: 'Please name this search.' } });
    spec(savedSearchesDecider)
      .given([])
      .when(save('x'.repeat(51)))
      .thenThrows({ fields: { [field]: 'Search names can be at most 50 characters.' } });
    spec(savedSearchesDecider)
      .given([saved])
      .when(save('WIN BACK'))
      .thenThrows({ status: 409, message: 'You already have a search with this name.' });
    spec(savedSearchesDecider).given([]).when(save('top spenders')).thenThrows({ status: 409 });
  });

  it('toggles auto-suggest on user and system searches, once', () => {
    const set = (id: string, value: boolean) => ({
      type: 'SetAutoSuggest' as const,
      creatorId,
      searchId: id,
      doNotAutoSuggest: value,
    });
    const toggled = {
      type: 'SavedSearchAutoSuggestSet' as const,
      data: { creatorId, searchId, doNotAutoSuggest: true },
    };
    spec(savedSearchesDecider).given([saved]).when(set(searchId, true)).then([toggled]);
    spec(savedSearchesDecider).given([saved, toggled]).when(set(searchId, true)).then([]);
    spec(savedSearchesDecider)
      .given([])
      .when(set('system-lapsing', true))
      .then([
        {
          type: 'SavedSearchAutoSuggestSet',
          data: { creatorId, searchId: 'system-lapsing', doNotAutoSuggest: true },
        },
      ]);
    spec(savedSearchesDecider)
      .given([])
      .when(set(searchId, true))
      .thenThrows({ status: 404, message: 'This search does not exist.' });
  });

  it('deletes user searches only', () => {
    spec(savedSearchesDecider)
      .given([saved])
      .when({ type: 'DeleteSearch', creatorId, searchId })
      .then([{ type: 'SavedSearchDeleted', data: { creatorId, searchId } }]);
    spec(savedSearchesDecider)
      .given([])
      .when({ type: 'DeleteSearch', creatorId, searchId: 'system-lapsing' })
      .thenThrows({ message: 'System searches cannot be deleted.' });
    spec(savedSearchesDecider)
      .given([])
      .when({ type: 'DeleteSearch', creatorId, searchId })
      .thenThrows({ status: 404 });
  });
});
