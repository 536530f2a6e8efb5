import { Body, Controller, Get, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type CommandResult,
  CONTENT_MESSAGES,
  type HomepageResponse,
  profileStreamId,
  SaveHomepageBody,
} from '@flirtwire/contracts';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { NotFoundError } from '../../shared/errors.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { AdvisorDirectory } from '../advisors/advisor-directory.js';
import { CommandProcessor } from '../../shared/commands/command-processor.js';
import { commandResult } from '../content-support.js';
import { ChangeProfileCommand } from './change-profile.command.js';
import { profileDecider, publicHomepageStatus } from './profile.decider.js';

/**
 * A Flirt's homepage (spec 001 §2.1, §2.5): the Flirt writes it as rich text, a moderator
 * accepts or rejects it, and the profile page shows the last accepted one.
 */
@ApiTags('profile images')
@Controller('client_api')
export class HomepageController {
  constructor(
    private readonly commands: CommandBus,
    private readonly processor: CommandProcessor,
    private readonly advisors: AdvisorDirectory,
  ) {}

  @Get('advisors/:login/homepage')
  @ApiOperation({
    summary: 'A Flirt’s accepted homepage; the owner also gets their draft and the review',
  })
  async get(
    @Param('login') login: string,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<HomepageResponse> {
    const viewerId = principal?.userId ?? null;
    const advisor = await this.advisors.byLogin(viewerId, login);
    if (!advisor) {
      throw new NotFoundError(CONTENT_MESSAGES.advisorNotFound, 'advisor_not_found');
    }
    const { homepage } = await this.processor.state(profileDecider, profileStreamId(advisor.id));
    const owner = viewerId === advisor.id;
    return {
      homepage_status: publicHomepageStatus(homepage),
      content: homepage.published,
      draft: owner ? homepage.draft : null,
      reason: owner ? homepage.reason : null,
      comment: owner ? homepage.comment : null,
    };
  }

  @Put('homepage')
  @Roles('advisor')
  @HttpCode(200)
  @ApiOperation({ summary: 'Write or edit my homepage (sanitised HTML); it waits for review' })
  async save(
    @Body({ schema: SaveHomepageBody }) body: SaveHomepageBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    return commandResult(
      await this.commands.execute(
        new ChangeProfileCommand(
          { type: 'SubmitHomepage', creatorId: principal.userId, content: body.content },
          context,
        ),
      ),
    );
  }
}
