import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type CommandResult, CONTENT_MESSAGES as M, ReportContentBody } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { commandResult } from '../../content-support.js';
import { ReportContentCommand } from './report-content.command.js';

@ApiTags('moderation')
@Controller('client_api/report_contents')
export class ReportContentController {
  constructor(private readonly commands: CommandBus) {}

  /** Report content (spec 000 §7): content_id, content_type, description. */
  @Post()
  @HttpCode(201)
  @Roles()
  @ApiOperation({ summary: 'Report content to the moderators' })
  async report(
    @Body({ schema: ReportContentBody }) body: ReportContentBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult & { message: string }> {
    const outcome = await this.commands.execute(
      new ReportContentCommand(principal.userId, body, context),
    );
    return { ...commandResult(outcome), message: M.reportThanks };
  }
}
