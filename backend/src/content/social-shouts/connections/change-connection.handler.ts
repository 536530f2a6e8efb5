import { socialStreamId } from '@flirtwire/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../../../shared/domain/clock.js';
import type { IdGenerator } from '../../../shared/domain/ids.js';
import { socialDecider } from '../social.decider.js';
import { ChangeConnectionCommand } from './change-connection.command.js';

@CommandHandler(ChangeConnectionCommand)
export class ChangeConnectionHandler implements ICommandHandler<ChangeConnectionCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  execute({ creatorId, change, context }: ChangeConnectionCommand): Promise<CommandOutcome> {
    return this.commands.handle(
      socialStreamId(creatorId),
      socialDecider,
      change.kind === 'link'
        ? {
            type: 'LinkAccount',
            creatorId,
            connectionId: this.ids.next(),
            provider: change.provider,
            username: change.username,
          }
        : { type: 'UnlinkAccount', creatorId, connectionId: change.connectionId },
      { ...context, now: this.clock.now() },
    );
  }
}
