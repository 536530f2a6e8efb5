import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONTENT_MESSAGES as M,
  type CommandResult,
  type FollowView,
  isUuid,
} from '@flirtwire/contracts';
import { UserDirectory } from '../../../identity/user/user-directory.js';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { NotFoundError } from '../../../shared/errors.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { commandResult } from '../../content-support.js';
import { followView } from '../follow-view.js';
import { UnfollowCommand } from './unfollow.command.js';

@ApiTags('feeds')
@Controller('feeds/follows')
export class UnfollowController {
  constructor(
    private readonly commands: CommandBus,
    private readonly directory: UserDirectory,
  ) {}

  /** Unfollow (the follow's id is the Flirt's id); always the caller's own follow. */
  @Delete(':id')
  @HttpCode(200)
  @Roles()
  @ApiOperation({ summary: 'Unfollow a Flirt' })
  async unfollow(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult & { follow: FollowView }> {
    if (!isUuid(id)) throw new NotFoundError(M.advisorNotFound, 'advisor_not_found');
    const outcome = await this.commands.execute(new UnfollowCommand(principal.userId, id, context));
    const creator = await this.directory.load(id);
    return { ...commandResult(outcome), follow: followView(id, creator.login, false) };
  }
}
