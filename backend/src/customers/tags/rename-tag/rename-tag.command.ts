import { Command } from '@nestjs/cqrs';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';

/** Renames a tag on every customer that carries it. */
export class RenameTagCommand extends Command<CommandOutcome> {
  constructor(
    readonly creatorId: string,
    readonly name: string,
    readonly newName: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
