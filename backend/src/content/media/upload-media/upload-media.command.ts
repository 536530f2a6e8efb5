import { Command } from '@nestjs/cqrs';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';
import type { Author } from '../../content-support.js';

/** A received file, already on local disk (the controller streamed it there within the limits). */
export interface ReceivedFile {
  readonly path: string;
  readonly fileName: string;
  readonly sizeBytes: number;
}

export class UploadMediaCommand extends Command<CommandOutcome> {
  constructor(
    readonly author: Author,
    readonly file: ReceivedFile,
    /** null: the Uploads folder. */
    readonly albumId: string | null,
    readonly watermark: boolean,
    readonly context: RequestContext,
    /** 'posts': the file is picked for a post, so only images, videos and audio are taken. */
    readonly purpose: 'posts' | null = null,
  ) {
    super();
  }
}
