import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { favoritesStreamId, type ListingRow, READ_MODELS } from '@flirtwire/contracts';
import { ReadModels } from '../../read-side/read-models.js';
import { CommandProcessor, type CommandOutcome } from '../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { favoritesDecider } from './favorites.decider.js';
import {
  AddFavoriteCommand,
  MoveFavoriteCommand,
  RemoveFavoritesCommand,
} from './favorites.commands.js';

@CommandHandler(AddFavoriteCommand)
export class AddFavoriteHandler implements ICommandHandler<AddFavoriteCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ customerId, listingId, context }: AddFavoriteCommand): Promise<CommandOutcome> {
    const listing = await this.readModels
      .collection<ListingRow>(READ_MODELS.listings)
      .findOne({ _id: listingId });
    const now = this.clock.now();
    return this.commands.handle(
      favoritesStreamId(customerId),
      favoritesDecider,
      {
        type: 'AddFavorite',
        customerId,
        listingId,
        // Listings in the directory; a Flirt may also keep their own (to find it quickly).
        listingFound: !!listing && (listing.public || listing.creatorId === customerId),
        now,
      },
      { ...context, now },
    );
  }
}

@CommandHandler(MoveFavoriteCommand)
export class MoveFavoriteHandler implements ICommandHandler<MoveFavoriteCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ customerId, listingId, position, context }: MoveFavoriteCommand) {
    return this.commands.handle(
      favoritesStreamId(customerId),
      favoritesDecider,
      { type: 'MoveFavorite', customerId, listingId, position },
      { ...context, now: this.clock.now() },
    );
  }
}

@CommandHandler(RemoveFavoritesCommand)
export class RemoveFavoritesHandler implements ICommandHandler<RemoveFavoritesCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ customerId, listingIds, context }: RemoveFavoritesCommand) {
    return this.commands.handle(
      favoritesStreamId(customerId),
      favoritesDecider,
      { type: 'RemoveFavorites', customerId, listingIds },
      { ...context, now: this.clock.now() },
    );
  }
}
