import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuditRunView, StartChainVerificationBody } from '@flirtwire/contracts';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { auditorOf } from '../recording/audit-recorder.js';
import { StartChainVerificationCommand } from './start-chain-verification.command.js';

@ApiTags('audit')
@Controller('audit/chain-verifications')
@Roles('auditor')
export class StartChainVerificationController {
  constructor(private readonly commands: CommandBus) {}

  /** Verifies every stream's hash chain (or those under `prefix`) as a run with progress. */
  @Post()
  @HttpCode(202)
  @ApiOperation({ summary: 'Start a hash-chain verification of all streams (auditors)' })
  start(
    @Body({ schema: StartChainVerificationBody }) body: StartChainVerificationBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<AuditRunView> {
    return this.commands.execute(
      new StartChainVerificationCommand(auditorOf(principal.userId, context), body),
    );
  }
}
