import { Command } from '@nestjs/cqrs';
import type { EditPostBody } from '@flirtwire/contracts';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';
import type { Author } from '../../content-support.js';

export class EditPostCommand extends Command<CommandOutcome> {
  constructor(
    readonly author: Author,
    readonly postId: string,
    readonly body: EditPostBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}
