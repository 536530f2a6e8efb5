import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListStreamsParams, type ListStreamsResponse } from '@flirtwire/contracts';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { auditorOf } from '../recording/audit-recorder.js';
import { ListStreamsQuery } from './list-streams.query.js';

@ApiTags('audit')
@Controller('audit/streams')
@Roles('auditor')
export class ListStreamsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Stream ids by prefix, paged by `cursor` (auditors)' })
  list(
    @Query({ schema: ListStreamsParams }) params: ListStreamsParams,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<ListStreamsResponse> {
    return this.queries.execute(new ListStreamsQuery(auditorOf(principal.userId, context), params));
  }
}
