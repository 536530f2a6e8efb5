import { Command } from '@nestjs/cqrs';
import type { EditListingBody } from '@flirtwire/contracts';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { Principal } from '../../../shared/auth/principal.js';
import type { RequestContext } from '../../../shared/http/request-context.js';

/** The owner edits a listing (an accepted one is reviewed again). */
export class EditListingCommand extends Command<CommandOutcome> {
  constructor(
    readonly principal: Principal,
    readonly listingId: string,
    readonly body: EditListingBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}
