import { Command } from '@nestjs/cqrs';
import type { GrantSiteDollarsCreditBody } from '@flirtwire/contracts';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';

export class GrantCreditCommand extends Command<CommandOutcome> {
  constructor(
    readonly customerId: string,
    readonly body: GrantSiteDollarsCreditBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}
