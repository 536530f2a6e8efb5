import { Command } from '@nestjs/cqrs';
import type { ListingDecisionBody } from '@flirtwire/contracts';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { Principal } from '../../../shared/auth/principal.js';
import type { RequestContext } from '../../../shared/http/request-context.js';

/** A moderator accepts or rejects a listing. */
export class ReviewListingCommand extends Command<CommandOutcome> {
  constructor(
    readonly staff: Principal,
    readonly listingId: string,
    readonly body: ListingDecisionBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}

/** Staff block or unblock a listing. */
export class BlockListingCommand extends Command<CommandOutcome> {
  constructor(
    readonly staff: Principal,
    readonly listingId: string,
    readonly blocked: boolean,
    readonly context: RequestContext,
  ) {
    super();
  }
}
