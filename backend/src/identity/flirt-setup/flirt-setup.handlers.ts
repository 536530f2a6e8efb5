import { payoutStreamId, userStreamId } from '@flirtwire/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { payoutDecider } from '../../finance/payout/payout.decider.js';
import { type CommandOutcome, CommandProcessor } from '../../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../../shared/domain/clock.js';
import type { IdGenerator } from '../../shared/domain/ids.js';
import { ID_VERIFIER, type IdVerifier } from '../ports/id-verifier.js';
import { userDecider } from '../user/user.decider.js';
import { UserDirectory } from '../user/user-directory.js';
import { FlirtSetupCommand, StartIdVerificationCommand } from './flirt-setup.commands.js';

@CommandHandler(FlirtSetupCommand)
export class FlirtSetupHandler implements ICommandHandler<FlirtSetupCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ action, context }: FlirtSetupCommand): Promise<CommandOutcome> {
    // The payout step needs finance's answer: is the payout page's form saved? (Only where the
    // payout page exists; without it there is nothing the Flirt could save.)
    const command =
      action.type === 'CompleteSetupStep' &&
      action.step === 'add_payout_info' &&
      this.config.featureFlags.has('PAYOUT_21803')
        ? {
            ...action,
            payoutInfoSaved:
              (await this.commands.state(payoutDecider, payoutStreamId(action.userId))).saved !==
              null,
          }
        : action;
    return this.commands.handle(userStreamId(action.userId), userDecider, command, {
      ...context,
      now: this.clock.now(),
    });
  }
}

/** Starts a check with the ID provider; the development provider puts it straight to pending. */
@CommandHandler(StartIdVerificationCommand)
export class StartIdVerificationHandler implements ICommandHandler<StartIdVerificationCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly directory: UserDirectory,
    @Inject(ID_VERIFIER) private readonly provider: IdVerifier,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({
    userId,
    context,
  }: StartIdVerificationCommand): Promise<CommandOutcome & { verificationUrl: string | null }> {
    const verificationId = this.ids.next();
    // Throws (pending, already verified) before the provider is bothered.
    userDecider.decide(
      {
        type: 'StartIdVerification',
        userId,
        verificationId,
        providerReference: '-',
        submitted: false,
      },
      await this.directory.load(userId),
    );
    const started = await this.provider.start(userId, verificationId);
    const outcome = await this.commands.handle(
      userStreamId(userId),
      userDecider,
      {
        type: 'StartIdVerification',
        userId,
        verificationId,
        providerReference: started.providerReference,
        submitted: started.status === 'pending',
      },
      { ...context, now: this.clock.now() },
    );
    return { ...outcome, verificationUrl: started.verificationUrl };
  }
}
