import { postStreamId } from '@flirtwire/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { postDecider } from '../post.decider.js';
import { PinPostCommand } from './pin-post.command.js';

@CommandHandler(PinPostCommand)
export class PinPostHandler implements ICommandHandler<PinPostCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ creatorId, postId, pinned, context }: PinPostCommand): Promise<CommandOutcome> {
    return this.commands.handle(
      postStreamId(postId),
      postDecider,
      { type: pinned ? 'PinPost' : 'UnpinPost', creatorId },
      { ...context, now: this.clock.now() },
    );
  }
}
