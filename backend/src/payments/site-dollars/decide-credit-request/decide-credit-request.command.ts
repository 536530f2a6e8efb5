import { Command } from '@nestjs/cqrs';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';

/** A second person in finance approves or rejects a staff credit that went above a cap. */
export class DecideCreditRequestCommand extends Command<CommandOutcome> {
  constructor(
    readonly requestId: string,
    readonly decision:
      | { readonly type: 'approve'; readonly note: string | null }
      | { readonly type: 'reject'; readonly reason: string },
    readonly context: RequestContext,
  ) {
    super();
  }
}
