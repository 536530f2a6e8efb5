import { mediaStreamId } from '@flirtwire/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { mediaDecider } from '../media.decider.js';
import { DeleteMediaCommand } from './delete-media.command.js';

/**
 * Removes a file from the file manager. Its stored renditions stay (posts published with it
 * keep their history; the presenter leaves deleted files out of every view).
 */
@CommandHandler(DeleteMediaCommand)
export class DeleteMediaHandler implements ICommandHandler<DeleteMediaCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ ownerId, itemId, context }: DeleteMediaCommand): Promise<CommandOutcome> {
    return this.commands.handle(
      mediaStreamId(itemId),
      mediaDecider,
      { type: 'DeleteMedia', ownerId },
      { ...context, now: this.clock.now() },
    );
  }
}
