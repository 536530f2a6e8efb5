import { Command } from '@nestjs/cqrs';
import type { SavePayoutInfoBody } from '@flirtwire/contracts';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';

export class SavePayoutInfoCommand extends Command<CommandOutcome> {
  constructor(
    readonly payeeId: string,
    readonly body: SavePayoutInfoBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}
