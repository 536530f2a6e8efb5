import { Controller, Get, Header, Inject, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONTENT_MESSAGES as M,
  isUuid,
  MediaUrlQuery,
  MediaVariantParam,
  mediaStreamId,
} from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal } from '../../../shared/auth/roles.guard.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { ForbiddenError, NotFoundError } from '../../../shared/errors.js';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { MediaUrls, PUBLIC_AUDIENCE } from '../media-urls.js';
import { mediaDecider } from '../media.decider.js';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.port.js';

const RENDITION_TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  gif: 'image/gif',
};

/**
 * Serves media only through URLs the presenter signed for one viewer (docs/adr/0061): the
 * signature must be ours and unexpired, the signed-in person must be its audience (or it was
 * signed `public`, for free posts shown to visitors), and originals go to their owner only.
 */
@ApiTags('file manager')
@Controller('fm/media')
export class ServeMediaController {
  constructor(
    private readonly urls: MediaUrls,
    private readonly commands: CommandProcessor,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get(':id/:variant')
  @Header('Cache-Control', 'private, max-age=600')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({ summary: 'A media file, by a signed URL' })
  async serve(
    @Param('id') id: string,
    @Param('variant', { schema: MediaVariantParam }) variant: MediaVariantParam,
    @Query({ schema: MediaUrlQuery }) query: MediaUrlQuery,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<StreamableFile> {
    if (!isUuid(id)) throw new NotFoundError(M.mediaNotFound, 'media_not_found');
    const signed = this.urls.verify(
      id,
      variant,
      query.v,
      Number(query.exp),
      query.sig,
      this.clock.now(),
    );
    const forCaller = query.v === PUBLIC_AUDIENCE || query.v === principal?.userId;
    if (!signed || !forCaller) throw new ForbiddenError(M.mediaLinkExpired, 'media_link_invalid');
    const state = await this.commands.state(mediaDecider, mediaStreamId(id));
    if (!state.exists || state.deleted) throw new NotFoundError(M.mediaNotFound, 'media_not_found');
    if (variant === 'original' && principal?.userId !== state.ownerId) {
      throw new ForbiddenError(M.mediaLinkExpired, 'media_link_invalid');
    }
    const key = state.variants[variant];
    const stream = key ? await this.storage.read(key) : null;
    const length = key ? await this.storage.size(key) : null;
    if (!key || !stream || length === null) {
      throw new NotFoundError(M.mediaNotFound, 'media_not_found');
    }
    const extension = /\.([a-z0-9]+)$/.exec(key)?.[1] ?? '';
    const type =
      variant === 'original'
        ? state.contentType
        : (RENDITION_TYPES[extension] ?? state.contentType);
    return new StreamableFile(stream, { type, length });
  }
}
