import { onboardingStreamId } from '@flirtwire/contracts';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CurrentUserFields } from '../../identity/current-user/current-user-fields.js';
import { UserDirectory } from '../../identity/user/user-directory.js';
import { isAdvisor } from '../../identity/user/user.state.js';
import { CommandProcessor } from '../../shared/commands/command-processor.js';
import { onboardingDecider } from './onboarding.decider.js';

/** Adds `onboarding_step` and `onboarding_complete` to GET /client_api/user for Flirts. */
@Injectable()
export class OnboardingFields implements OnModuleInit {
  constructor(
    private readonly fields: CurrentUserFields,
    private readonly directory: UserDirectory,
    private readonly commands: CommandProcessor,
  ) {}

  onModuleInit(): void {
    this.fields.register('content-onboarding', async (userId) => {
      if (!isAdvisor(await this.directory.load(userId))) return {};
      const { step } = await this.commands.state(onboardingDecider, onboardingStreamId(userId));
      return { onboarding_step: step, onboarding_complete: step === 'complete' };
    });
  }
}
