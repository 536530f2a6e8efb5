import { describe, expect, it } from '@jest/globals';
import { documentOp, ownedByCreator, ownedByUser } from '../projection.js';
import { BatchNotices } from './batch-notices.js';

type Row = { _id: string; n?: number; creatorId?: string };

describe('batch notices', () => {
  it('gives one notice per collection and owner, with the ids and the last position', () => {
    const notices = new BatchNotices('p');
    notices.add(
      [
        documentOp<Row>(
          'rows',
          { updateOne: { filter: { _id: 'a' }, update: { $inc: { n: 1 } } } },
          { owner: ownedByCreator('c1') },
        ),
        documentOp<Row>(
          'rows',
          { insertOne: { document: { _id: 'b' } } },
          { owner: ownedByCreator('c1') },
        ),
        documentOp<Row>(
          'mine',
          { deleteOne: { filter: { _id: 'x' } } },
          { owner: ownedByUser('u1') },
        ),
      ],
      10,
    );
    notices.add(
      [
        documentOp<Row>(
          'rows',
          { replaceOne: { filter: { _id: 'a' }, replacement: { n: 2 } } },
          { owner: ownedByCreator('c1') },
        ),
      ],
      12,
    );
    expect(notices.notices()).toEqual([
      { projection: 'p', collection: 'rows', ids: ['a', 'b'], owner: 'creator:c1', position: 12 },
      { projection: 'p', collection: 'mine', ids: ['x'], owner: 'user:u1', position: 10 },
    ]);
  });

  it('says the list changed (ids: null) when a write names no single document', () => {
    const notices = new BatchNotices('p');
    notices.add(
      [
        documentOp<Row>('rows', {
          updateMany: { filter: { creatorId: 'c1' }, update: { $set: { n: 0 } } },
        }),
      ],
      3,
    );
    expect(notices.notices()).toEqual([
      { projection: 'p', collection: 'rows', ids: null, owner: null, position: 3 },
    ]);
  });

  it('uses the id an op names when its filter does not', () => {
    const notices = new BatchNotices('p');
    notices.add(
      [
        documentOp<Row>(
          'rows',
          { updateMany: { filter: { creatorId: 'c1' }, update: { $set: { n: 0 } } } },
          { id: 'r1' },
        ),
      ],
      4,
    );
    expect(notices.notices()[0]?.ids).toEqual(['r1']);
  });
});
