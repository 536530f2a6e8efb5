import { Command } from '@nestjs/cqrs';
import type { CreateListingBody } from '@flirtwire/contracts';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { Principal } from '../../../shared/auth/principal.js';
import type { RequestContext } from '../../../shared/http/request-context.js';

/** A Flirt creates a phone listing (live or recorded). */
export class CreateListingCommand extends Command<CommandOutcome & { listingId: string }> {
  constructor(
    readonly principal: Principal,
    readonly body: CreateListingBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}

/** A Flirt's one chat listing, opened the first time it is needed (a repeat changes nothing). */
export class OpenChatListingCommand extends Command<CommandOutcome & { listingId: string }> {
  constructor(
    readonly principal: Principal,
    readonly context: RequestContext,
  ) {
    super();
  }
}
