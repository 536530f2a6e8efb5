import { Command } from '@nestjs/cqrs';
import type { ReportChargebackBody } from '@flirtwire/contracts';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';

/** The processor reports a dispute decided against us (service API). */
export class ReportChargebackCommand extends Command<CommandOutcome> {
  constructor(
    readonly body: ReportChargebackBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}
