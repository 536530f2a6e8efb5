import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuditRunView, StartReplayBody } from '@flirtwire/contracts';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { auditorOf } from '../recording/audit-recorder.js';
import { StartReplayCommand } from './start-replay.command.js';

@ApiTags('audit')
@Controller('audit/replays')
@Roles('auditor')
export class StartReplayController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * Rebuilds the named projections (all when none are named) from position 0 into throwaway
   * collections and compares them with the live ones. Answers at once with the run; progress
   * arrives on the `audit` topic and the report at GET /audit/runs/:runId.
   */
  @Post()
  @HttpCode(202)
  @ApiOperation({ summary: 'Start a replay verification (auditors)' })
  start(
    @Body({ schema: StartReplayBody }) body: StartReplayBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<AuditRunView> {
    return this.commands.execute(
      new StartReplayCommand(auditorOf(principal.userId, context), body),
    );
  }
}
