import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CONTENT_MESSAGES as M, relationshipStreamId } from '@flirtwire/contracts';
import { UserDirectory } from '../../../identity/user/user-directory.js';
import { isAdvisor } from '../../../identity/user/user.state.js';
import { relationshipDecider } from '../../../relationships/relationship.decider.js';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { NotFoundError } from '../../../shared/errors.js';
import { FollowCommand } from './follow.command.js';

/** Follow a Flirt (spec 000 §4, §8) through the shared relationship decider. */
@CommandHandler(FollowCommand)
export class FollowHandler implements ICommandHandler<FollowCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly directory: UserDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ customerId, creatorId, context }: FollowCommand): Promise<CommandOutcome> {
    const [creator, customer] = await Promise.all([
      this.directory.load(creatorId),
      this.directory.load(customerId),
    ]);
    if (creatorId !== customerId && (!creator.exists || !isAdvisor(creator) || !creator.active)) {
      throw new NotFoundError(M.advisorNotFound, 'advisor_not_found');
    }
    return this.commands.handle(
      relationshipStreamId(creatorId, customerId),
      relationshipDecider,
      { type: 'Follow', creatorId, customerId, hasCardOnFile: customer.cards.length > 0 },
      { ...context, now: this.clock.now() },
    );
  }
}
