import { Command } from '@nestjs/cqrs';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';

export class AcceptLegalLiabilityCommand extends Command<CommandOutcome> {
  constructor(
    readonly creatorId: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
