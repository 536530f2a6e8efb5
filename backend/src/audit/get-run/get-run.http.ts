import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuditRunView, Uuid } from '@flirtwire/contracts';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { auditorOf } from '../recording/audit-recorder.js';
import { GetRunQuery } from './get-run.query.js';

@ApiTags('audit')
@Controller('audit/runs')
@Roles('auditor')
export class GetRunController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':runId')
  @ApiOperation({ summary: 'A run with its progress and report (auditors)' })
  get(
    @Param('runId', { schema: Uuid }) runId: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<AuditRunView> {
    return this.queries.execute(new GetRunQuery(auditorOf(principal.userId, context), runId));
  }
}
