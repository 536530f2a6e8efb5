import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { availabilityStreamId, LISTING_MESSAGES as M, listingStreamId } from '@flirtwire/contracts';
import { hasRole } from '../../../shared/auth/principal.js';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { ForbiddenError } from '../../../shared/errors.js';
import { availabilityDecider } from '../availability.decider.js';
import { listingDecider } from '../listing.decider.js';
import { OpenChatListingCommand } from '../create-listing/create-listing.command.js';
import { SetAvailabilityCommand } from './set-availability.command.js';

/**
 * The availability screen's save: single listings first (each refuses a listing that is not the
 * caller's), then the Flirt's switches. Turning chat on opens the chat listing if there is none.
 * Answers with the position of the last event so the next read sees all of it.
 */
@CommandHandler(SetAvailabilityCommand)
export class SetAvailabilityHandler implements ICommandHandler<SetAvailabilityCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly bus: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ principal, body, context }: SetAvailabilityCommand): Promise<CommandOutcome> {
    if (!hasRole(principal, 'advisor')) throw new ForbiddenError(M.flirtsOnly, 'flirts_only');
    const outcomes: CommandOutcome[] = [];
    for (const listing of body.listings ?? []) {
      const now = this.clock.now();
      outcomes.push(
        await this.commands.handle(
          listingStreamId(listing.id),
          listingDecider,
          {
            type: 'SetListingAvailability',
            listingId: listing.id,
            actorId: principal.userId,
            available: listing.available,
            at: now.toISOString(),
          },
          { ...context, now },
        ),
      );
    }
    if (body.available_for_chat === true) {
      outcomes.push(await this.bus.execute(new OpenChatListingCommand(principal, context)));
    }
    const now = this.clock.now();
    outcomes.push(
      await this.commands.handle(
        availabilityStreamId(principal.userId),
        availabilityDecider,
        {
          type: 'SetFlirtAvailability',
          creatorId: principal.userId,
          availableForChat: body.available_for_chat,
          availableForCalls: body.available_for_calls,
          at: now.toISOString(),
        },
        { ...context, now },
      ),
    );
    return outcomes.reduce((last, outcome) => (outcome.position > last.position ? outcome : last));
  }
}
