import { onboardingStreamId } from '@flirtwire/contracts';
import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OnboardingView } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { onboardingDecider } from '../onboarding.decider.js';
import { onboardingView } from '../onboarding-view.js';

@ApiTags('onboarding')
@Controller('feeds/onboarding')
export class OnboardingStatusController {
  constructor(private readonly commands: CommandProcessor) {}

  /** The onboarding checklist of /feed/{login}/onboarding. */
  @Get()
  @Roles('advisor')
  @ApiOperation({ summary: 'My onboarding checklist' })
  async status(@CurrentPrincipal() principal: Principal): Promise<OnboardingView> {
    const { step } = await this.commands.state(
      onboardingDecider,
      onboardingStreamId(principal.userId),
    );
    return onboardingView(step);
  }
}
