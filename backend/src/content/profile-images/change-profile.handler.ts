import { mediaStreamId, profileStreamId, isUuid } from '@flirtwire/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CommandOutcome, CommandProcessor } from '../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { mediaDecider } from '../media/media.decider.js';
import { ChangeProfileCommand } from './change-profile.command.js';
import { type ProfileCommand, profileDecider } from './profile.decider.js';

/** Gathers the uploaded file's facts (owner, type), then lets the profile decider decide. */
@CommandHandler(ChangeProfileCommand)
export class ChangeProfileHandler implements ICommandHandler<ChangeProfileCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ request, context }: ChangeProfileCommand): Promise<CommandOutcome> {
    const command = await this.commandOf(request);
    return this.commands.handle(profileStreamId(request.creatorId), profileDecider, command, {
      ...context,
      now: this.clock.now(),
    });
  }

  private async commandOf(request: ChangeProfileCommand['request']): Promise<ProfileCommand> {
    switch (request.type) {
      case 'SubmitHomepage':
        return request;
      case 'SubmitProfileImage': {
        const media = isUuid(request.fmItemId)
          ? await this.commands.state(mediaDecider, mediaStreamId(request.fmItemId))
          : null;
        const owned = media !== null && media.exists && !media.deleted;
        return {
          type: 'SubmitProfileImage',
          creatorId: request.creatorId,
          kind: request.kind,
          fmItemId: request.fmItemId,
          image: {
            ownedByCreator: owned && media.ownerId === request.creatorId,
            contentType: owned ? media.contentType : '',
          },
        };
      }
      case 'ReviewProfile':
        return request.kind === 'homepage'
          ? {
              type: 'ReviewHomepage',
              creatorId: request.creatorId,
              moderatorId: request.moderatorId,
              decision: request.decision,
              reason: request.reason,
              comment: request.comment,
            }
          : {
              type: 'ReviewProfileImage',
              creatorId: request.creatorId,
              kind: request.kind,
              moderatorId: request.moderatorId,
              decision: request.decision,
              reason: request.reason,
            };
    }
  }
}
