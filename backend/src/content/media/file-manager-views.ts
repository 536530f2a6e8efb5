import type { FileManagerItemView } from '@flirtwire/contracts';
import type { FileItemRow } from '@flirtwire/projections';
import { mediaItemView } from '../feeds/post-presenter.js';
import type { MediaUrls } from './media-urls.js';
import type { MediaState } from './media.decider.js';

/** A file as its owner sees it in the file manager (URLs signed for the owner). */
export function fileManagerItemView(
  item: FileItemRow,
  urls: MediaUrls,
  now: Date,
): FileManagerItemView {
  return {
    ...mediaItemView(item, urls, item.ownerId, now),
    album_id: item.albumId,
    size_bytes: item.sizeBytes,
    watermarked: item.watermarked,
  };
}

/** The same view from the file's stream (right after an upload, before projections catch up). */
export function rowOfMedia(state: MediaState, createdAt: string): FileItemRow {
  return {
    _id: state.itemId,
    ownerId: state.ownerId,
    albumId: state.albumId,
    itemType: state.itemType,
    contentType: state.contentType,
    fileName: state.fileName,
    sizeBytes: state.sizeBytes,
    width: state.width,
    height: state.height,
    durationSeconds: state.durationSeconds,
    variants: state.variants,
    watermarked: state.watermarked,
    encodingStatus: state.encodingStatus,
    failureReason: state.failureReason,
    title: state.title,
    description: state.description,
    rating: state.rating,
    createdAt,
    itemKey: `${createdAt}~${state.itemId}`,
    state: state.deleted ? 'deleted' : 'live',
    revision: 0,
  };
}
