import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerTagsStreamId } from '@flirtwire/contracts';
import {
  type CommandOutcome,
  CommandProcessor,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { tagsDecider } from '../tags.decider.js';
import { DeleteTagCommand } from './delete-tag.command.js';

@CommandHandler(DeleteTagCommand)
export class DeleteTagHandler implements ICommandHandler<DeleteTagCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ creatorId, name, context }: DeleteTagCommand): Promise<CommandOutcome> {
    return this.commands.handle(
      customerTagsStreamId(creatorId),
      tagsDecider,
      { type: 'DeleteTag', creatorId, name },
      { ...context, now: this.clock.now() },
    );
  }
}
