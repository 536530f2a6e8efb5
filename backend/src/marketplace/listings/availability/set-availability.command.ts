import { Command } from '@nestjs/cqrs';
import type { PatchAvailabilityBody } from '@flirtwire/contracts';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { Principal } from '../../../shared/auth/principal.js';
import type { RequestContext } from '../../../shared/http/request-context.js';

/** A Flirt sets their switches (chat, calls) and single listings on or off. */
export class SetAvailabilityCommand extends Command<CommandOutcome> {
  constructor(
    readonly principal: Principal,
    readonly body: PatchAvailabilityBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}
