import { Command } from '@nestjs/cqrs';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';

export class DeleteMediaCommand extends Command<CommandOutcome> {
  constructor(
    readonly ownerId: string,
    readonly itemId: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
