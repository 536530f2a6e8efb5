import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuditProjectionsResponse } from '@flirtwire/contracts';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { auditorOf } from '../recording/audit-recorder.js';
import { ListProjectionsQuery } from './list-projections.query.js';

@ApiTags('audit')
@Controller('audit/projections')
@Roles('auditor')
export class ListProjectionsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Registered projections with their collections (auditors)' })
  list(
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<AuditProjectionsResponse> {
    return this.queries.execute(new ListProjectionsQuery(auditorOf(principal.userId, context)));
  }
}
