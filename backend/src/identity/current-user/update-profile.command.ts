import { Command } from '@nestjs/cqrs';
import type { PatchUserBody } from '@flirtwire/contracts';
import type { CommandOutcome } from '../../shared/commands/command-processor.js';
import type { RequestContext } from '../../shared/http/request-context.js';

export class UpdateProfileCommand extends Command<CommandOutcome> {
  constructor(
    readonly userId: string,
    readonly body: PatchUserBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}
