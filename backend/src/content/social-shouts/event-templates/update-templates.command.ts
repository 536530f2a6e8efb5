import { Command } from '@nestjs/cqrs';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';
import type { TemplateUpdate } from '../social.decider.js';

export class UpdateTemplatesCommand extends Command<CommandOutcome> {
  constructor(
    readonly creatorId: string,
    readonly updates: readonly TemplateUpdate[],
    readonly context: RequestContext,
  ) {
    super();
  }
}
