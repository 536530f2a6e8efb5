import { READ_MODELS } from '@flirtwire/contracts';
import type {
  ContentEventOf,
  EncodingStatus,
  EnvelopeOf,
  ItemType,
  MediaEvent,
  MediaRating,
  MediaVariants,
} from '@flirtwire/contracts';
import { defineProjection, type DocumentOp, documentOp, ownedByUser } from '../projection.js';

export type AlbumRow = {
  _id: string;
  ownerId: string;
  name: string;
  createdAt: string;
  itemsCount: number;
};

/** One file of a Flirt's file manager (spec 000 §3 media item). */
export type FileItemRow = {
  _id: string;
  ownerId: string;
  albumId: string;
  itemType: ItemType;
  contentType: string;
  fileName: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  variants: MediaVariants;
  watermarked: boolean;
  encodingStatus: EncodingStatus;
  failureReason: string | null;
  title: string;
  description: string;
  rating: MediaRating | null;
  createdAt: string;
  /** createdAt plus the id: the newest-first paging key. */
  itemKey: string;
  state: 'live' | 'deleted';
  /** Revision of the last event of `media-<itemId>` applied. */
  revision: number;
};

type Handled = EnvelopeOf<MediaEvent> | EnvelopeOf<ContentEventOf<'MediaAlbumCreated'>>;

function albumCount(albumId: string, ownerId: string, by: number): DocumentOp {
  return documentOp<AlbumRow>(
    'fm_albums',
    {
      updateOne: {
        filter: { _id: albumId },
        update: { $inc: { itemsCount: by }, $setOnInsert: { ownerId } },
        upsert: true,
      },
    },
    { owner: ownedByUser(ownerId) },
  );
}

/** The file manager: folders and files with their processing status. */
export const fileManagerProjection = defineProjection<Handled>({
  name: 'file-manager',
  version: 1,
  eventTypes: [
    'MediaAlbumCreated',
    'MediaUploaded',
    'MediaEncoded',
    'MediaEncodingFailed',
    'MediaDetailsChanged',
    'MediaDeleted',
  ],
  collections: {
    [READ_MODELS.fmAlbums]: { indexes: [{ key: { ownerId: 1, createdAt: 1 } }] },
    [READ_MODELS.fmItems]: {
      indexes: [
        { key: { ownerId: 1, state: 1, itemKey: -1 } },
        { key: { ownerId: 1, albumId: 1, state: 1, itemKey: -1 } },
        { key: { encodingStatus: 1, createdAt: 1 } },
      ],
    },
  },
  handle: async (event, context): Promise<DocumentOp[]> => {
    if (event.type === 'MediaAlbumCreated') {
      const d = event.data;
      return [
        documentOp<AlbumRow>(
          'fm_albums',
          {
            updateOne: {
              filter: { _id: d.albumId },
              update: {
                $set: { ownerId: d.ownerId, name: d.name, createdAt: event.occurredAt },
                $inc: { itemsCount: 0 },
              },
              upsert: true,
            },
          },
          { owner: ownedByUser(d.ownerId) },
        ),
      ];
    }
    const items = context.collection<FileItemRow>(READ_MODELS.fmItems);
    const row = await items.findOne({ _id: event.data.itemId });
    if (row && event.revision <= row.revision) return [];
    const owner = ownedByUser(event.data.ownerId);
    const put = (next: FileItemRow): DocumentOp => {
      const { _id: id, ...replacement } = next;
      return documentOp<FileItemRow>(
        'fm_items',
        { replaceOne: { filter: { _id: id }, replacement, upsert: true } },
        { owner },
      );
    };
    switch (event.type) {
      case 'MediaUploaded': {
        if (row) return [];
        const d = event.data;
        return [
          put({
            _id: d.itemId,
            ownerId: d.ownerId,
            albumId: d.albumId,
            itemType: d.itemType,
            contentType: d.contentType,
            fileName: d.fileName,
            sizeBytes: d.sizeBytes,
            width: d.width,
            height: d.height,
            durationSeconds: d.durationSeconds,
            variants: d.variants,
            watermarked: d.watermarked,
            encodingStatus: d.encodingStatus,
            failureReason: null,
            title: '',
            description: '',
            rating: null,
            createdAt: event.occurredAt,
            itemKey: `${new Date(event.occurredAt).toISOString()}~${d.itemId}`,
            state: 'live',
            revision: event.revision,
          }),
          albumCount(d.albumId, d.ownerId, 1),
        ];
      }
      case 'MediaEncoded':
        return row
          ? [
              put({
                ...row,
                encodingStatus: 'complete',
                durationSeconds: event.data.durationSeconds ?? row.durationSeconds,
                variants: event.data.variants,
                revision: event.revision,
              }),
            ]
          : [];
      case 'MediaEncodingFailed':
        return row
          ? [
              put({
                ...row,
                encodingStatus: 'failed',
                failureReason: event.data.reason,
                revision: event.revision,
              }),
            ]
          : [];
      case 'MediaDetailsChanged': {
        if (!row) return [];
        const d = event.data;
        const ops = [
          put({
            ...row,
            albumId: d.albumId,
            title: d.title,
            description: d.description,
            rating: d.rating,
            revision: event.revision,
          }),
        ];
        if (d.albumId !== row.albumId && row.state === 'live') {
          ops.push(albumCount(row.albumId, row.ownerId, -1), albumCount(d.albumId, row.ownerId, 1));
        }
        return ops;
      }
      case 'MediaDeleted':
        if (!row || row.state === 'deleted') return [];
        return [
          put({ ...row, state: 'deleted', revision: event.revision }),
          albumCount(row.albumId, row.ownerId, -1),
        ];
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
});
