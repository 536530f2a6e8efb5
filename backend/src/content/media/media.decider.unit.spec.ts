import { describe, it } from '@jest/globals';
import type { MediaEvent } from '@flirtwire/contracts';
import { spec } from '../../test-support/decider-spec.js';
import { mediaDecider, typeLabel, type UploadFacts } from './media.decider.js';
import { expect } from '@jest/globals';

const ownerId = '0190a0b0-0000-7000-8000-00000000c001';
const someoneElse = '0190a0b0-0000-7000-8000-00000000c002';
const itemId = '0190a0b0-0000-7000-8000-00000000f001';
const albumId = '0190a0b0-0000-7000-8000-00000000e001';
const variants = { original: 'k/original', large: null, thumbnail: null };
const upload: UploadFacts = {
  albumId,
  itemType: 'video',
  contentType: 'video/mp4',
  fileName: 'clip.mp4',
  sizeBytes: 10,
  width: null,
  height: null,
  durationSeconds: null,
  variants,
  watermarked: false,
  encodingStatus: 'pending',
};
const uploaded: MediaEvent = { type: 'MediaUploaded', data: { itemId, ownerId, ...upload } };
const encoded: MediaEvent = {
  type: 'MediaEncoded',
  data: { itemId, ownerId, durationSeconds: 4.5, variants },
};

describe('media decider', () => {
  it('records an upload once', () => {
    spec(mediaDecider)
      .given([])
      .when({ type: 'RecordUpload', itemId, ownerId, upload })
      .then([uploaded]);
    spec(mediaDecider)
      .given([uploaded])
      .when({ type: 'RecordUpload', itemId, ownerId, upload })
      .thenThrows({ status: 409 });
  });

  it('ends a pending encoding once: complete or failed, never both', () => {
    const complete = { type: 'CompleteEncoding' as const, durationSeconds: 4.5, variants };
    const fail = { type: 'FailEncoding' as const, reason: 'unreadable' };
    spec(mediaDecider).given([uploaded]).when(complete).then([encoded]);
    spec(mediaDecider).given([uploaded, encoded]).when(complete).then([]);
    spec(mediaDecider).given([uploaded, encoded]).when(fail).then([]);
    spec(mediaDecider)
      .given([uploaded])
      .when(fail)
      .then([{ type: 'MediaEncodingFailed', data: { itemId, ownerId, reason: 'unreadable' } }]);
  });

  it('changes details for the owner only, and nothing when nothing changes', () => {
    spec(mediaDecider)
      .given([uploaded])
      .when({ type: 'ChangeDetails', ownerId, rating: 'everyone', title: 'beach' })
      .then([
        {
          type: 'MediaDetailsChanged',
          data: { itemId, ownerId, albumId, title: 'beach', description: '', rating: 'everyone' },
        },
      ]);
    spec(mediaDecider)
      .given([uploaded])
      .when({ type: 'ChangeDetails', ownerId, title: '' })
      .then([]);
    spec(mediaDecider)
      .given([uploaded])
      .when({ type: 'ChangeDetails', ownerId: someoneElse, title: 'mine' })
      .thenThrows({ status: 404 });
  });

  it('deletes once, for the owner only', () => {
    const deleted: MediaEvent = { type: 'MediaDeleted', data: { itemId, ownerId } };
    spec(mediaDecider).given([uploaded]).when({ type: 'DeleteMedia', ownerId }).then([deleted]);
    spec(mediaDecider).given([uploaded, deleted]).when({ type: 'DeleteMedia', ownerId }).then([]);
    spec(mediaDecider)
      .given([uploaded])
      .when({ type: 'DeleteMedia', ownerId: someoneElse })
      .thenThrows({ status: 404 });
  });

  it('names a file type by its extension, else its MIME subtype', () => {
    expect(typeLabel({ fileName: 'notes.pdf', contentType: 'application/pdf' })).toBe('PDF');
    expect(typeLabel({ fileName: 'notes', contentType: 'application/zip' })).toBe('ZIP');
  });
});
