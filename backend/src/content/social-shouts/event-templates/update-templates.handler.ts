import { socialStreamId } from '@flirtwire/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { socialDecider } from '../social.decider.js';
import { UpdateTemplatesCommand } from './update-templates.command.js';

@CommandHandler(UpdateTemplatesCommand)
export class UpdateTemplatesHandler implements ICommandHandler<UpdateTemplatesCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ creatorId, updates, context }: UpdateTemplatesCommand): Promise<CommandOutcome> {
    return this.commands.handle(
      socialStreamId(creatorId),
      socialDecider,
      { type: 'UpdateTemplates', creatorId, updates },
      { ...context, now: this.clock.now() },
    );
  }
}
