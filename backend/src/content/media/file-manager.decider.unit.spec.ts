import { describe, it } from '@jest/globals';
import { spec } from '../../test-support/decider-spec.js';
import { defaultAlbumId, fileManagerDecider } from './file-manager.decider.js';

const ownerId = '0190a0b0-0000-7000-8000-00000000c001';
const albumId = '0190a0b0-0000-7000-8000-00000000e001';

describe('file manager decider', () => {
  it('creates a folder once', () => {
    const created = {
      type: 'MediaAlbumCreated' as const,
      data: { albumId, ownerId, name: 'Beach' },
    };
    spec(fileManagerDecider)
      .given([])
      .when({ type: 'CreateAlbum', ownerId, albumId, name: 'Beach' })
      .then([created]);
    spec(fileManagerDecider)
      .given([created])
      .when({ type: 'CreateAlbum', ownerId, albumId, name: 'Beach' })
      .then([]);
  });

  it('makes the Uploads folder on first use only', () => {
    const uploads = {
      type: 'MediaAlbumCreated' as const,
      data: { albumId: defaultAlbumId(ownerId), ownerId, name: 'Uploads' },
    };
    spec(fileManagerDecider)
      .given([])
      .when({ type: 'EnsureDefaultAlbum', ownerId })
      .then([uploads]);
    spec(fileManagerDecider)
      .given([uploads])
      .when({ type: 'EnsureDefaultAlbum', ownerId })
      .then([]);
  });
});
