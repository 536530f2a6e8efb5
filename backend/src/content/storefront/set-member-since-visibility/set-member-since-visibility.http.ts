import { Body, Controller, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type CommandResult, MemberSinceVisibilityBody } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { commandResult } from '../../content-support.js';
import { SetMemberSinceVisibilityCommand } from './set-member-since-visibility.command.js';

@ApiTags('storefront')
@Controller('client_api/advisors')
export class SetMemberSinceVisibilityController {
  constructor(private readonly commands: CommandBus) {}

  /** Spec 001 §7 "Toggle member-since visibility" (advisorLogin, toggleValue): the owner only. */
  @Put(':login/member_since_visibility')
  @HttpCode(200)
  @Roles('advisor')
  @ApiOperation({ summary: 'Show or hide the Member Since date on my storefront' })
  async set(
    @Param('login') login: string,
    @Body({ schema: MemberSinceVisibilityBody }) body: MemberSinceVisibilityBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult & { visible: boolean }> {
    const outcome = await this.commands.execute(
      new SetMemberSinceVisibilityCommand(principal.userId, login, body.visible, context),
    );
    return { ...commandResult(outcome), visible: body.visible };
  }
}
