import { Command } from '@nestjs/cqrs';
import type { EditMediaItemBody } from '@flirtwire/contracts';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';

export class EditMediaCommand extends Command<CommandOutcome> {
  constructor(
    readonly ownerId: string,
    readonly itemId: string,
    readonly body: EditMediaItemBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}
