import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuditRunView, StartExportBody } from '@flirtwire/contracts';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { auditorOf } from '../recording/audit-recorder.js';
import { StartExportCommand } from './start-export.command.js';

@ApiTags('audit')
@Controller('audit/exports')
@Roles('auditor')
export class StartExportController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * A customer's, Flirt's or payee's events (stream, data or actor names their id) as JSON Lines
   * and CSV with a manifest of sha256 hashes; the files are listed in the run's report.
   */
  @Post()
  @HttpCode(202)
  @ApiOperation({ summary: "Export a subject's events (auditors)" })
  start(
    @Body({ schema: StartExportBody }) body: StartExportBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<AuditRunView> {
    return this.commands.execute(
      new StartExportCommand(auditorOf(principal.userId, context), body),
    );
  }
}
