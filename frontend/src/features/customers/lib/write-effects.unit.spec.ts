import { describe, expect, it } from '@jest/globals';
import { customerKeys } from '../api/keys';
import { customersWriteEffect } from './write-effects';

describe('customers write effect', () => {
  it('refreshes only the saved searches after a saved-search change', () => {
    expect(customersWriteEffect({ kind: 'saved-search' })).toEqual([customerKeys.savedSearches()]);
  });

  it("refreshes one customer's details and the rows after a note, not every customer's", () => {
    expect(customersWriteEffect({ kind: 'note', login: 'Bob' })).toEqual([
      customerKeys.search(),
      customerKeys.details('Bob'),
    ]);
  });

  it('leaves tags and saved searches alone after a chat message', () => {
    const keys = customersWriteEffect({ kind: 'chat-sent' });
    expect(keys).not.toContainEqual(customerKeys.tags());
    expect(keys).not.toContainEqual(customerKeys.savedSearches());
    expect(keys).toContainEqual(customerKeys.search());
  });

  it('refreshes the tag list and segments after tagging, and saved searches only when a tag is renamed or deleted', () => {
    expect(customersWriteEffect({ kind: 'tags-changed' })).toEqual(
      expect.arrayContaining([customerKeys.tags(), customerKeys.segments()]),
    );
    expect(customersWriteEffect({ kind: 'tags-changed' })).not.toContainEqual(
      customerKeys.savedSearches(),
    );
    expect(customersWriteEffect({ kind: 'tag-renamed-or-deleted' })).toContainEqual(
      customerKeys.savedSearches(),
    );
  });

  it('never refreshes the whole feature', () => {
    for (const kind of ['tags-changed', 'tag-renamed-or-deleted', 'blocking', 'chat-sent'] as const)
      expect(customersWriteEffect({ kind })).not.toContainEqual(customerKeys.all);
  });
});
