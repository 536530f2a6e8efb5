import { userStreamId } from '@flirtwire/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PersonalDataVault } from '../../infrastructure/personal-data/personal-data-vault.js';
import { type CommandOutcome, CommandProcessor } from '../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { userDecider } from '../user/user.decider.js';
import { UpdateProfileCommand } from './update-profile.command.js';

/** PATCH /client_api/user: time zone, watermark, offers opt-in and the phone PIN. */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly vault: PersonalDataVault,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, body, context }: UpdateProfileCommand): Promise<CommandOutcome> {
    return this.commands.handle(
      userStreamId(userId),
      userDecider,
      {
        type: 'UpdateProfile',
        userId,
        canonicalIanaTimezone: body.canonical_iana_timezone,
        watermarkText: body.watermark_text,
        offersOptIn: body.enable_platphorm_offers,
        sealedPin: body.pin === undefined ? undefined : await this.vault.encrypt(userId, body.pin),
      },
      { ...context, now: this.clock.now() },
    );
  }
}
