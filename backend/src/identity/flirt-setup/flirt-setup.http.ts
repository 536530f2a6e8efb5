import { Body, Controller, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type CommandResult,
  FlirtSetupPatchBody,
  type FlirtSetupView,
  IDENTITY_MESSAGES,
  type IdVerificationView,
  UserGendersBody,
  WIZARD_STEPS,
} from '@flirtwire/contracts';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { DomainError } from '../../shared/errors.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { commandResult, errorWith } from '../identity-support.js';
import { UserDirectory } from '../user/user-directory.js';
import { currentStep, type UserState } from '../user/user.state.js';
import { FlirtSetupCommand, StartIdVerificationCommand } from './flirt-setup.commands.js';

function viewOf(user: UserState): FlirtSetupView {
  const status =
    user.setup === 'none'
      ? 'not_started'
      : user.setup === 'in_progress'
        ? 'in_progress'
        : user.setup;
  return {
    step: currentStep(user),
    status,
    steps: WIZARD_STEPS,
    completed_steps: user.completedSteps,
    id_status: user.idStatus,
  };
}

/**
 * The Flirt setup wizard (spec 002 §4): phone, credit card, ID verification, payout info,
 * gender, then completed. The step comes from the server; PATCH { step } completes the current
 * step once its save happened; PATCH { cancel: true } makes the person a plain customer.
 */
@ApiTags('flirt setup')
@Controller('client_api')
@Roles()
export class FlirtSetupController {
  constructor(
    private readonly commands: CommandBus,
    private readonly directory: UserDirectory,
  ) {}

  @Get('flirt_account_setup')
  @ApiOperation({ summary: 'The wizard step to show' })
  async show(@CurrentPrincipal() principal: Principal): Promise<FlirtSetupView> {
    return viewOf(await this.directory.load(principal.userId));
  }

  /** A signed-in customer starts becoming a Flirt (spec 002 §6). */
  @Post('flirt_account_setup')
  @HttpCode(201)
  @ApiOperation({ summary: 'Start the Flirt setup wizard' })
  async start(
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult & FlirtSetupView> {
    const outcome = await this.commands.execute(
      new FlirtSetupCommand({ type: 'StartFlirtSetup', userId: principal.userId }, context),
    );
    return { ...commandResult(outcome), ...viewOf(await this.directory.load(principal.userId)) };
  }

  @Patch('flirt_account_setup')
  @ApiOperation({ summary: 'Complete the current step, or cancel (cancel: true)' })
  async advance(
    @Body({ schema: FlirtSetupPatchBody }) body: FlirtSetupPatchBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult & FlirtSetupView> {
    const userId = principal.userId;
    const action =
      body.cancel === true
        ? ({ type: 'CancelFlirtSetup', userId } as const)
        : ({ type: 'CompleteSetupStep', userId, step: body.step ?? 'add_phone' } as const);
    const outcome = await this.commands.execute(new FlirtSetupCommand(action, context));
    return { ...commandResult(outcome), ...viewOf(await this.directory.load(userId)) };
  }

  /** Gender setting (spec 002 §3, §8): a 422 carries inline_error. */
  @Post('user_genders')
  @HttpCode(201)
  @ApiOperation({ summary: 'Set the Flirt gender and preferred gender' })
  async setGender(
    @Body() raw: unknown,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult & { flirtGender: number; preferredGender: number }> {
    const parsed = UserGendersBody.safeParse(raw);
    if (!parsed.success) {
      throw errorWith(422, 'gender_not_set', IDENTITY_MESSAGES.genderFailed, {
        inline_error: IDENTITY_MESSAGES.genderFailed,
      });
    }
    try {
      const outcome = await this.commands.execute(
        new FlirtSetupCommand(
          {
            type: 'SetGender',
            userId: principal.userId,
            flirtGender: parsed.data.flirtGender,
            preferredGender: parsed.data.preferredGender,
          },
          context,
        ),
      );
      return { ...commandResult(outcome), ...parsed.data };
    } catch (error) {
      if (error instanceof DomainError && error.status < 500) {
        throw errorWith(422, 'gender_not_set', error.message, { inline_error: error.message });
      }
      throw error;
    }
  }

  @Get('id_verification')
  @ApiOperation({ summary: 'My ID verification status' })
  async idStatus(@CurrentPrincipal() principal: Principal): Promise<IdVerificationView> {
    const user = await this.directory.load(principal.userId);
    return { status: user.idStatus, verification_url: null };
  }

  /** Start (Start button: not_required, unverified, created or failed). */
  @Post('id_verification')
  @HttpCode(201)
  @ApiOperation({ summary: 'Start an ID verification' })
  async startId(
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult & IdVerificationView> {
    const outcome = await this.commands.execute(
      new StartIdVerificationCommand(principal.userId, context),
    );
    const user = await this.directory.load(principal.userId);
    return {
      ...commandResult(outcome),
      status: user.idStatus,
      verification_url: outcome.verificationUrl,
    };
  }
}
