import { fileManagerStreamId } from '@flirtwire/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../../../shared/domain/clock.js';
import { idFromKey, type IdGenerator } from '../../../shared/domain/ids.js';
import { fileManagerDecider } from '../file-manager.decider.js';
import { CreateAlbumCommand } from './create-album.command.js';

@CommandHandler(CreateAlbumCommand)
export class CreateAlbumHandler implements ICommandHandler<CreateAlbumCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  execute({ ownerId, name, context }: CreateAlbumCommand): Promise<CommandOutcome> {
    const albumId = context.idempotencyKey
      ? idFromKey('album', context.actor.id, context.idempotencyKey)
      : this.ids.next();
    return this.commands.handle(
      fileManagerStreamId(ownerId),
      fileManagerDecider,
      { type: 'CreateAlbum', ownerId, albumId, name },
      { ...context, now: this.clock.now() },
    );
  }
}
