import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { savedSearchesStreamId } from '@flirtwire/contracts';
import {
  type CommandOutcome,
  CommandProcessor,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { savedSearchesDecider } from '../saved-searches.decider.js';
import {
  DeleteSavedSearchCommand,
  UpdateSavedSearchCommand,
} from './update-saved-search.command.js';

@CommandHandler(UpdateSavedSearchCommand)
export class UpdateSavedSearchHandler implements ICommandHandler<UpdateSavedSearchCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(command: UpdateSavedSearchCommand): Promise<CommandOutcome> {
    const { creatorId, searchId, doNotAutoSuggest, context } = command;
    return this.commands.handle(
      savedSearchesStreamId(creatorId),
      savedSearchesDecider,
      { type: 'SetAutoSuggest', creatorId, searchId, doNotAutoSuggest },
      { ...context, now: this.clock.now() },
    );
  }
}

@CommandHandler(DeleteSavedSearchCommand)
export class DeleteSavedSearchHandler implements ICommandHandler<DeleteSavedSearchCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ creatorId, searchId, context }: DeleteSavedSearchCommand): Promise<CommandOutcome> {
    return this.commands.handle(
      savedSearchesStreamId(creatorId),
      savedSearchesDecider,
      { type: 'DeleteSearch', creatorId, searchId },
      { ...context, now: this.clock.now() },
    );
  }
}
