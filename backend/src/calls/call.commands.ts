import { Command } from '@nestjs/cqrs';
import type { CommandOutcome } from '../shared/commands/command-processor.js';
import type { RequestContext } from '../shared/http/request-context.js';
import type { CallProgress } from '../infrastructure/telephony/telephony.port.js';

/** A signed-in customer asks for a call on a phone listing. */
export class StartCallCommand extends Command<CommandOutcome & { callId: string }> {
  constructor(
    readonly userId: string,
    readonly listingId: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}

/** The provider (or the sandbox's controls) reports how a call is going. */
export class RecordCallProgressCommand extends Command<CommandOutcome> {
  constructor(
    readonly callId: string,
    readonly progress: CallProgress,
    readonly context: RequestContext,
  ) {
    super();
  }
}
