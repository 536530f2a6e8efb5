import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerTagsStreamId } from '@flirtwire/contracts';
import {
  type CommandOutcome,
  CommandProcessor,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { tagsDecider } from '../tags.decider.js';
import { RenameTagCommand } from './rename-tag.command.js';

@CommandHandler(RenameTagCommand)
export class RenameTagHandler implements ICommandHandler<RenameTagCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ creatorId, name, newName, context }: RenameTagCommand): Promise<CommandOutcome> {
    return this.commands.handle(
      customerTagsStreamId(creatorId),
      tagsDecider,
      { type: 'RenameTag', creatorId, name, newName },
      { ...context, now: this.clock.now() },
    );
  }
}
