import { describe, it } from '@jest/globals';
import { spec } from '../../test-support/decider-spec.js';
import { noteDecider } from './note.decider.js';

const pair = {
  creatorId: '0190a000-0000-7000-8000-000000000001',
  customerId: '0190a000-0000-7000-8000-00000000000a',
};
const noted = { type: 'CustomerNoteSet' as const, data: { ...pair, sealedNote: 'pd1.iv.body' } };

describe('notes', () => {
  it('records a note, and a cleared one, but not clearing an empty note', () => {
    spec(noteDecider)
      .given([])
      .when({ type: 'SetNote', ...pair, sealedNote: 'pd1.iv.body' })
      .then([noted]);
    spec(noteDecider)
      .given([noted])
      .when({ type: 'SetNote', ...pair, sealedNote: null })
      .then([{ type: 'CustomerNoteSet', data: { ...pair, sealedNote: null } }]);
    spec(noteDecider)
      .given([])
      .when({ type: 'SetNote', ...pair, sealedNote: null })
      .then([]);
  });
});
