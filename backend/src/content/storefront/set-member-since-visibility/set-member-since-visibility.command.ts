import { Command } from '@nestjs/cqrs';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';

export class SetMemberSinceVisibilityCommand extends Command<CommandOutcome> {
  constructor(
    readonly actorId: string,
    readonly login: string,
    readonly visible: boolean,
    readonly context: RequestContext,
  ) {
    super();
  }
}
