import { Command } from '@nestjs/cqrs';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';
import type { Author } from '../../content-support.js';

export class AddCommentCommand extends Command<CommandOutcome> {
  constructor(
    readonly author: Author,
    readonly postId: string,
    readonly body: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
