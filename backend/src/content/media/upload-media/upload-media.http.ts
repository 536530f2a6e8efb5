import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { Controller, HttpCode, HttpException, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONTENT_MESSAGES as M,
  hasUnsafeText,
  UNSAFE_TEXT_MESSAGE,
  type CommandResult,
  type FileManagerItemView,
  isUuid,
} from '@flirtwire/contracts';
import type { FastifyRequest } from 'fastify';
import { newId } from '../../../shared/domain/ids.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { ValidationError } from '../../../shared/errors.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { authorOf, commandResult } from '../../content-support.js';
import { fileManagerItemView, rowOfMedia } from '../file-manager-views.js';
import { MediaUrls } from '../media-urls.js';
import { mediaDecider } from '../media.decider.js';
import { UploadMediaCommand } from './upload-media.command.js';
import {
  ensurePrivateDir,
  PRIVATE_FILE_MODE,
} from '../../../infrastructure/files/private-files.js';

function tooLarge(maxBytes: number): HttpException {
  const message = M.uploadTooLarge(Math.round(maxBytes / 1_048_576));
  return new HttpException(
    { error: { code: 'payload_too_large', message, fields: { file: message } } },
    413,
  );
}

function fieldValue(part: MultipartFile, name: string): string | undefined {
  const field = part.fields[name];
  const value = Array.isArray(field) ? field[0] : field;
  if (!value || value.type !== 'field') return undefined;
  const raw = value.value;
  return typeof raw === 'string' ? raw : undefined;
}

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * POST /fm/client_api/uploads (spec 000 §7: multipart with the folder id, the file and the
 * watermark choice). The file streams to a temporary file within MEDIA_UPLOAD_MAX_MB; a
 * bigger one is refused with 413 before anything is stored.
 */
@ApiTags('file manager')
@Controller('fm/client_api/uploads')
export class UploadMediaController {
  constructor(
    private readonly commands: CommandBus,
    private readonly processor: CommandProcessor,
    private readonly urls: MediaUrls,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post()
  @HttpCode(201)
  @Roles('advisor')
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary:
      'Upload a file into a folder (fields: album_id, watermark, for=posts to take only media, file)',
  })
  async upload(
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult & { item: FileManagerItemView }> {
    if (!request.isMultipart()) {
      throw new ValidationError({ file: M.uploadNotMultipart }, M.uploadNotMultipart);
    }
    const maxBytes = this.config.mediaUploadMaxBytes;
    const directory = join(this.config.dataDir, 'uploads-tmp');
    await ensurePrivateDir(directory);
    const path = join(directory, newId());
    try {
      let part: MultipartFile | undefined;
      try {
        part = await request.file({
          limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 200, parts: 8 },
        });
        if (!part) throw new ValidationError({ file: M.uploadNoFile }, M.uploadNoFile);
        await pipeline(part.file, createWriteStream(path, { mode: PRIVATE_FILE_MODE }));
      } catch (error) {
        if (isFileTooLarge(error)) throw tooLarge(maxBytes);
        if (error instanceof ValidationError) throw error;
        if ((error as { statusCode?: unknown } | null)?.statusCode === 413)
          throw tooLarge(maxBytes);
        throw new ValidationError({ file: M.uploadNoFile }, M.uploadNoFile);
      }
      if (part.file.truncated) throw tooLarge(maxBytes);
      const albumId = fieldValue(part, 'album_id') ?? fieldValue(part, 'item_album_id');
      if (albumId !== undefined && albumId !== '' && !isUuid(albumId)) {
        throw new ValidationError({ album_id: 'must be a UUID' });
      }
      const watermark = fieldValue(part, 'watermark');
      // A bidi override can make "gpj.exe" read as "exe.jpg": such names are refused, not kept.
      if (hasUnsafeText(part.filename)) {
        throw new ValidationError({ file: UNSAFE_TEXT_MESSAGE }, UNSAFE_TEXT_MESSAGE);
      }
      const fileName = (part.filename || 'upload').slice(0, 255);
      const outcome = await this.commands.execute(
        new UploadMediaCommand(
          authorOf(principal),
          { path, fileName, sizeBytes: part.file.bytesRead },
          albumId === undefined || albumId === '' ? null : albumId,
          watermark !== 'false' && watermark !== '0',
          context,
          fieldValue(part, 'for') === 'posts' ? 'posts' : null,
        ),
      );
      const state = await this.processor.state(mediaDecider, outcome.streamId);
      const createdAt = outcome.events[outcome.events.length - 1]?.occurredAt ?? '';
      return {
        ...commandResult(outcome),
        item: fileManagerItemView(rowOfMedia(state, createdAt), this.urls, this.clock.now()),
      };
    } finally {
      await rm(path, { force: true });
    }
  }
}
