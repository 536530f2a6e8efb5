import { Command } from '@nestjs/cqrs';
import type { LeaveFeedbackBody } from '@flirtwire/contracts';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';

export class LeaveFeedbackCommand extends Command<CommandOutcome> {
  constructor(
    readonly customerId: string,
    readonly body: LeaveFeedbackBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}
