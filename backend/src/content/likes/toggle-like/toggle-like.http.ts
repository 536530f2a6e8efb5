import { Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CommandResult } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { authorOf, commandResult } from '../../content-support.js';
import { ToggleLikeCommand } from './toggle-like.command.js';

/** Like / unlike (spec 000 §4: a toggle; following required to like). */
@ApiTags('feeds')
@Controller('feeds/posts')
@Roles()
export class ToggleLikeController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/like')
  @HttpCode(200)
  @ApiOperation({ summary: 'Like a post' })
  like(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult & { has_like: boolean }> {
    return this.run(id, true, principal, context);
  }

  @Delete(':id/like')
  @HttpCode(200)
  @ApiOperation({ summary: 'Unlike a post' })
  unlike(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult & { has_like: boolean }> {
    return this.run(id, false, principal, context);
  }

  private async run(
    id: string,
    liked: boolean,
    principal: Principal,
    context: RequestContext,
  ): Promise<CommandResult & { has_like: boolean }> {
    const outcome = await this.commands.execute(
      new ToggleLikeCommand(authorOf(principal), id, liked, context),
    );
    return { ...commandResult(outcome), has_like: liked };
  }
}
