import { relationshipStreamId } from '@flirtwire/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { relationshipDecider } from '../../../relationships/relationship.decider.js';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { ViewerRelations } from '../../feeds/viewer-relations.js';
import { UnfollowCommand } from './unfollow.command.js';

/**
 * Unfollow a Flirt; subscribers cannot (spec 000 §4). Being a subscriber comes from the
 * entitlements read model (built from the subscription events).
 */
@CommandHandler(UnfollowCommand)
export class UnfollowHandler implements ICommandHandler<UnfollowCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly relations: ViewerRelations,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ customerId, creatorId, context }: UnfollowCommand): Promise<CommandOutcome> {
    const relation = await this.relations.with(customerId, creatorId);
    return this.commands.handle(
      relationshipStreamId(creatorId, customerId),
      relationshipDecider,
      { type: 'Unfollow', creatorId, customerId, isSubscriber: relation.subscriber },
      { ...context, now: this.clock.now() },
    );
  }
}
