import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type CommandResult, FollowBody, type FollowView } from '@flirtwire/contracts';
import { UserDirectory } from '../../../identity/user/user-directory.js';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { commandResult } from '../../content-support.js';
import { followView } from '../follow-view.js';
import { FollowCommand } from './follow.command.js';

@ApiTags('feeds')
@Controller('feeds/follows')
export class FollowController {
  constructor(
    private readonly commands: CommandBus,
    private readonly directory: UserDirectory,
  ) {}

  /** Follow a Flirt: needs a card on file; not yourself; not across a block (spec 000 §8). */
  @Post()
  @HttpCode(201)
  @Roles()
  @ApiOperation({ summary: 'Follow a Flirt' })
  async follow(
    @Body({ schema: FollowBody }) body: FollowBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult & { follow: FollowView }> {
    const outcome = await this.commands.execute(
      new FollowCommand(principal.userId, body.advisor_id, context),
    );
    const creator = await this.directory.load(body.advisor_id);
    return { ...commandResult(outcome), follow: followView(body.advisor_id, creator.login, true) };
  }
}
