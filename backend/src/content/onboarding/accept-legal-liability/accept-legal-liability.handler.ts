import { onboardingStreamId } from '@flirtwire/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { onboardingDecider } from '../onboarding.decider.js';
import { OnboardingProcess } from '../onboarding.process.js';
import { AcceptLegalLiabilityCommand } from './accept-legal-liability.command.js';

/** Step one of onboarding; a price set earlier counts at once. */
@CommandHandler(AcceptLegalLiabilityCommand)
export class AcceptLegalLiabilityHandler implements ICommandHandler<AcceptLegalLiabilityCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly process: OnboardingProcess,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ creatorId, context }: AcceptLegalLiabilityCommand): Promise<CommandOutcome> {
    const now = this.clock.now();
    const outcome = await this.commands.handle(
      onboardingStreamId(creatorId),
      onboardingDecider,
      { type: 'AcceptLegalLiability', creatorId },
      { ...context, now },
    );
    await this.process.advance(creatorId, now);
    return outcome;
  }
}
