import { Command } from '@nestjs/cqrs';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';

export class DeletePostCommand extends Command<CommandOutcome> {
  constructor(
    /** The author, or null when an admin removes someone else's post. */
    readonly creatorId: string | null,
    readonly postId: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
