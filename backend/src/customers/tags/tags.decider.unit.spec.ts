import { describe, it } from '@jest/globals';
import { spec } from '../../test-support/decider-spec.js';
import { tagsDecider } from './tags.decider.js';

const creatorId = '0190a000-0000-7000-8000-000000000001';
const ann = '0190a000-0000-7000-8000-00000000000a';
const created = (name: string) => ({
  type: 'CustomerTagCreated' as const,
  data: { creatorId, name },
});
const set = (names: string[], batches: string[][] = [], createOnly = batches.length === 0) => ({
  type: 'SetTags' as const,
  creatorId,
  names,
  batches,
  createOnly,
});

describe('tags', () => {
  it('creates tags, stripping what is not printable ASCII or a caret', () => {
    spec(tagsDecider)
      .given([])
      .when(set([' VIP^ ☺', 'night  owl']))
      .then([created('VIP'), created('night owl')]);
  });

  it('refuses empty, too long, system and existing names (spec 002 §5)', () => {
    spec(tagsDecider)
      .given([])
      .when(set(['^☺']))
      .thenThrows({ fields: { tags: 'Please enter a tag name.' } });
    spec(tagsDecider)
      .given([])
      .when(set(['x'.repeat(26)]))
      .thenThrows({ fields: { tags: 'Tags can be at most 25 characters.' } });
    spec(tagsDecider)
      .given([])
      .when(set(['x'.repeat(25)]))
      .then([created('x'.repeat(25))]);
    spec(tagsDecider)
      .given([])
      .when(set(['subscribers']))
      .thenThrows({ fields: { tags: 'This name belongs to a system tag.' } });
    spec(tagsDecider)
      .given([created('VIP')])
      .when(set(['vip']))
      .thenThrows({ code: 'tag_exists', status: 409, message: 'This tag already exists.' });
  });

  it('adds tags to customers in their stored spelling, creating the new ones, once each', () => {
    spec(tagsDecider)
      .given([created('VIP')])
      .when(set(['vip', 'Fan', 'fan'], [[ann]]))
      .then([
        created('Fan'),
        {
          type: 'CustomerTagsApplied',
          data: { creatorId, customerIds: [ann], tags: ['VIP', 'Fan'] },
        },
      ]);
  });

  it('removes known tags from customers', () => {
    spec(tagsDecider)
      .given([created('VIP')])
      .when({ type: 'RemoveTags', creatorId, names: ['vip', 'other'], batches: [[ann]] })
      .then([
        { type: 'CustomerTagsRemoved', data: { creatorId, customerIds: [ann], tags: ['VIP'] } },
      ]);
    spec(tagsDecider)
      .given([])
      .when({ type: 'RemoveTags', creatorId, names: ['vip'], batches: [[ann]] })
      .thenThrows({ message: 'This tag does not exist.', status: 404 });
  });

  it('renames to a free name, and deletes', () => {
    spec(tagsDecider)
      .given([created('VIP')])
      .when({ type: 'RenameTag', creatorId, name: 'vip', newName: 'Top fan' })
      .then([{ type: 'CustomerTagRenamed', data: { creatorId, name: 'VIP', newName: 'Top fan' } }]);
    spec(tagsDecider)
      .given([created('VIP')])
      .when({ type: 'RenameTag', creatorId, name: 'VIP', newName: 'Vip' })
      .then([{ type: 'CustomerTagRenamed', data: { creatorId, name: 'VIP', newName: 'Vip' } }]);
    spec(tagsDecider)
      .given([created('VIP'), created('Fan')])
      .when({ type: 'RenameTag', creatorId, name: 'VIP', newName: 'fan' })
      .thenThrows({ fields: { newName: 'This tag already exists.' } });
    spec(tagsDecider)
      .given([])
      .when({ type: 'RenameTag', creatorId, name: 'VIP', newName: 'x' })
      .thenThrows({ message: 'This tag does not exist.' });
    spec(tagsDecider)
      .given([created('VIP')])
      .when({ type: 'DeleteTag', creatorId, name: 'vip' })
      .then([{ type: 'CustomerTagDeleted', data: { creatorId, name: 'VIP' } }]);
    spec(tagsDecider)
      .given([created('VIP'), { type: 'CustomerTagDeleted', data: { creatorId, name: 'VIP' } }])
      .when({ type: 'DeleteTag', creatorId, name: 'vip' })
      .thenThrows({ status: 404 });
  });
});
