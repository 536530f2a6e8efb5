import { Command } from '@nestjs/cqrs';
import type { PaidFrom, SendTipBody } from '@flirtwire/contracts';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';

/** The recorded tip, and who paid it (the balance or the card). */
export interface SentTip extends CommandOutcome {
  readonly paidFrom: PaidFrom;
}

export class SendTipCommand extends Command<SentTip> {
  constructor(
    readonly customerId: string,
    readonly body: SendTipBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}
