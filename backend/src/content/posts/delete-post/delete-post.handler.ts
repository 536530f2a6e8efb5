import { postStreamId } from '@flirtwire/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { postDecider } from '../post.decider.js';
import { DeletePostCommand } from './delete-post.command.js';

@CommandHandler(DeletePostCommand)
export class DeletePostHandler implements ICommandHandler<DeletePostCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ creatorId, postId, context }: DeletePostCommand): Promise<CommandOutcome> {
    return this.commands.handle(
      postStreamId(postId),
      postDecider,
      { type: 'DeletePost', creatorId },
      { ...context, now: this.clock.now() },
    );
  }
}
