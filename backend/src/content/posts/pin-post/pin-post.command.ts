import { Command } from '@nestjs/cqrs';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';

export class PinPostCommand extends Command<CommandOutcome> {
  constructor(
    readonly creatorId: string,
    readonly postId: string,
    readonly pinned: boolean,
    readonly context: RequestContext,
  ) {
    super();
  }
}
