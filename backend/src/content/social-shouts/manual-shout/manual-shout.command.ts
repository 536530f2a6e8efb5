import { Command } from '@nestjs/cqrs';
import type { ManualShoutBody } from '@flirtwire/contracts';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';

export class ManualShoutCommand extends Command<CommandOutcome> {
  constructor(
    readonly creatorId: string,
    readonly body: ManualShoutBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}
