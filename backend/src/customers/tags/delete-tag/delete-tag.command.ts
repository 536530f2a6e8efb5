import { Command } from '@nestjs/cqrs';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';

/** Deletes a tag and takes it off every customer. */
export class DeleteTagCommand extends Command<CommandOutcome> {
  constructor(
    readonly creatorId: string,
    readonly name: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
