import { open } from 'node:fs/promises';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CONTENT_MESSAGES as M,
  fileManagerStreamId,
  mediaStreamId,
  POSTABLE_ITEM_TYPES,
} from '@flirtwire/contracts';
import { UserDirectory } from '../../../identity/user/user-directory.js';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../../../shared/domain/clock.js';
import { idFromKey, type IdGenerator } from '../../../shared/domain/ids.js';
import { DomainError, NotFoundError } from '../../../shared/errors.js';
import { MediaEncoder } from '../encoding/media-encoder.js';
import { defaultAlbumId, fileManagerDecider } from '../file-manager.decider.js';
import { mediaDecider, typeLabel, type UploadFacts } from '../media.decider.js';
import { ImageRejectedError, processImage } from '../pipeline/image-processor.js';
import { sniff } from '../pipeline/media-sniffer.js';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.port.js';
import { UploadMediaCommand } from './upload-media.command.js';

/** Images are refused above this size before decoding (their pixels are limited too). */
const IMAGE_MAX_BYTES = 30 * 1_048_576;

async function headOf(path: string): Promise<Uint8Array> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(4_100);
    const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

function refuse(code: string, message: string): never {
  throw new DomainError(code, message, 422, { file: message });
}

/**
 * An upload into a folder of the file manager (spec 000 §2 Select Files): the file's type is
 * read from its bytes; images are decoded (corrupt and oversized ones refused before anything is
 * recorded), get a large rendition and a thumbnail with the owner's watermark text; audio and
 * video are recorded pending and encoded right after. Files are stored before the event is
 * appended and removed again if the append fails, so nothing is half-applied.
 */
@CommandHandler(UploadMediaCommand)
export class UploadMediaHandler implements ICommandHandler<UploadMediaCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly directory: UserDirectory,
    private readonly encoder: MediaEncoder,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({
    author,
    file,
    albumId,
    watermark,
    context,
    purpose,
  }: UploadMediaCommand): Promise<CommandOutcome> {
    const ownerId = author.userId;
    if (albumId !== null) {
      const folders = await this.commands.state(fileManagerDecider, fileManagerStreamId(ownerId));
      if (!folders.albums.has(albumId)) throw new NotFoundError(M.albumNotFound, 'album_not_found');
    }
    if (file.sizeBytes === 0) refuse('upload_empty', M.uploadEmpty);
    const sniffed = sniff(await headOf(file.path));
    // Read from the bytes, not the name: a text file named photo.png is not an image.
    if (
      purpose === 'posts' &&
      !(POSTABLE_ITEM_TYPES as readonly string[]).includes(sniffed.itemType)
    )
      refuse(
        'file_not_allowed_in_posts',
        M.filesNotAllowedInPosts(
          typeLabel({ fileName: file.fileName, contentType: sniffed.contentType }),
        ),
      );
    const itemId = context.idempotencyKey
      ? idFromKey('media', context.actor.id, context.idempotencyKey)
      : this.ids.next();
    const base = `${ownerId}/${itemId}`;
    const original = `${base}/original.${sniffed.extension}`;
    const stored: string[] = [];
    const facts = async (): Promise<UploadFacts> => {
      const common = {
        albumId: albumId ?? defaultAlbumId(ownerId),
        itemType: sniffed.itemType,
        contentType: sniffed.contentType,
        fileName: file.fileName,
        sizeBytes: file.sizeBytes,
      };
      if (sniffed.raster) {
        if (file.sizeBytes > IMAGE_MAX_BYTES) {
          refuse('upload_too_large', M.uploadTooLarge(IMAGE_MAX_BYTES / 1_048_576));
        }
        const user = await this.directory.load(ownerId);
        const text = watermark ? (user.watermarkText ?? author.login) : null;
        const renditions = await processImage(file.path, {
          contentType: sniffed.contentType,
          watermark: text && text.trim() !== '' ? text : null,
        }).catch((error: unknown) => {
          if (error instanceof ImageRejectedError) {
            refuse(
              error.reason === 'too_big' ? 'image_too_big' : 'image_unreadable',
              error.reason === 'too_big' ? M.uploadImageTooBig : M.uploadUnreadableImage,
            );
          }
          throw error;
        });
        const large = `${base}/large.${renditions.large.extension}`;
        const thumbnail = `${base}/thumbnail.webp`;
        await this.storage.putFile(original, file.path);
        stored.push(original);
        await this.storage.put(large, renditions.large.data);
        stored.push(large);
        await this.storage.put(thumbnail, renditions.thumbnail);
        stored.push(thumbnail);
        return {
          ...common,
          width: renditions.width,
          height: renditions.height,
          durationSeconds: null,
          variants: { original, large, thumbnail },
          watermarked: text !== null && text.trim() !== '',
          encodingStatus: 'complete',
        };
      }
      await this.storage.putFile(original, file.path);
      stored.push(original);
      const audioVideo = sniffed.itemType === 'audio' || sniffed.itemType === 'video';
      return {
        ...common,
        width: null,
        height: null,
        durationSeconds: null,
        variants: { original, large: audioVideo ? original : null, thumbnail: null },
        watermarked: false,
        encodingStatus: audioVideo ? 'pending' : 'complete',
      };
    };
    const now = this.clock.now();
    try {
      const upload = await facts();
      if (albumId === null) {
        await this.commands.handle(
          fileManagerStreamId(ownerId),
          fileManagerDecider,
          { type: 'EnsureDefaultAlbum', ownerId },
          { ...context, now },
        );
      }
      const outcome = await this.commands.handle(
        mediaStreamId(itemId),
        mediaDecider,
        { type: 'RecordUpload', itemId, ownerId, upload },
        { ...context, now },
      );
      if (upload.encodingStatus === 'pending' && !outcome.replayed) {
        await this.encoder.encode(itemId, now);
      }
      return outcome;
    } catch (error) {
      await Promise.all(stored.map((key) => this.storage.delete(key)));
      throw error;
    }
  }
}
