import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type CommandResult, TakeDownBody } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { commandResult } from '../../content-support.js';
import { ActOnReportCommand } from './act-on-report.command.js';

@ApiTags('moderation')
@Controller('feeds/moderation/reports')
@Roles('moderator')
export class ActOnReportController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/dismiss')
  @HttpCode(200)
  @ApiOperation({ summary: 'Dismiss a report: the content stays, the report closes' })
  async dismiss(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    return commandResult(
      await this.commands.execute(
        new ActOnReportCommand(principal.userId, id, { kind: 'dismiss' }, context),
      ),
    );
  }

  @Post(':id/take_down')
  @HttpCode(200)
  @ApiOperation({ summary: 'Take the reported post or comment down with a reason' })
  async takeDown(
    @Param('id') id: string,
    @Body({ schema: TakeDownBody }) body: TakeDownBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    return commandResult(
      await this.commands.execute(
        new ActOnReportCommand(
          principal.userId,
          id,
          { kind: 'take_down', reason: body.reason },
          context,
        ),
      ),
    );
  }
}
