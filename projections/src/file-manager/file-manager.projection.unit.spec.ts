import { mediaStreamId } from '@flirtwire/contracts';
import { describe, expect, it } from '@jest/globals';
import type { EventEnvelope } from '@flirtwire/contracts';
import { envelope, ProjectionHarness } from '../testing/projection-harness.js';
import {
  type AlbumRow,
  type FileItemRow,
  fileManagerProjection,
} from './file-manager.projection.js';

const ownerId = '0190a0b0-0000-7000-8000-00000000c001';
const uploads = '0190a0b0-0000-7000-8000-00000000e001';
const other = '0190a0b0-0000-7000-8000-00000000e002';
const itemId = '0190a0b0-0000-7000-8000-00000000f001';

function media() {
  let revision = 0;
  return (type: string, data: Record<string, unknown>): EventEnvelope =>
    envelope(
      type,
      { itemId, ownerId, ...data },
      { streamId: mediaStreamId(itemId), revision: revision++ },
    );
}

const variants = { original: `${ownerId}/${itemId}/original`, large: null, thumbnail: null };
const uploaded = {
  albumId: uploads,
  itemType: 'video',
  contentType: 'video/mp4',
  fileName: 'clip.mp4',
  sizeBytes: 1234,
  width: null,
  height: null,
  durationSeconds: null,
  variants,
  watermarked: false,
  encodingStatus: 'pending',
};
const album = (albumId: string, name: string) =>
  envelope(
    'MediaAlbumCreated',
    { albumId, ownerId, name },
    { streamId: `file-manager-${ownerId}` },
  );

describe('file-manager projection', () => {
  it('lists an upload as pending, then complete with its duration, in its folder', async () => {
    const e = media();
    const h = new ProjectionHarness(fileManagerProjection);
    await h.run([album(uploads, 'Uploads'), e('MediaUploaded', uploaded)]);
    expect(h.doc<FileItemRow>('fm_items', itemId)).toMatchObject({
      encodingStatus: 'pending',
      state: 'live',
      rating: null,
    });
    await h.run([e('MediaEncoded', { durationSeconds: 12.5, variants })]);
    expect(h.doc<FileItemRow>('fm_items', itemId)).toMatchObject({
      encodingStatus: 'complete',
      durationSeconds: 12.5,
    });
    expect(h.doc<AlbumRow>('fm_albums', uploads)).toMatchObject({ name: 'Uploads', itemsCount: 1 });
  });

  it('marks a failed encoding, moves files between folders and forgets deleted ones', async () => {
    const e = media();
    const h = new ProjectionHarness(fileManagerProjection);
    await h.run([
      album(uploads, 'Uploads'),
      album(other, 'Beach'),
      e('MediaUploaded', uploaded),
      e('MediaEncodingFailed', { reason: 'not a video' }),
      e('MediaDetailsChanged', { albumId: other, title: 't', description: 'd', rating: 'adult' }),
    ]);
    expect(h.doc<FileItemRow>('fm_items', itemId)).toMatchObject({
      encodingStatus: 'failed',
      failureReason: 'not a video',
      albumId: other,
      rating: 'adult',
    });
    expect(h.doc<AlbumRow>('fm_albums', uploads)?.itemsCount).toBe(0);
    expect(h.doc<AlbumRow>('fm_albums', other)?.itemsCount).toBe(1);
    await h.run([e('MediaDeleted', {})]);
    expect(h.doc<FileItemRow>('fm_items', itemId)?.state).toBe('deleted');
    expect(h.doc<AlbumRow>('fm_albums', other)?.itemsCount).toBe(0);
  });

  it('changes nothing when the same events are replayed', async () => {
    const e = media();
    const events = [
      album(uploads, 'Uploads'),
      e('MediaUploaded', uploaded),
      e('MediaEncoded', { durationSeconds: 3, variants }),
      e('MediaDetailsChanged', { albumId: uploads, title: '', description: '', rating: null }),
      e('MediaDeleted', {}),
    ];
    const h = new ProjectionHarness(fileManagerProjection);
    await h.run(events);
    const once = h.snapshot();
    await h.run(events);
    expect(h.snapshot()).toEqual(once);
  });
});
