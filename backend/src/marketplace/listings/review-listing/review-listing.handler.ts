import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { listingStreamId } from '@flirtwire/contracts';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { listingDecider } from '../listing.decider.js';
import { checkedListingId } from '../listing-id.param.js';
import { BlockListingCommand, ReviewListingCommand } from './review-listing.command.js';

@CommandHandler(ReviewListingCommand)
export class ReviewListingHandler implements ICommandHandler<ReviewListingCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ staff, listingId, body, context }: ReviewListingCommand): Promise<CommandOutcome> {
    const id = checkedListingId(listingId);
    const now = this.clock.now();
    const at = now.toISOString();
    return this.commands.handle(
      listingStreamId(id),
      listingDecider,
      body.decision === 'accept'
        ? { type: 'AcceptListing', listingId: id, moderatorId: staff.userId, at }
        : {
            type: 'RejectListing',
            listingId: id,
            moderatorId: staff.userId,
            reason: body.reason,
            comment: body.comment,
            at,
          },
      { ...context, now },
    );
  }
}

@CommandHandler(BlockListingCommand)
export class BlockListingHandler implements ICommandHandler<BlockListingCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ staff, listingId, blocked, context }: BlockListingCommand): Promise<CommandOutcome> {
    const id = checkedListingId(listingId);
    const now = this.clock.now();
    return this.commands.handle(
      listingStreamId(id),
      listingDecider,
      {
        type: 'SetListingBlocked',
        listingId: id,
        staffId: staff.userId,
        blocked,
        at: now.toISOString(),
      },
      { ...context, now },
    );
  }
}
