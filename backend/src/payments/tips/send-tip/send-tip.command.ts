import { Command } from '@nestjs/cqrs';
import type { SendTipBody } from '@flirtwire/contracts';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';

export class SendTipCommand extends Command<CommandOutcome> {
  constructor(
    readonly customerId: string,
    readonly body: SendTipBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}
