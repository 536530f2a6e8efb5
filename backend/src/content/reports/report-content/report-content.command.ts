import { Command } from '@nestjs/cqrs';
import type { ReportContentBody } from '@flirtwire/contracts';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';

export class ReportContentCommand extends Command<CommandOutcome> {
  constructor(
    readonly reporterId: string,
    readonly body: ReportContentBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}
