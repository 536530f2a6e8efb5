import {
  CONTENT_MESSAGES as M,
  type EncodingStatus,
  fileTypeLabel,
  type ItemType,
  type MediaEvent,
  type MediaRating,
  type MediaVariants,
} from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { DomainError, NotFoundError } from '../../shared/errors.js';

/** What processing learned about an upload before it is recorded. */
export interface UploadFacts {
  readonly albumId: string;
  readonly itemType: ItemType;
  readonly contentType: string;
  readonly fileName: string;
  readonly sizeBytes: number;
  readonly width: number | null;
  readonly height: number | null;
  readonly durationSeconds: number | null;
  readonly variants: MediaVariants;
  readonly watermarked: boolean;
  readonly encodingStatus: EncodingStatus;
}

export type MediaCommand =
  | {
      readonly type: 'RecordUpload';
      readonly itemId: string;
      readonly ownerId: string;
      readonly upload: UploadFacts;
    }
  | {
      readonly type: 'CompleteEncoding';
      readonly durationSeconds: number | null;
      readonly variants: MediaVariants;
    }
  | { readonly type: 'FailEncoding'; readonly reason: string }
  | {
      readonly type: 'ChangeDetails';
      readonly ownerId: string;
      readonly albumId?: string;
      readonly title?: string;
      readonly description?: string;
      readonly rating?: MediaRating | null;
    }
  | { readonly type: 'DeleteMedia'; readonly ownerId: string };

/** A file as its upload recorded it, then its encoding, details and deletion. */
export interface MediaState extends UploadFacts {
  readonly exists: boolean;
  readonly deleted: boolean;
  readonly itemId: string;
  readonly ownerId: string;
  readonly failureReason: string | null;
  readonly title: string;
  readonly description: string;
  readonly rating: MediaRating | null;
}

const initialMediaState: MediaState = {
  exists: false,
  deleted: false,
  itemId: '',
  ownerId: '',
  albumId: '',
  itemType: 'other',
  contentType: '',
  fileName: '',
  sizeBytes: 0,
  width: null,
  height: null,
  durationSeconds: null,
  variants: { original: '', large: null, thumbnail: null },
  watermarked: false,
  encodingStatus: 'pending',
  failureReason: null,
  title: '',
  description: '',
  rating: null,
};

/** How a file's type reads in "{type} files not allowed in Posts" (see fileTypeLabel). */
export function typeLabel(state: Pick<MediaState, 'fileName' | 'contentType'>): string {
  return fileTypeLabel(state.fileName, state.contentType);
}

function live(state: MediaState, ownerId?: string): void {
  if (!state.exists || state.deleted || (ownerId !== undefined && ownerId !== state.ownerId)) {
    throw new NotFoundError(M.mediaNotFound, 'media_not_found');
  }
}

/**
 * One file of the file manager (`media-<itemId>`): recorded once processed (images) or pending
 * (audio, video), then encoded or failed exactly once; details and folder change; deleted once.
 */
export const mediaDecider: Decider<MediaState, MediaCommand, MediaEvent> = {
  name: 'media',
  eventTypes: [
    'MediaUploaded',
    'MediaEncoded',
    'MediaEncodingFailed',
    'MediaDetailsChanged',
    'MediaDeleted',
  ],
  initialState: initialMediaState,
  evolve(state, event) {
    switch (event.type) {
      case 'MediaUploaded':
        // The event is the item's ids and its upload facts (RecordUpload below).
        return { ...state, exists: true, ...event.data };
      case 'MediaEncoded':
        return {
          ...state,
          encodingStatus: 'complete',
          durationSeconds: event.data.durationSeconds ?? state.durationSeconds,
          variants: event.data.variants,
        };
      case 'MediaEncodingFailed':
        return { ...state, encodingStatus: 'failed', failureReason: event.data.reason };
      case 'MediaDetailsChanged':
        return {
          ...state,
          albumId: event.data.albumId,
          title: event.data.title,
          description: event.data.description,
          rating: event.data.rating,
        };
      case 'MediaDeleted':
        return { ...state, deleted: true };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RecordUpload':
        if (state.exists)
          throw new DomainError('media_exists', 'This file was already uploaded.', 409);
        return [
          {
            type: 'MediaUploaded',
            data: { itemId: command.itemId, ownerId: command.ownerId, ...command.upload },
          },
        ];
      case 'CompleteEncoding':
        if (!state.exists || state.deleted || state.encodingStatus !== 'pending') return [];
        return [
          {
            type: 'MediaEncoded',
            data: {
              itemId: state.itemId,
              ownerId: state.ownerId,
              durationSeconds: command.durationSeconds,
              variants: command.variants,
            },
          },
        ];
      case 'FailEncoding':
        if (!state.exists || state.deleted || state.encodingStatus !== 'pending') return [];
        return [
          {
            type: 'MediaEncodingFailed',
            data: { itemId: state.itemId, ownerId: state.ownerId, reason: command.reason },
          },
        ];
      case 'ChangeDetails': {
        live(state, command.ownerId);
        const next = {
          albumId: command.albumId ?? state.albumId,
          title: command.title ?? state.title,
          description: command.description ?? state.description,
          rating: command.rating !== undefined ? command.rating : state.rating,
        };
        const same =
          next.albumId === state.albumId &&
          next.title === state.title &&
          next.description === state.description &&
          next.rating === state.rating;
        return same
          ? []
          : [
              {
                type: 'MediaDetailsChanged',
                data: { itemId: state.itemId, ownerId: state.ownerId, ...next },
              },
            ];
      }
      case 'DeleteMedia':
        if (state.exists && state.deleted && state.ownerId === command.ownerId) return [];
        live(state, command.ownerId);
        return [{ type: 'MediaDeleted', data: { itemId: state.itemId, ownerId: state.ownerId } }];
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
