import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CONTENT_MESSAGES as M, fileManagerStreamId, mediaStreamId } from '@flirtwire/contracts';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { NotFoundError } from '../../../shared/errors.js';
import { fileManagerDecider } from '../file-manager.decider.js';
import { type MediaCommand, mediaDecider } from '../media.decider.js';
import { EditMediaCommand } from './edit-media.command.js';

/** Title, description, rating (free posts take everyone or unrated) and folder of a file. */
@CommandHandler(EditMediaCommand)
export class EditMediaHandler implements ICommandHandler<EditMediaCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ ownerId, itemId, body, context }: EditMediaCommand): Promise<CommandOutcome> {
    if (body.album_id !== undefined) {
      const folders = await this.commands.state(fileManagerDecider, fileManagerStreamId(ownerId));
      if (!folders.albums.has(body.album_id)) {
        throw new NotFoundError(M.albumNotFound, 'album_not_found');
      }
    }
    const command: MediaCommand = {
      type: 'ChangeDetails',
      ownerId,
      ...(body.album_id !== undefined ? { albumId: body.album_id } : {}),
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.rating !== undefined ? { rating: body.rating } : {}),
    };
    return this.commands.handle(mediaStreamId(itemId), mediaDecider, command, {
      ...context,
      now: this.clock.now(),
    });
  }
}
