import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type CommandResult, type OnboardingView, onboardingStreamId } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { commandResult } from '../../content-support.js';
import { onboardingDecider } from '../onboarding.decider.js';
import { onboardingView } from '../onboarding-view.js';
import { AcceptLegalLiabilityCommand } from './accept-legal-liability.command.js';

@ApiTags('onboarding')
@Controller('client_api/legal_liability_acceptance')
export class AcceptLegalLiabilityController {
  constructor(
    private readonly commands: CommandBus,
    private readonly processor: CommandProcessor,
  ) {}

  /** Agree to the legal terms (2257): the first onboarding step (spec 000 §4, §7). */
  @Post()
  @HttpCode(200)
  @Roles('advisor')
  @ApiOperation({ summary: 'Accept legal liability (onboarding step one)' })
  async accept(
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult & OnboardingView> {
    const outcome = await this.commands.execute(
      new AcceptLegalLiabilityCommand(principal.userId, context),
    );
    const { step } = await this.processor.state(
      onboardingDecider,
      onboardingStreamId(principal.userId),
    );
    return { ...commandResult(outcome), ...onboardingView(step) };
  }
}
