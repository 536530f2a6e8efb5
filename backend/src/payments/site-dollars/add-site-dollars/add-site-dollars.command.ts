import { Command } from '@nestjs/cqrs';
import type { AddSiteDollarsBody } from '@flirtwire/contracts';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';

export class AddSiteDollarsCommand extends Command<CommandOutcome> {
  constructor(
    readonly customerId: string,
    readonly body: AddSiteDollarsBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}
