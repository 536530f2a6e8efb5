import { Command } from '@nestjs/cqrs';
import type { CommandOutcome } from '../../shared/commands/command-processor.js';
import type { RequestContext } from '../../shared/http/request-context.js';

export class AddFavoriteCommand extends Command<CommandOutcome> {
  constructor(
    readonly customerId: string,
    readonly listingId: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}

export class MoveFavoriteCommand extends Command<CommandOutcome> {
  constructor(
    readonly customerId: string,
    readonly listingId: string,
    readonly position: number,
    readonly context: RequestContext,
  ) {
    super();
  }
}

export class RemoveFavoritesCommand extends Command<CommandOutcome> {
  constructor(
    readonly customerId: string,
    readonly listingIds: readonly string[],
    readonly context: RequestContext,
  ) {
    super();
  }
}
