import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListRunsParams, type ListRunsResponse } from '@flirtwire/contracts';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { auditorOf } from '../recording/audit-recorder.js';
import { ListRunsQuery } from './list-runs.query.js';

@ApiTags('audit')
@Controller('audit/runs')
@Roles('auditor')
export class ListRunsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Replay, chain-verification and export runs, newest first (auditors)' })
  list(
    @Query({ schema: ListRunsParams }) params: ListRunsParams,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<ListRunsResponse> {
    return this.queries.execute(new ListRunsQuery(auditorOf(principal.userId, context), params));
  }
}
