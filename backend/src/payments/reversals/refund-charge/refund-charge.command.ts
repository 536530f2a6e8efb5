import { Command } from '@nestjs/cqrs';
import type { RefundChargeBody } from '@flirtwire/contracts';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';

/** Refund all or part of a payment through the processor (finance, admin). */
export class RefundChargeCommand extends Command<CommandOutcome> {
  constructor(
    readonly chargeId: string,
    readonly body: RefundChargeBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}
