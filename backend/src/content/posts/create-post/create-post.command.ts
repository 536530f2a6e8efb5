import { Command } from '@nestjs/cqrs';
import type { CreatePostBody } from '@flirtwire/contracts';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';
import type { Author } from '../../content-support.js';

export class CreatePostCommand extends Command<CommandOutcome> {
  constructor(
    readonly author: Author,
    readonly body: CreatePostBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}
